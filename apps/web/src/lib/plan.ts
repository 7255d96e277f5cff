import type { UserDetails } from '@atelier/domain';

/** Roles & Permission is not part of the Free plan (SPEC §2, §6). */
export function hasRolesAndPermissions(user: Pick<UserDetails, 'planType'> | null): boolean {
  return Boolean(user && user.planType !== 'Free');
}
