import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES, messages, PERMISSION_KEYS } from '@atelier/domain';
import { notifications, teamMembers } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { expectNoticesInEnglish } from '../../test/notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const [VIEWER, COMMENTER] = DEFAULT_ROLES;

async function teamWithMember(keys = ['canViewTeams'] as (typeof PERMISSION_KEYS)[number][]) {
  const owner = await makeUser(t, { firstName: 'Olive' });
  const team = await makeTeam(t, owner, { name: 'Tailoring' });
  const member = await makeUser(t, { firstName: 'Max' });
  await addMember(t, team._id, member.user.id, keys);
  return { owner, team, member };
}

describe('DELETE team/{teamId}/members/{userId}', () => {
  it('removes the member, who loses the team on their very next request', async () => {
    const { owner, team, member } = await teamWithMember();
    expect((await call(t, 'GET', `team/${team._id}`, { token: member.token })).status).toBe(200);
    const res = await call(t, 'DELETE', `team/${team._id}/members/${member.user.id}`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.responseMessage).toBe(messages.memberRemoved);
    expect((await call(t, 'GET', `team/${team._id}`, { token: member.token })).status).toBe(404);
    const list = await call(t, 'GET', 'team/getUserTeamList', { token: member.token });
    expect(list.body.data).toEqual([]);
    const profile = await call(t, 'GET', 'auth/getProfile', { token: member.token });
    expect(profile.body.data.teamRolePermissions).toEqual([]);
    const again = await call(t, 'DELETE', `team/${team._id}/members/${member.user.id}`, {
      token: owner.token,
    });
    expect(again.status).toBe(404);
  });

  it('never removes the owner', async () => {
    const { owner, team, member } = await teamWithMember(['canDeleteUser']);
    const res = await call(t, 'DELETE', `team/${team._id}/members/${owner.user.id}`, {
      token: member.token,
    });
    expect(res.status).toBe(403);
    expect(res.body.responseMessage).toBe(messages.ownerCannotBeRemoved);
  });
});

