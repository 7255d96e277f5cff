import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  ZCreateTeamSchema,
  ZInviteSchema,
  ZRoleSchema,
  ZTeamListQuery,
  ZUpdatePermissionsSchema,
  zPage,
} from './teams.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('team forms (shared by the browser and the server)', () => {
  it.each([
    [{}, messages.teamNameRequired],
    [{ name: ' ' }, messages.teamNameRequired],
    [{ name: 'x'.repeat(21) }, 'Team Name should not increase 20 characters'],
    [{ name: 'Ok' }, messages.descriptionRequired],
    [{ name: 'Ok', description: ' ' }, messages.descriptionRequired],
    [{ name: 'Ok', description: 'd'.repeat(161) }, messages.descriptionTooLong],
  ])('refuses %o with its text', (input, message) => {
    expect(firstError(ZCreateTeamSchema.safeParse(input))).toBe(message);
  });

  it('reads the list query SPEC §7 shows, with defaults', () => {
    expect(ZTeamListQuery.parse({ sortBy: 'createdAt', orderBy: 'createdAt' })).toEqual({
      sortBy: 'createdAt',
      orderBy: 'desc',
      page: 1,
      limit: 100,
    });
    expect(ZTeamListQuery.parse({ orderBy: 'asc', page: '2', limit: '10' })).toMatchObject({
      orderBy: 'asc',
      page: 2,
      limit: 10,
    });
    expect(firstError(ZTeamListQuery.safeParse({ limit: '25' }))).toBe(messages.pageSizeInvalid);
  });

  it('lower-cases invited addresses and names the bad one', () => {
    expect(ZInviteSchema.parse({ emails: [' Ann@Atelier.TEST '] }).emails).toEqual([
      'ann@atelier.test',
    ]);
    const bad = ZInviteSchema.safeParse({ emails: ['ann@atelier.test', 'ann'] });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['emails', 1],
      message: 'Invalid email address.',
    });
  });

  it('keeps permission keys in their SPEC order, once each', () => {
    expect(
      ZRoleSchema.parse({
        name: 'R',
        permissionArr: ['canViewTeams', 'canAddUser', 'canViewTeams'],
      }).permissionArr,
    ).toEqual(['canAddUser', 'canViewTeams']);
  });

  it('needs a role or permissions to update a member', () => {
    const ids = {
      teamId: '00000000-0000-4000-8000-000000000001',
      userId: '00000000-0000-4000-8000-000000000002',
    };
    expect(firstError(ZUpdatePermissionsSchema.safeParse(ids))).toBe(
      messages.roleOrPermissionsRequired,
    );
    expect(ZUpdatePermissionsSchema.safeParse({ ...ids, permissionArr: [] }).success).toBe(true);
  });
});

describe('zPage', () => {
  it('gives one reason for a page far out of range', () => {
    const result = zPage.safeParse('99999999999999999999');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.pageInvalid]);
  });
});
