/**
 * Who an actor is in a subject's team, and what a rule answers. Ownership comes from
 * teams.created_by alone and grants every key; a member holds the keys of their row while active; a
 * share-link visitor holds what the link grants on its one product (DESIGN §6).
 */
import { messages, PERMISSION_KEYS, SUPPLIER_KEYS } from '@atelier/domain';
import type { MemberStatus, PermissionKey, ShareLinkAccess } from '@atelier/domain';
import type { TeamRow } from '../../db/schema/index.ts';
import { reachesTeam } from '../../platform/auth/token-scope.ts';

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
  /**
   * A supplier's person (issue 47 §1): their supplier and the products assigned to it, the only
   * ones they see; null for the team's owner and members.
   */
  supplier: SupplierStanding | null;
}

/** Whom a supplier's person works for, and what it makes for the team. */
export interface SupplierStanding {
  id: string;
  productIds: ReadonlySet<string>;
}

/** A supplier's person's row: their supplier, its products in the team, and their status. */
export interface SupplierRow {
  supplierId: string;
  status: MemberStatus;
  productIds: readonly string[];
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
const SUPPLIER_KEY_SET: ReadonlySet<PermissionKey> = new Set(SUPPLIER_KEYS);

/**
 * Builds a membership from a team, the user's member row and their supplier's person row (null
 * when there is none). A member row comes first: nobody is both, as an invitation skips people
 * already in the team either way.
 */
export function membershipOf<T extends PolicyTeam>(
  team: T,
  userId: string,
  member: { status: MemberStatus; permissionArr: readonly PermissionKey[] } | null,
  supplier: SupplierRow | null = null,
): Membership<T> | null {
  // A request made with an API token stands only in the teams the token names (issue 49 §1).
  if (!reachesTeam(userId, team.id)) return null;
  if (isTeamOwner(team, userId)) {
    return {
      team,
      userId,
      isOwner: true,
      status: 'active',
      permissions: EVERY_KEY,
      supplier: null,
    };
  }
  if (member) {
    return {
      team,
      userId,
      isOwner: false,
      status: member.status,
      permissions: new Set(member.permissionArr),
      supplier: null,
    };
  }
  if (!supplier) return null;
  return {
    team,
    userId,
    isOwner: false,
    status: supplier.status,
    permissions: SUPPLIER_KEY_SET,
    supplier: { id: supplier.supplierId, productIds: new Set(supplier.productIds) },
  };
}

/**
 * The user's membership of a row's team, from its team and the user's member row columns, and
 * their supplier's person columns when the query read them (`supplierColumns`): a row without
 * them never lets a supplier's person in.
 */
export function membershipOfRow<T extends PolicyTeam>(
  row: {
    team: T;
    memberStatus: MemberStatus | null;
    permissionArr: PermissionKey[] | null;
    supplierId?: string | null;
    supplierStatus?: MemberStatus | null;
    supplierProductIds?: string[] | null;
  },
  userId: string,
): Membership<T> | null {
  const member =
    row.memberStatus && row.permissionArr
      ? { status: row.memberStatus, permissionArr: row.permissionArr }
      : null;
  const supplier =
    row.supplierId && row.supplierStatus
      ? {
          supplierId: row.supplierId,
          status: row.supplierStatus,
          productIds: row.supplierProductIds ?? [],
        }
      : null;
  return membershipOf(row.team, userId, member, supplier);
}

/**
 * The user's membership of `teamId` when it lets them in: none (or another team's) is 404, a
 * blocked one 403 'You have been blocked from this team.'. A supplier's person is outside the
 * team (404) unless the rule lets suppliers in (`suppliers`: only the product rule does), so
 * nothing of a team reaches them by a rule that forgot them.
 */
export function membershipIn(
  membership: Membership | null,
  teamId: string,
  { suppliers = false }: { suppliers?: boolean } = {},
): { membership: Membership } | { decision: Decision } {
  if (!membership || membership.team.id !== teamId) return { decision: HIDDEN };
  if (membership.supplier && !suppliers) return { decision: HIDDEN };
  if (membership.status !== 'active') return { decision: refused(messages.blockedFromTeam) };
  return { membership };
}
