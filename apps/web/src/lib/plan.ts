import { planIncludes } from '@atelier/domain';
import type { UserDetails } from '@atelier/domain';

/** Roles & Permission is not part of the Free plan (SPEC §2, §6): the plans of packages/domain. */
export function hasRolesAndPermissions(user: Pick<UserDetails, 'planType'> | null): boolean {
  return Boolean(user && planIncludes(user.planType, 'roles'));
}
