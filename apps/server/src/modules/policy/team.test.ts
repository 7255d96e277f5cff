import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, POLICY_ACTIONS } from '@atelier/domain';
import type { PermissionKey, PolicyAction, TeamAction } from '@atelier/domain';
import type { TeamRow } from '../../db/schema/index.ts';
import { membershipOf } from './standing.ts';
import { can, canGrant, permissionArrOf, policiesFor } from './team.ts';

const team: TeamRow = {
  id: 'team',
  name: 'Team',
  description: '',
  createdBy: 'owner',
  createdAt: new Date(),
  updatedAt: new Date(),
};
const member = (permissionArr: PermissionKey[], status: 'active' | 'blocked' = 'active') =>
  membershipOf(team, 'member', { status, permissionArr });

/** The key each team action needs (viewTeam: none beyond being an active member). */
const TEAM_ACTION_KEYS: Record<TeamAction, PermissionKey | null> = {
  deleteTeam: 'canDeleteTeam',
  editTeam: 'canEditTeam',
  deleteTeamMember: 'canDeleteUser',
  blockTeamUser: 'canBlockUser',
  viewTeam: null,
};

describe('can', () => {
  it('lets the owner do everything, even with a member row that says otherwise', () => {
    const owner = membershipOf(team, 'owner', { status: 'blocked', permissionArr: [] });
    for (const action of POLICY_ACTIONS) expect(can(owner, action), action).toBe(true);
    expect(permissionArrOf(owner!)).toEqual([...PERMISSION_KEYS]);
  });

  it('gives nobody anything outside the team, and a blocked member nothing', () => {
    expect(membershipOf(team, 'stranger', null)).toBeNull();
    const blocked = member([...PERMISSION_KEYS], 'blocked');
    for (const action of POLICY_ACTIONS) {
      expect(can(null, action), action).toBe(false);
      expect(can(blocked, action), action).toBe(false);
    }
  });

  it.each(PERMISSION_KEYS)('answers %s from the member keys alone', (key) => {
    expect(can(member([key]), key)).toBe(true);
    expect(can(member(PERMISSION_KEYS.filter((other) => other !== key)), key)).toBe(false);
  });

  it.each(Object.entries(TEAM_ACTION_KEYS))('answers %s from %s', (action, key) => {
    const teamAction = action as PolicyAction;
    if (key === null) {
      expect(can(member([]), teamAction)).toBe(true);
      return;
    }
    expect(can(member([key as PermissionKey]), teamAction)).toBe(true);
    expect(can(member(PERMISSION_KEYS.filter((other) => other !== key)), teamAction)).toBe(false);
  });

  it('keeps changePermissions for the owner alone', () => {
    expect(can(member([...PERMISSION_KEYS]), 'changePermissions')).toBe(false);
  });
});

describe('catalogue, announcement and line-sheet actions', () => {
  it.each([
    ['manageCatalogue', 'canAddProduct'],
    ['deleteCatalogue', 'canEditTeam'],
    ['manageAnnouncements', 'canEditTeam'],
    ['makeLineSheet', 'canViewProducts'],
  ] as const)('answers %s from %s alone', (action, key) => {
    expect(can(member([key]), action)).toBe(true);
    expect(can(member(PERMISSION_KEYS.filter((other) => other !== key)), action)).toBe(false);
    expect(can(member([key], 'blocked'), action)).toBe(false);
    expect(can(null, action)).toBe(false);
  });
});

describe('shareLineSheet', () => {
  it('needs canViewProducts as well as canShareProduct', () => {
    expect(can(member(['canViewProducts', 'canShareProduct']), 'shareLineSheet')).toBe(true);
    expect(can(member(['canShareProduct']), 'shareLineSheet')).toBe(false);
    expect(can(member(['canViewProducts']), 'shareLineSheet')).toBe(false);
  });
});

describe('the measurement library', () => {
  it('is read with canViewProducts and changed with canEditProduct as well', () => {
    expect(can(member(['canViewProducts']), 'viewMeasurements')).toBe(true);
    expect(can(member(['canEditProduct']), 'viewMeasurements')).toBe(false);
    expect(can(member(['canViewProducts', 'canEditProduct']), 'manageMeasurements')).toBe(true);
    expect(can(member(['canViewProducts']), 'manageMeasurements')).toBe(false);
    expect(can(member(['canEditProduct']), 'manageMeasurements')).toBe(false);
    expect(
      can(member(['canViewProducts', 'canEditProduct'], 'blocked'), 'manageMeasurements'),
    ).toBe(false);
  });
});

describe('canGrant', () => {
  it('lets the owner give any keys', () => {
    const owner = membershipOf(team, 'owner', null);
    expect(canGrant(owner, [...PERMISSION_KEYS])).toBe(true);
  });

  it('lets a member give only keys they hold', () => {
    const adder = member(['canViewTeams', 'canAddMember']);
    expect(canGrant(adder, [])).toBe(true);
    expect(canGrant(adder, ['canViewTeams'])).toBe(true);
    expect(canGrant(adder, ['canViewTeams', 'canAddMember'])).toBe(true);
    expect(canGrant(adder, ['canViewTeams', 'canDeleteTeam'])).toBe(false);
    expect(
      canGrant(member(PERMISSION_KEYS.filter((key) => key !== 'canDeleteTeam')), [
        ...PERMISSION_KEYS,
      ]),
    ).toBe(false);
  });

  it('lets nobody outside the team, nor a blocked member, give anything', () => {
    expect(canGrant(null, [])).toBe(false);
    expect(canGrant(member([...PERMISSION_KEYS], 'blocked'), ['canViewTeams'])).toBe(false);
  });
});

describe('policiesFor', () => {
  it('answers every action, for the web app to show only what is allowed', () => {
    const policies = policiesFor(member(['canAddProduct']));
    expect(Object.keys(policies)).toEqual([...POLICY_ACTIONS]);
    expect(Object.entries(policies).filter(([, allowed]) => allowed)).toEqual([
      ['canAddProduct', true],
      ['viewTeam', true],
      ['manageCatalogue', true],
    ]);
  });
});
