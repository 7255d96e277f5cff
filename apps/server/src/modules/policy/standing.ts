/**
 * Who an actor is in a subject's team, and what a rule answers. Ownership comes from
 * teams.created_by alone and grants every key; a member holds the keys of their row while active; a
 * share-link visitor holds what the link grants on its one product (DESIGN §6).
 */
import { messages, PERMISSION_KEYS } from '@atelier/domain';
import type { MemberStatus, PermissionKey, ShareLinkAccess } from '@atelier/domain';
import type { TeamRow } from '../../db/schema/index.ts';

/** What the rules read of a team: its id and owner, and its name for their notices. */
export type PolicyTeam = Pick<TeamRow, 'id' | 'name' | 'createdBy'>;

/**
 * A user's membership of a team: with the whole team row from `authorize`, with only what the
 * rules read of it from a list's row.
 */
export interface Membership<T extends PolicyTeam = PolicyTeam> {
  team: T;
  userId: string;
  isOwner: boolean;
  status: MemberStatus;
  permissions: ReadonlySet<PermissionKey>;
}

/** What a share link's signed token grants: one product of one team, to view or also comment. */
export interface ShareLinkGrant {
  productId: string;
  teamId: string;
  access: ShareLinkAccess;
}

/** The actor as the rules see it: a user with their membership of the subject's team, or a link. */
export type Standing<T extends PolicyTeam = PolicyTeam> =
  | { kind: 'user'; userId: string; membership: Membership<T> | null }
  | { kind: 'shareLink'; grant: ShareLinkGrant };

export type Decision = { allowed: true } | { allowed: false; status: 403 | 404; message: string };

export const ALLOWED: Decision = { allowed: true };
/** Outside the subject's team the subject does not exist: 404, like an unknown id. */
export const HIDDEN: Decision = { allowed: false, status: 404, message: messages.noRecord };
export const refused = (message: string): Decision => ({ allowed: false, status: 403, message });

export function isTeamOwner(team: Pick<TeamRow, 'createdBy'>, userId: string): boolean {
  return team.createdBy === userId;
}

/** The keys someone holds in a team, in SPEC order: every key for its owner, else their row's. */
export function keysOf(isOwner: boolean, permissionArr: readonly PermissionKey[]): PermissionKey[] {
  return isOwner
    ? [...PERMISSION_KEYS]
    : PERMISSION_KEYS.filter((key) => permissionArr.includes(key));
}

const EVERY_KEY: ReadonlySet<PermissionKey> = new Set(PERMISSION_KEYS);

/** Builds a membership from a team and the user's member row (null when there is none). */
export function membershipOf<T extends PolicyTeam>(
  team: T,
  userId: string,
  member: { status: MemberStatus; permissionArr: readonly PermissionKey[] } | null,
): Membership<T> | null {
  if (isTeamOwner(team, userId)) {
    return { team, userId, isOwner: true, status: 'active', permissions: EVERY_KEY };
  }
  if (!member) return null;
  return {
    team,
    userId,
    isOwner: false,
    status: member.status,
    permissions: new Set(member.permissionArr),
  };
}

/** The user's membership of a row's team, from its team and the user's member row columns. */
export function membershipOfRow<T extends PolicyTeam>(
  row: { team: T; memberStatus: MemberStatus | null; permissionArr: PermissionKey[] | null },
  userId: string,
): Membership<T> | null {
  const member =
    row.memberStatus && row.permissionArr
      ? { status: row.memberStatus, permissionArr: row.permissionArr }
      : null;
  return membershipOf(row.team, userId, member);
}

/**
 * The user's membership of `teamId` when it lets them in: none (or another team's) is 404, a
 * blocked one 403 'You have been blocked from this team.'.
 */
export function membershipIn(
  membership: Membership | null,
  teamId: string,
): { membership: Membership } | { decision: Decision } {
  if (!membership || membership.team.id !== teamId) return { decision: HIDDEN };
  if (membership.status !== 'active') return { decision: refused(messages.blockedFromTeam) };
  return { membership };
}
