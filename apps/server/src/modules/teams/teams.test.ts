import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, PERMISSION_KEYS, POLICY_ACTIONS } from '@atelier/domain';
import { notifications, teamInvites, teamMembers, teams } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser, PASSWORD } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { expectNoticesInEnglish } from '../../test/notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST team', () => {
  it.each([
    [{}, 'name', messages.teamNameRequired],
    [{ name: '   ' }, 'name', messages.teamNameRequired],
    [{ name: 'x'.repeat(21) }, 'name', 'Team Name should not increase 20 characters'],
    // SPEC §5: a team needs a description.
    [{ name: 'Knitwear' }, 'description', 'Description is required.'],
    [{ name: 'Knitwear', description: '  ' }, 'description', 'Description is required.'],
    [
      { name: 'Knitwear', description: 'd'.repeat(161) },
      'description',
      messages.descriptionTooLong,
    ],
  ])('refuses %o with its text and creates nothing', async (body, field, message) => {
    const owner = await makeUser(t);
    const res = await call(t, 'POST', 'team', { token: owner.token, body });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await t.db.select().from(teams).where(eq(teams.createdBy, owner.user.id))).toEqual([]);
  });

  it('accepts exactly 20 and 160 characters after trimming', async () => {
    const owner = await makeUser(t);
    const res = await call(t, 'POST', 'team', {
      token: owner.token,
      body: { name: `  ${'n'.repeat(20)}  `, description: 'd'.repeat(160) },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.name).toBe('n'.repeat(20));
  });

  it('makes the creator the owner, with every policy', async () => {
    const owner = await makeUser(t, { firstName: 'Coco', profilePicture: 'avatars/x/me.png' });
    const res = await call(t, 'POST', 'team', {
      token: owner.token,
      body: { name: 'Atelier Paris', description: 'Spring line' },
    });
    expect(res.status).toBe(201);
    expect(res.body.responseMessage).toBe('Team added successfully.');
    expect(res.body.data).toMatchObject({
      name: 'Atelier Paris',
      description: 'Spring line',
      createdBy: {
        _id: owner.user.id,
        firstName: 'Coco',
        profilePicture: '/media/avatars/x/me.png',
      },
      memberCount: 1,
      isOwner: true,
      memberStatus: 'active',
    });
    expect(Object.keys(res.body.data.policies).sort()).toEqual([...POLICY_ACTIONS].sort());
    expect(Object.values(res.body.data.policies).every(Boolean)).toBe(true);
  });
});

describe('GET team/getUserTeamList', () => {
  it('lists owned and joined teams only, newest first, with the caller policies', async () => {
    const me = await makeUser(t);
    const other = await makeUser(t);
    await makeTeam(t, me, { name: 'Mine' });
    const joined = await makeTeam(t, other, { name: 'Joined' });
    const blocked = await makeTeam(t, other, { name: 'Blocked' });
    await makeTeam(t, other, { name: 'Not mine' });
    await addMember(t, joined._id, me.user.id, ['canViewTeams', 'canAddProduct']);
    await addMember(t, blocked._id, me.user.id, ['canEditTeam'], 'blocked');

    const res = await call(t, 'GET', 'team/getUserTeamList?sortBy=createdAt&orderBy=createdAt', {
      token: me.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((team: { name: string }) => team.name)).toEqual([
      'Blocked',
      'Joined',
      'Mine',
    ]);
    expect(res.body.pagination).toEqual({ page: 1, limit: 100, total: 3 });
    const [b, j, m] = res.body.data;
    expect(m).toMatchObject({ isOwner: true, memberCount: 1 });
    expect(j).toMatchObject({ isOwner: false, memberStatus: 'active', memberCount: 2 });
    expect(j.policies).toMatchObject({
      canAddProduct: true,
      viewTeam: true,
      editTeam: false,
      deleteTeam: false,
      changePermissions: false,
    });
    expect(b.memberStatus).toBe('blocked');
    expect(Object.values(b.policies).some(Boolean)).toBe(false);
  });

  it('sorts ascending and paginates in the database', async () => {
    const me = await makeUser(t);
    for (const name of ['A', 'B', 'C']) await makeTeam(t, me, { name });
    const first = await call(t, 'GET', 'team/getUserTeamList?orderBy=asc&limit=10&page=1', {
      token: me.token,
    });
    expect(first.body.data.map((team: { name: string }) => team.name)).toEqual(['A', 'B', 'C']);
    const byName = await call(t, 'GET', 'team/getUserTeamList?sortBy=name&orderBy=desc', {
      token: me.token,
    });
    expect(byName.body.data.map((team: { name: string }) => team.name)).toEqual(['C', 'B', 'A']);
    const past = await call(t, 'GET', 'team/getUserTeamList?limit=10&page=2', {
      token: me.token,
    });
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toEqual({ page: 2, limit: 10, total: 3 });
  });

  it('refuses page sizes other than 10, 50 and 100', async () => {
    const me = await makeUser(t);
    const res = await call(t, 'GET', 'team/getUserTeamList?limit=20', { token: me.token });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.pageSizeInvalid);
  });
});

