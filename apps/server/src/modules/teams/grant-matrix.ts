/**
 * Who may give which role, kept as data (issue 8): the actor's keys × the role's keys × the three
 * ways of giving one. The owner gives any role; a member gives only roles whose every key they
 * hold themselves. grant-matrix.test.ts is generated from this table.
 */
import { DEFAULT_ROLES, PERMISSION_KEYS } from '@atelier/domain';
import type { PermissionKey } from '@atelier/domain';

const [VIEWER, , DESIGNER, MANAGER] = DEFAULT_ROLES;

/** An invitation (joined with its link), an accepted join request, a created user (/createuser). */
export const GRANT_WAYS = ['invite', 'acceptRequest', 'createUser'] as const;
export type GrantWay = (typeof GRANT_WAYS)[number];

/** What a member needs to use every way at all: see the team, add members, add users. */
const GATE_KEYS: PermissionKey[] = ['canViewTeams', 'canAddMember', 'canAddUser'];

/** The actor's keys in the team ('owner': the team's owner, who holds every key). */
export const GRANT_ACTORS = {
  owner: 'owner',
  gatekeeper: GATE_KEYS,
  designer: [...new Set([...DESIGNER!.permissionArr, ...GATE_KEYS])],
  manager: [...MANAGER!.permissionArr],
} as const satisfies Record<string, 'owner' | readonly PermissionKey[]>;
export type GrantActor = keyof typeof GRANT_ACTORS;

/** The role given: built in (by id), none asked for (Designer), or made by the actor with keys. */
export const GRANT_ROLES = {
  none: { builtIn: undefined },
  viewer: { builtIn: VIEWER!.id },
  manager: { builtIn: MANAGER!.id },
  ownViewTeam: { own: ['canViewTeams'] },
  ownEveryKey: { own: [...PERMISSION_KEYS] },
} as const satisfies Record<
  string,
  { builtIn: string | undefined } | { own: readonly PermissionKey[] }
>;
export type GrantRole = keyof typeof GRANT_ROLES;

/** 'ok', or 403 'You can only give permissions you hold yourself.' with nothing changed. */
export const GRANT_MATRIX: Record<GrantActor, Record<GrantRole, 'ok' | 403>> = {
  owner: { none: 'ok', viewer: 'ok', manager: 'ok', ownViewTeam: 'ok', ownEveryKey: 'ok' },
  gatekeeper: { none: 403, viewer: 403, manager: 403, ownViewTeam: 'ok', ownEveryKey: 403 },
  designer: { none: 'ok', viewer: 'ok', manager: 403, ownViewTeam: 'ok', ownEveryKey: 403 },
  manager: { none: 'ok', viewer: 'ok', manager: 'ok', ownViewTeam: 'ok', ownEveryKey: 403 },
};
