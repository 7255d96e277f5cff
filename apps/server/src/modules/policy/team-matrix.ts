/**
 * Who may do what with a team (SPEC §6), as data: every action `policies` answers for a team ×
 * every kind of actor. team-matrix.test.ts asks the policy for each cell, and calls the real routes
 * of each row that names them as each signed-in kind (share-link visitors have no team routes).
 */
import { PERMISSION_KEYS } from '@atelier/domain';
import type { PermissionKey, PolicyAction } from '@atelier/domain';
import { ASK, BLOCKED, OK, OUTSIDE, OWNER_ONLY, WEBHOOKS_OWNER_ONLY } from './matrix.ts';
import type { MatrixRow } from './matrix.ts';

/** The ids a route is called with: the team, a member other than the actor, a colour of it. */
export interface TeamMatrixIds {
  teamId: string;
  targetId: string;
  colourId: string;
}

export interface TeamRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (ids: TeamMatrixIds) => string;
  body?: (ids: TeamMatrixIds) => unknown;
}

export interface TeamMatrixRow extends MatrixRow<PolicyAction> {
  /** Routes that need exactly this action, where there are. */
  routes?: readonly TeamRoute[];
}

/**
 * Allowed to the owner and a member holding every one of the keys; 403 without one, or when
 * blocked.
 */
const guarded = (...keys: PermissionKey[]) => ({
  keys: Object.fromEntries(keys.map((key) => [key, ASK])),
  expect: {
    owner: OK,
    memberWithKeys: OK,
    memberWithoutKeys: ASK,
    blockedMember: BLOCKED,
    ...OUTSIDE,
  },
});

/** The keys' own rows: a key answers whether the member holds it. */
const KEY_ROUTES: Partial<Record<PermissionKey, TeamRoute>> = {
  canAddMember: { method: 'GET', path: (ids) => `team/${ids.teamId}/invites` },
  canViewTeams: { method: 'GET', path: (ids) => `team/${ids.teamId}` },
};

export const TEAM_MATRIX: readonly TeamMatrixRow[] = [
  ...PERMISSION_KEYS.map((key): TeamMatrixRow => {
    const route = KEY_ROUTES[key];
    return { action: key, ...guarded(key), ...(route ? { routes: [route] } : {}) };
  }),
  {
    action: 'viewTeam',
    keys: {},
    expect: {
      owner: OK,
      memberWithKeys: OK,
      memberWithoutKeys: OK,
      blockedMember: BLOCKED,
      ...OUTSIDE,
    },
    routes: [
      { method: 'GET', path: (ids) => `team/${ids.teamId}/people` },
      { method: 'GET', path: (ids) => `team/${ids.teamId}/materials` },
    ],
  },
  {
    action: 'editTeam',
    ...guarded('canEditTeam'),
    routes: [
      {
        method: 'PUT',
        path: (ids) => `team/${ids.teamId}`,
        body: () => ({ name: 'Renamed', description: 'Changed' }),
      },
    ],
  },
  {
    action: 'deleteTeam',
    ...guarded('canDeleteTeam'),
    routes: [{ method: 'DELETE', path: (ids) => `team/${ids.teamId}` }],
  },
  {
    action: 'deleteTeamMember',
    ...guarded('canDeleteUser'),
    routes: [{ method: 'DELETE', path: (ids) => `team/${ids.teamId}/members/${ids.targetId}` }],
  },
  {
    action: 'blockTeamUser',
    ...guarded('canBlockUser'),
    routes: [{ method: 'POST', path: (ids) => `team/${ids.teamId}/members/${ids.targetId}/block` }],
  },
  {
    action: 'changePermissions',
    keys: {},
    expect: {
      owner: OK,
      memberWithKeys: OWNER_ONLY,
      memberWithoutKeys: OWNER_ONLY,
      blockedMember: BLOCKED,
      ...OUTSIDE,
    },
    routes: [
      {
        method: 'PUT',
        path: () => 'users/updatePermissions',
        body: (ids) => ({
          teamId: ids.teamId,
          userId: ids.targetId,
          permissionArr: ['canViewTeams'],
        }),
      },
    ],
  },
  {
    action: 'manageCatalogue',
    ...guarded('canAddProduct'),
    routes: [
      {
        method: 'POST',
        path: () => 'colour',
        body: (ids) => ({ teamId: ids.teamId, name: 'Added', code: 'A-1', hexCode: '#ABCDEF' }),
      },
      {
        method: 'POST',
        path: (ids) => `team/${ids.teamId}/materials`,
        body: () => ({ kind: 'trim', name: 'Added', unit: 'pcs' }),
      },
    ],
  },
  {
    action: 'deleteCatalogue',
    ...guarded('canEditTeam'),
    routes: [{ method: 'DELETE', path: (ids) => `colour/${ids.colourId}` }],
  },
  {
    action: 'makeLineSheet',
    ...guarded('canViewProducts'),
    routes: [{ method: 'GET', path: (ids) => `linesheet?teamId=${ids.teamId}` }],
  },
  {
    action: 'shareLineSheet',
    ...guarded('canViewProducts', 'canShareProduct'),
    routes: [
      {
        method: 'POST',
        path: () => 'linesheet/link',
        body: (ids) => ({ teamId: ids.teamId, title: 'For buyers', expiresInDays: 7 }),
      },
    ],
  },
  {
    action: 'viewMeasurements',
    ...guarded('canViewProducts'),
    routes: [
      { method: 'GET', path: (ids) => `pom?teamId=${ids.teamId}` },
      { method: 'GET', path: (ids) => `team/${ids.teamId}/sampleRounds` },
    ],
  },
  {
    action: 'manageMeasurements',
    ...guarded('canViewProducts', 'canEditProduct'),
    routes: [
      {
        method: 'POST',
        path: () => 'pom',
        body: (ids) => ({
          teamId: ids.teamId,
          code: 'Z9',
          name: 'Shoulder drop',
          howToMeasure: 'From the neck point down to the shoulder point.',
          tolerance: { minus: 0.5, plus: 0.5 },
        }),
      },
      {
        method: 'PUT',
        path: (ids) => `team/${ids.teamId}/sampleRounds`,
        body: () => ({ rounds: [{ name: 'Proto' }, { name: 'Fit 1' }, { name: 'SMS' }] }),
      },
    ],
  },
  {
    action: 'manageCosting',
    ...guarded('canViewProducts', 'canEditProduct'),
    routes: [
      { method: 'GET', path: (ids) => `team/${ids.teamId}/costing` },
      {
        method: 'PUT',
        path: (ids) => `team/${ids.teamId}/costing`,
        body: () => ({
          currency: 'EUR',
          rates: [{ currency: 'USD', rate: '0.92', ratedOn: '2027-01-04' }],
        }),
      },
    ],
  },
  {
    action: 'manageAnnouncements',
    ...guarded('canEditTeam'),
    routes: [
      {
        method: 'POST',
        path: () => 'announcement',
        body: (ids) => ({
          teamId: ids.teamId,
          title: 'Studio closed Friday',
          body: 'Back Monday.',
        }),
      },
    ],
  },
  {
    action: 'manageWebhooks',
    keys: {},
    expect: {
      owner: OK,
      memberWithKeys: WEBHOOKS_OWNER_ONLY,
      memberWithoutKeys: WEBHOOKS_OWNER_ONLY,
      blockedMember: BLOCKED,
      ...OUTSIDE,
    },
    routes: [{ method: 'GET', path: (ids) => `team/${ids.teamId}/webhooks` }],
  },
];