describe('GET, PUT and DELETE team/{teamId}', () => {
  it('reads a team the user belongs to, and answers 404 to anyone else', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner, { name: 'Denim' });
    const stranger = await makeUser(t);
    const mine = await call(t, 'GET', `team/${team._id}`, { token: owner.token });
    expect(mine.body.data).toMatchObject({ _id: team._id, name: 'Denim', isOwner: true });
    const theirs = await call(t, 'GET', `team/${team._id}`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.responseMessage).toBe('No Record Found.');
    const unknown = await call(t, 'GET', `team/${crypto.randomUUID()}`, { token: owner.token });
    expect(unknown.status).toBe(404);
  });

  it('updates name and description, keeping the description when left out', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner, { name: 'Old', description: 'Keep me' });
    const res = await call(t, 'PUT', `team/${team._id}`, {
      token: owner.token,
      body: { name: 'New' },
    });
    expect(res.status).toBe(200);
    expect(res.body.responseMessage).toBe('Team updated successfully.');
    expect(res.body.data).toMatchObject({ name: 'New', description: 'Keep me' });
    const long = await call(t, 'PUT', `team/${team._id}`, {
      token: owner.token,
      body: { name: 'y'.repeat(21) },
    });
    expect(long.body.responseMessage).toBe(messages.teamNameTooLong);
    const emptied = await call(t, 'PUT', `team/${team._id}`, {
      token: owner.token,
      body: { name: 'New', description: ' ' },
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.responseMessage).toBe('Description is required.');
  });

  it('deletes the team and its data for everyone, and tells each member', async () => {
    const owner = await makeUser(t, { firstName: 'Elsa', lastName: 'Schiaparelli' });
    const team = await makeTeam(t, owner, { name: 'Gone' });
    const a = await makeUser(t);
    const b = await makeUser(t);
    await addMember(t, team._id, a.user.id, ['canViewTeams']);
    await addMember(t, team._id, b.user.id, [], 'blocked');
    await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: ['later@atelier.test'] },
    });

    const res = await call(t, 'DELETE', `team/${team._id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.responseMessage).toBe('Team deleted successfully.');
    expect(await t.db.select().from(teams).where(eq(teams.id, team._id))).toEqual([]);
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team._id))).toEqual(
      [],
    );
    expect(await t.db.select().from(teamInvites).where(eq(teamInvites.teamId, team._id))).toEqual(
      [],
    );
    const sent = await t.db.select().from(notifications).where(eq(notifications.teamId, team._id));
    expect(sent.map((n) => n.userId).sort()).toEqual([a.user.id, b.user.id].sort());
    expect(sent.every((n) => n.key === 'deleteTeamId')).toBe(true);
    expect(sent[0]!.message).toBe('Elsa Schiaparelli deleted the team Gone.');
    expect(sent[0]!.payload).toEqual({
      teamId: team._id,
      teamName: 'Gone',
      notice: { key: 'teamDeleted', values: { actor: 'Elsa Schiaparelli', team: 'Gone' } },
    });
    const list = await call(t, 'GET', 'team/getUserTeamList', { token: a.token });
    expect(list.body.data).toEqual([]);
  });
});

describe('GET team/members/{teamId}', () => {
  it('lists the owner first, then members with role, keys, status and picture', async () => {
    const owner = await makeUser(t, { firstName: 'Owner' });
    const team = await makeTeam(t, owner);
    const a = await makeUser(t, { firstName: 'Anna', profilePicture: 'avatars/a/p.png' });
    const b = await makeUser(t, { firstName: 'Bea' });
    await addMember(t, team._id, a.user.id, ['canViewTeams', 'canAddComment']);
    await addMember(t, team._id, b.user.id, [], 'blocked');
    // Both rows may carry the same millisecond on a fast machine; Bea joins a second later.
    await t.db
      .update(teamMembers)
      .set({ createdAt: sql`created_at + interval '1 second'` })
      .where(eq(teamMembers.userId, b.user.id));

    const res = await call(t, 'GET', `team/members/${team._id}`, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page: 1, limit: 100, total: 3 });
    const [first, second, third] = res.body.data;
    expect(first).toMatchObject({
      _id: owner.user.id,
      firstName: 'Owner',
      isOwner: true,
      roleName: 'Owner',
      status: 'active',
      permissionArr: [...PERMISSION_KEYS],
    });
    expect(second).toEqual({
      _id: a.user.id,
      firstName: 'Anna',
      lastName: 'Lovelace',
      email: a.user.email,
      profilePicture: '/media/avatars/a/p.png',
      roleId: null,
      roleName: null,
      permissionArr: ['canAddComment', 'canViewTeams'],
      status: 'active',
      isOwner: false,
      joinedAt: expect.any(String),
    });
    expect(third).toMatchObject({ _id: b.user.id, status: 'blocked' });
  });

  it('does not list the owner twice when the owner also has a member row', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    await addMember(t, team._id, owner.user.id, []);
    const res = await call(t, 'GET', `team/members/${team._id}`, { token: owner.token });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ isOwner: true, permissionArr: [...PERMISSION_KEYS] });
    const list = await call(t, 'GET', 'team/getUserTeamList', { token: owner.token });
    expect(list.body.data[0].memberCount).toBe(1);
  });
});

describe('canViewTeams (docs/decisions.md: what it gates)', () => {
  it('opens the team page and member list; without it a member still sees whom they work with', async () => {
    const owner = await makeUser(t, { firstName: 'Owner' });
    const team = await makeTeam(t, owner);
    const plain = await makeUser(t, { firstName: 'Pia', profilePicture: 'avatars/p/p.png' });
    const blocked = await makeUser(t, { firstName: 'Bo' });
    await addMember(t, team._id, plain.user.id, ['canViewProducts']);
    await addMember(t, team._id, blocked.user.id, [...PERMISSION_KEYS], 'blocked');

    for (const path of [`team/${team._id}`, `team/members/${team._id}`]) {
      const refused = await call(t, 'GET', path, { token: plain.token });
      expect(refused.status).toBe(403);
      expect(refused.body.responseMessage).toBe(messages.askPermission);
    }
    const people = await call(t, 'GET', `team/${team._id}/people`, { token: plain.token });
    expect(people.status).toBe(200);
    expect(people.body.pagination).toEqual({ page: 1, limit: 100, total: 2 });
    expect(people.body.data).toEqual([
      { _id: owner.user.id, firstName: 'Owner', lastName: 'Lovelace', profilePicture: null },
      {
        _id: plain.user.id,
        firstName: 'Pia',
        lastName: 'Lovelace',
        profilePicture: '/media/avatars/p/p.png',
      },
    ]);

    const list = await call(t, 'GET', 'team/getUserTeamList', { token: plain.token });
    expect(list.body.data.map((row: { _id: string }) => row._id)).toEqual([team._id]);
    expect(list.body.data[0].policies.canViewTeams).toBe(false);
  });
});

describe('teamRolePermissions in userDetails', () => {
  it('holds every key for owned teams and the row keys for active memberships only', async () => {
    const me = await makeUser(t);
    const other = await makeUser(t);
    const owned = await makeTeam(t, me);
    const joined = await makeTeam(t, other);
    const blocked = await makeTeam(t, other);
    await addMember(t, joined._id, me.user.id, ['canViewProducts', 'canAddProduct']);
    await addMember(t, blocked._id, me.user.id, ['canEditTeam'], 'blocked');

    const expected = [
      { teamId: owned._id, permissionArr: [...PERMISSION_KEYS] },
      { teamId: joined._id, permissionArr: ['canAddProduct', 'canViewProducts'] },
    ];
    const profile = await call(t, 'GET', 'auth/getProfile', { token: me.token });
    expect(profile.body.data.teamRolePermissions).toEqual(expected);
    const login = await call(t, 'POST', 'auth/login', {
      body: { email: me.user.email, password: PASSWORD },
    });
    expect(login.body.data.user.teamRolePermissions).toEqual(expected);
  });
});

describe('no leaks between teams', () => {
  it("never shows another team's members, invites or requests", async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const teamB = await makeTeam(t, b);
    await makeTeam(t, a);
    for (const path of [
      `team/members/${teamB._id}`,
      `team/${teamB._id}/invites`,
      `team/${teamB._id}/requests`,
      `team/${teamB._id}`,
    ]) {
      const res = await call(t, 'GET', path, { token: a.token });
      expect(res.status, path).toBe(404);
      expect(res.body.data, path).toBeNull();
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes every route of issue 3', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/v1/team',
      '/api/v1/team/getUserTeamList',
      '/api/v1/team/{teamId}',
      '/api/v1/team/members/{teamId}',
      '/api/v1/team/{teamId}/invite',
      '/api/v1/team/{teamId}/invites',
      '/api/v1/team/{teamId}/invites/{inviteId}',
      '/api/v1/team/invitation/{token}',
      '/api/v1/team/join',
      '/api/v1/team/declineInvite',
      '/api/v1/team/{teamId}/requestJoin',
      '/api/v1/team/{teamId}/requests',
      '/api/v1/team/{teamId}/requests/{requestId}/accept',
      '/api/v1/team/{teamId}/requests/{requestId}/decline',
      '/api/v1/team/{teamId}/members/{userId}',
      '/api/v1/team/{teamId}/members/{userId}/block',
      '/api/v1/team/{teamId}/members/{userId}/unblock',
      '/api/v1/users',
      '/api/v1/users/allUsers',
      '/api/v1/users/updatePermissions',
      '/api/v1/role',
      '/api/v1/role/{roleId}',
      '/api/v1/rolePermission',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('an emptied description', () => {
  it.each([null, ''])('refuses %o: a team needs a description (SPEC §5)', async (description) => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner, { description: 'Something' });
    const res = await call(t, 'PUT', `team/${team._id}`, {
      token: owner.token,
      body: { name: 'Same', description },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(
      expect.objectContaining({
        field: 'description',
        message: messages.descriptionRequired,
      }),
    );
  });
});

describe('memberPreview on the team list', () => {
  it('carries the owner, then up to four active members, in one list call', async () => {
    const owner = await makeUser(t, { firstName: 'Owner' });
    const team = await makeTeam(t, owner);
    const people = [];
    for (const firstName of ['One', 'Two', 'Three', 'Four', 'Five']) {
      const person = await makeUser(t, { firstName });
      await addMember(t, team._id, person.user.id);
      people.push(person);
    }
    const blocked = await makeUser(t, { firstName: 'Blocked' });
    await addMember(t, team._id, blocked.user.id, [], 'blocked');

    const res = await call(t, 'GET', 'team/getUserTeamList', { token: owner.token });
    const listed = res.body.data.find((item: { _id: string }) => item._id === team._id);
    expect(listed.memberPreview.map((p: { firstName: string }) => p.firstName)).toEqual([
      'Owner',
      'One',
      'Two',
      'Three',
      'Four',
    ]);
    expect(listed.memberPreview[0]).toEqual({
      _id: owner.user.id,
      firstName: 'Owner',
      lastName: 'Lovelace',
      profilePicture: null,
    });
  });
});

describe('notices (issue 47 §4)', () => {
  it('say in English, word for word, what each recorded message says', async () => {
    for (const key of ['deleteTeamId'] as const) await expectNoticesInEnglish(t, key);
  });
});
