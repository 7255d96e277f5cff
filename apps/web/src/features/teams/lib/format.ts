import { DEFAULT_MEMBER_ROLE_ID, DEFAULT_ROLES } from '@atelier/domain';

export function memberCountText(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}

/** The role the server gives new members when none is chosen. */
export const DEFAULT_ROLE_NAME =
  DEFAULT_ROLES.find((role) => role.id === DEFAULT_MEMBER_ROLE_ID)?.name ?? 'Designer';
