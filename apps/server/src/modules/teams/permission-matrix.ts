/**
 * Who may call which team route, kept as data: actor kind × route × expected status. The tests in
 * permission-matrix.test.ts are generated from it, so a change of policy is a change of this table.
 */
import { DEFAULT_MEMBER_ROLE_ID, DEFAULT_ROLES } from '@atelier/domain';
import type { PermissionKey } from '@atelier/domain';

/** What the routes that add someone give them when no role is asked for (Designer). */
const DEFAULT_ROLE_KEYS = DEFAULT_ROLES.find(
  (role) => role.id === DEFAULT_MEMBER_ROLE_ID,
)!.permissionArr;

export const ACTOR_KINDS = [
  'owner',
  'memberWithKey',
  'memberWithoutKey',
  'removedMember',
  'blockedMember',
  'otherTeamUser',
  'anonymous',
  /** A supplier's person of the team (issue 47): outside it for every route, as otherTeamUser. */
  'supplier',
] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** The ids a route is called with: one team with a member, a pending invite and a join request. */
export interface MatrixIds {
  teamId: string;
  /** A member other than the actor (the one removed, blocked, re-permissioned). */
  targetId: string;
  inviteId: string;
  requestId: string;
  /** A fresh address, for routes that invite or create someone. */
  newEmail: string;
}

export interface MatrixRoute {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (ids: MatrixIds) => string;
  body?: (ids: MatrixIds) => unknown;
  /**
   * What a member needs: a key (memberWithKey holds only it, memberWithoutKey every other one),
   * 'anyMember' (memberWithKey holds canViewTeams, memberWithoutKey nothing) or 'ownerOnly'
   * (memberWithKey holds every key, memberWithoutKey nothing).
   */
  needs: PermissionKey | 'anyMember' | 'ownerOnly';
  /**
   * Keys memberWithKey holds besides `needs`: a route that adds someone gives them a role, and a
   * member may only give keys they hold (grant-matrix.ts covers that rule).
   */
  alsoHolds?: readonly PermissionKey[];
  expect: Record<Exclude<ActorKind, 'supplier'>, number>;
  /** What a supplier's person gets where it is not otherTeamUser's answer. */
  supplier?: number;
}

/** The usual shape: allowed with the key, 403 without it or when blocked, 404 from outside. */
const guarded = (ok: number) => ({
  owner: ok,
  memberWithKey: ok,
  memberWithoutKey: 403,
  removedMember: 404,
  blockedMember: 403,
  otherTeamUser: 404,
  anonymous: 401,
});

export const PERMISSION_MATRIX: readonly MatrixRoute[] = [
  {
    name: 'read the team',
    method: 'GET',
    path: (ids) => `team/${ids.teamId}`,
    needs: 'canViewTeams',
    expect: guarded(200),
  },
  {
    name: 'list the members',
    method: 'GET',
    path: (ids) => `team/members/${ids.teamId}`,
    needs: 'canViewTeams',
    expect: guarded(200),
  },
  {
    name: 'list the people one works with',
    method: 'GET',
    path: (ids) => `team/${ids.teamId}/people`,
    needs: 'anyMember',
    expect: { ...guarded(200), memberWithoutKey: 200 },
  },
  {
    name: 'edit the team',
    method: 'PUT',
    path: (ids) => `team/${ids.teamId}`,
    body: () => ({ name: 'Renamed', description: 'Changed' }),
    needs: 'canEditTeam',
    expect: guarded(200),
  },
  {
    name: 'delete the team',
    method: 'DELETE',
    path: (ids) => `team/${ids.teamId}`,
    needs: 'canDeleteTeam',
    expect: guarded(200),
  },
  {
    name: 'invite by e-mail',
    method: 'POST',
    path: (ids) => `team/${ids.teamId}/invite`,
    body: (ids) => ({ emails: [ids.newEmail] }),
    needs: 'canAddMember',
    alsoHolds: DEFAULT_ROLE_KEYS,
    expect: guarded(200),
  },
  {
    name: 'list pending invites',
    method: 'GET',
    path: (ids) => `team/${ids.teamId}/invites`,
    needs: 'canAddMember',
    expect: guarded(200),
  },
  {
    name: 'delete a pending invite',
    method: 'DELETE',
    path: (ids) => `team/${ids.teamId}/invites/${ids.inviteId}`,
    needs: 'canAddMember',
    expect: guarded(200),
  },
  {
    name: 'list join requests',
    method: 'GET',
    path: (ids) => `team/${ids.teamId}/requests`,
    needs: 'canAddMember',
    expect: guarded(200),
  },
  {
    name: 'accept a join request',
    method: 'POST',
    path: (ids) => `team/${ids.teamId}/requests/${ids.requestId}/accept`,
    needs: 'canAddMember',
    alsoHolds: DEFAULT_ROLE_KEYS,
    expect: guarded(200),
  },
  {
    name: 'decline a join request',
    method: 'POST',
    path: (ids) => `team/${ids.teamId}/requests/${ids.requestId}/decline`,
    needs: 'canAddMember',
    expect: guarded(200),
  },
  {
    name: 'remove a member',
    method: 'DELETE',
    path: (ids) => `team/${ids.teamId}/members/${ids.targetId}`,
    needs: 'canDeleteUser',
    expect: guarded(200),
  },
  {
    name: 'block a member',
    method: 'POST',
    path: (ids) => `team/${ids.teamId}/members/${ids.targetId}/block`,
    needs: 'canBlockUser',
    expect: guarded(200),
  },
  {
    name: 'unblock a member',
    method: 'POST',
    path: (ids) => `team/${ids.teamId}/members/${ids.targetId}/unblock`,
    needs: 'canBlockUser',
    expect: guarded(200),
  },
  {
    name: 'create a user in the team (/createuser)',
    method: 'POST',
    path: () => 'users',
    body: (ids) => ({ firstName: 'New', email: ids.newEmail, teamId: ids.teamId }),
    needs: 'canAddUser',
    alsoHolds: DEFAULT_ROLE_KEYS,
    expect: guarded(201),
  },
  {
    name: "change a member's permissions",
    method: 'PUT',
    path: () => 'users/updatePermissions',
    body: (ids) => ({
      teamId: ids.teamId,
      userId: ids.targetId,
      permissionArr: ['canViewTeams', 'canAddComment'],
    }),
    needs: 'ownerOnly',
    expect: { ...guarded(200), memberWithKey: 403 },
  },
  {
    name: 'ask to join',
    method: 'POST',
    path: (ids) => `team/${ids.teamId}/requestJoin`,
    needs: 'anyMember',
    expect: {
      owner: 409,
      memberWithKey: 409,
      memberWithoutKey: 409,
      removedMember: 201,
      blockedMember: 403,
      otherTeamUser: 201,
      anonymous: 401,
    },
    // A supplier's person is already in the team, on its supplier's products.
    supplier: 409,
  },
];
