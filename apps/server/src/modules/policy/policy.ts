/**
 * The one policy module (DESIGN §6, issue 3): who may do what in a team. Ownership comes from
 * teams.created_by and grants everything; a member holds the keys of their row while active.
 * Nothing is cached, so removing, blocking or re-permissioning a member counts on their very next
 * request. Handlers and services never re-implement these rules.
 */
import { and, eq } from 'drizzle-orm';
import { messages, PERMISSION_KEYS, POLICY_ACTIONS } from '@atelier/domain';
import type {
  EntryPolicies,
  MemberStatus,
  PermissionKey,
  PolicyAction,
  TeamPolicies,
} from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { teamMembers, teams } from '../../db/schema/index.ts';
import type { TeamRow } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';

export interface Membership {
  team: TeamRow;
  isOwner: boolean;
  status: MemberStatus;
  permissions: ReadonlySet<PermissionKey>;
}

const EVERY_KEY: ReadonlySet<PermissionKey> = new Set(PERMISSION_KEYS);

/** Builds a membership from a team and the user's member row (null when there is none). */
export function membershipOf(
  team: TeamRow,
  userId: string,
  member: { status: MemberStatus; permissionArr: PermissionKey[] } | null,
): Membership | null {
  if (team.createdBy === userId) {
    return { team, isOwner: true, status: 'active', permissions: EVERY_KEY };
  }
  if (!member) return null;
  return {
    team,
    isOwner: false,
    status: member.status,
    permissions: new Set(member.permissionArr),
  };
}

/** The user's standing in a team, or null when they are neither its owner nor a member. */
export async function loadMembership(
  executor: Executor,
  userId: string,
  teamId: string,
): Promise<Membership | null> {
  const [row] = await executor
    .select({ team: teams, status: teamMembers.status, permissionArr: teamMembers.permissionArr })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(eq(teams.id, teamId));
  if (!row) return null;
  const member =
    row.status && row.permissionArr
      ? { status: row.status, permissionArr: row.permissionArr }
      : null;
  return membershipOf(row.team, userId, member);
}

/** Answers one action for a membership; no membership, or a blocked one, may do nothing. */
export function can(membership: Membership | null, action: PolicyAction): boolean {
  if (!membership) return false;
  if (membership.isOwner) return true;
  if (membership.status !== 'active') return false;
  const has = (key: PermissionKey) => membership.permissions.has(key);
  switch (action) {
    case 'changePermissions':
      return false;
    case 'deleteTeam':
      return has('canDeleteTeam');
    case 'editTeam':
      return has('canEditTeam');
    case 'deleteTeamMember':
      return has('canDeleteUser');
    case 'blockTeamUser':
      return has('canBlockUser');
    case 'viewTeam':
      // canViewTeams, or simply being an active member: a member always sees their own team.
      return true;
    case 'manageCatalogue':
      // Adding and editing categories, fabrics, seasons, tags and colours: product makers.
      return has('canAddProduct');
    case 'deleteCatalogue':
      // Removing shared vocabulary changes everyone's work: those who may edit the team.
      return has('canEditTeam');
    default:
      return has(action);
  }
}

/**
 * Loads the membership and throws unless the action is allowed: 404 'No Record Found.' to anyone
 * outside the team (another team's ids look like unknown ids), 403 to a blocked member, 403 'Only
 * Team Owner can change permission.' or 'Ask for permission.' to a member without the right.
 */
export async function authorize(
  executor: Executor,
  user: { id: string },
  action: PolicyAction,
  teamId: string,
): Promise<Membership> {
  const membership = await loadMembership(executor, user.id, teamId);
  if (!membership) throw notFound(messages.noRecord);
  if (membership.status === 'blocked' && !membership.isOwner) {
    throw forbidden(messages.blockedFromTeam);
  }
  if (!can(membership, action)) {
    throw forbidden(
      action === 'changePermissions' ? messages.ownerOnlyPermissions : messages.askPermission,
    );
  }
  return membership;
}

/**
 * Whether a membership may give these keys to someone in its team (a role for an invitation, an
 * accepted join request or a created user): the owner any, an active member only keys it holds
 * itself, so nobody hands on more than they have (SPEC §6, issue 8).
 */
export function canGrant(membership: Membership | null, keys: readonly PermissionKey[]): boolean {
  if (!membership) return false;
  if (membership.isOwner) return true;
  if (membership.status !== 'active') return false;
  return keys.every((key) => membership.permissions.has(key));
}

/** Throws 403 'You can only give permissions you hold yourself.' unless canGrant allows it. */
export function authorizeGrant(membership: Membership | null, keys: readonly PermissionKey[]) {
  if (!canGrant(membership, keys)) throw forbidden(messages.grantBeyondOwn);
}

/** Every action answered for one team, sent with it so the web app shows only what is allowed. */
export function policiesFor(membership: Membership | null): TeamPolicies {
  return Object.fromEntries(
    POLICY_ACTIONS.map((action) => [action, can(membership, action)]),
  ) as TeamPolicies;
}

/** What the user may do with one catalogue entry or colour of the team (issue 5). */
export function cataloguePolicies(membership: Membership | null): EntryPolicies {
  return { update: can(membership, 'manageCatalogue'), delete: can(membership, 'deleteCatalogue') };
}

/** The keys a membership holds, as getProfile's teamRolePermissions lists them. */
export function permissionArrOf(membership: Membership): PermissionKey[] {
  return PERMISSION_KEYS.filter((key) => can(membership, key));
}