describe('blocking', () => {
  it('locks a member out on their next request and lets them back in when unblocked', async () => {
    const { owner, team, member } = await teamWithMember(['canViewTeams', 'canAddProduct']);
    const blocked = await call(t, 'POST', `team/${team._id}/members/${member.user.id}/block`, {
      token: owner.token,
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.responseMessage).toBe(messages.memberBlocked);
    expect(blocked.body.data).toMatchObject({ _id: member.user.id, status: 'blocked' });

    const denied = await call(t, 'GET', `team/members/${team._id}`, { token: member.token });
    expect(denied.status).toBe(403);
    expect(denied.body.responseMessage).toBe('You have been blocked from this team.');
    const profile = await call(t, 'GET', 'auth/getProfile', { token: member.token });
    expect(profile.body.data.teamRolePermissions).toEqual([]);
    const list = await call(t, 'GET', 'team/getUserTeamList', { token: member.token });
    expect(list.body.data[0]).toMatchObject({ _id: team._id, memberStatus: 'blocked' });
    expect(list.body.data[0].policies.canAddProduct).toBe(false);

    const unblocked = await call(t, 'POST', `team/${team._id}/members/${member.user.id}/unblock`, {
      token: owner.token,
    });
    expect(unblocked.body.responseMessage).toBe(messages.memberUnblocked);
    expect(unblocked.body.data.status).toBe('active');
    expect((await call(t, 'GET', `team/${team._id}`, { token: member.token })).status).toBe(200);
  });

  it('never blocks the owner, nor lets a member block themselves', async () => {
    const { owner, team, member } = await teamWithMember(['canBlockUser']);
    const ownerBlock = await call(t, 'POST', `team/${team._id}/members/${owner.user.id}/block`, {
      token: member.token,
    });
    expect(ownerBlock.status).toBe(403);
    expect(ownerBlock.body.responseMessage).toBe(messages.ownerCannotBeBlocked);
    const self = await call(t, 'POST', `team/${team._id}/members/${member.user.id}/block`, {
      token: member.token,
    });
    expect(self.status).toBe(400);
    expect(self.body.responseMessage).toBe(messages.cannotBlockYourself);
    const unknown = await call(t, 'POST', `team/${team._id}/members/${crypto.randomUUID()}/block`, {
      token: owner.token,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('PUT users/updatePermissions', () => {
  it.each([
    ['no team', { userId: 'member', permissionArr: [] }, 'teamId', messages.teamSelectRequired],
    ['no user', { teamId: 'team', permissionArr: [] }, 'userId', messages.userSelectRequired],
    [
      'nothing to set',
      { teamId: 'team', userId: 'member' },
      'roleId',
      messages.roleOrPermissionsRequired,
    ],
    [
      'an unknown key',
      { teamId: 'team', userId: 'member', permissionArr: ['canFly'] },
      'permissionArr.0',
      messages.unknownPermission,
    ],
  ])('refuses %s with its text', async (_case, shape, field, message) => {
    const { owner, team, member } = await teamWithMember();
    const body = Object.fromEntries(
      Object.entries(shape).map(([key, value]) => [
        key,
        value === 'team' ? team._id : value === 'member' ? member.user.id : value,
      ]),
    );
    const res = await call(t, 'PUT', 'users/updatePermissions', { token: owner.token, body });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
  });

  it("gives a role's keys, notifies the member with their new userDetails", async () => {
    const { owner, team, member } = await teamWithMember();
    const res = await call(t, 'PUT', 'users/updatePermissions', {
      token: owner.token,
      body: { teamId: team._id, userId: member.user.id, roleId: COMMENTER!.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.responseMessage).toBe('Permissions updated successfully.');
    expect(res.body.data).toMatchObject({
      _id: member.user.id,
      roleId: COMMENTER!.id,
      roleName: 'Commenter',
      permissionArr: PERMISSION_KEYS.filter((key) => COMMENTER!.permissionArr.includes(key)),
    });

    const [note] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, member.user.id), eq(notifications.key, 'Team Permissions')),
      );
    expect(note).toMatchObject({
      message: 'Your permissions in Tailoring were updated.',
      teamId: team._id,
      actorId: owner.user.id,
    });
    const updatedUser = (note!.payload as { updatedUser: Record<string, unknown> }).updatedUser;
    expect(updatedUser).toMatchObject({
      _id: member.user.id,
      firstName: 'Max',
      teamRolePermissions: [{ teamId: team._id, permissionArr: res.body.data.permissionArr }],
    });
  });

  it('keeps the role label only while the keys equal the role', async () => {
    const { owner, team, member } = await teamWithMember();
    const custom = await call(t, 'PUT', 'users/updatePermissions', {
      token: owner.token,
      body: {
        teamId: team._id,
        userId: member.user.id,
        roleId: VIEWER!.id,
        permissionArr: ['canViewTeams', 'canEditTeam'],
      },
    });
    expect(custom.body.data).toMatchObject({
      roleId: null,
      roleName: null,
      permissionArr: ['canEditTeam', 'canViewTeams'],
    });
    const same = await call(t, 'PUT', 'users/updatePermissions', {
      token: owner.token,
      body: {
        teamId: team._id,
        userId: member.user.id,
        roleId: VIEWER!.id,
        permissionArr: [...VIEWER!.permissionArr].reverse(),
      },
    });
    expect(same.body.data).toMatchObject({ roleId: VIEWER!.id, roleName: 'Viewer' });
  });

  it('counts on the next request: a new key opens the action at once', async () => {
    const { owner, team, member } = await teamWithMember();
    const edit = () =>
      call(t, 'PUT', `team/${team._id}`, { token: member.token, body: { name: 'Renamed' } });
    const before = await edit();
    expect(before.status).toBe(403);
    expect(before.body.responseMessage).toBe('Ask for permission.');
    await call(t, 'PUT', 'users/updatePermissions', {
      token: owner.token,
      body: { teamId: team._id, userId: member.user.id, permissionArr: ['canEditTeam'] },
    });
    expect((await edit()).status).toBe(200);
  });

  it('answers the owner-only text to members and 400 for the owner as target', async () => {
    const { owner, team, member } = await teamWithMember([...PERMISSION_KEYS]);
    const other = await makeUser(t);
    await addMember(t, team._id, other.user.id, []);
    const byMember = await call(t, 'PUT', 'users/updatePermissions', {
      token: member.token,
      body: { teamId: team._id, userId: other.user.id, permissionArr: [...PERMISSION_KEYS] },
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body.responseMessage).toBe('Only Team Owner can change permission.');
    const [row] = await t.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.userId, other.user.id));
    expect(row!.permissionArr).toEqual([]);

    const ownerTarget = await call(t, 'PUT', 'users/updatePermissions', {
      token: owner.token,
      body: { teamId: team._id, userId: owner.user.id, permissionArr: [] },
    });
    expect(ownerTarget.status).toBe(400);
    expect(ownerTarget.body.responseMessage).toBe(messages.ownerHoldsEveryPermission);
    const notMember = await call(t, 'PUT', 'users/updatePermissions', {
      token: owner.token,
      body: { teamId: team._id, userId: (await makeUser(t)).user.id, permissionArr: [] },
    });
    expect(notMember.status).toBe(404);
  });
});

describe('notices (issue 47 §4)', () => {
  it('say in English, word for word, what each recorded message says', async () => {
    for (const key of ['Team Permissions'] as const) await expectNoticesInEnglish(t, key);
  });
});
