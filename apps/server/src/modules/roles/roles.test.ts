import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES, messages, PERMISSION_KEYS, PERMISSION_LABELS } from '@atelier/domain';
import { roles } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pro = () => makeUser(t, { planType: 'Pro' });

describe('built-in roles', () => {
  it('are in the database exactly as packages/domain defines them', async () => {
    const rows = await t.db.select().from(roles).where(isNull(roles.ownerId));
    expect(
      rows
        .map((row) => ({ id: row.id, name: row.name, permissionArr: row.permissionArr }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual(DEFAULT_ROLES.map((role) => ({ ...role, permissionArr: [...role.permissionArr] })));
  });

  it('grow from Viewer to Manager, and only the owner may delete a team', () => {
    const [viewer, commenter, designer, manager] = DEFAULT_ROLES;
    const steps = [
      [viewer!, commenter!],
      [commenter!, designer!],
      [designer!, manager!],
    ] as const;
    for (const [smaller, larger] of steps) {
      expect(larger.permissionArr).toEqual(expect.arrayContaining([...smaller.permissionArr]));
    }
    expect(manager!.permissionArr).toHaveLength(PERMISSION_KEYS.length - 1);
    expect(manager!.permissionArr).not.toContain('canDeleteTeam');
  });
});

describe('GET rolePermission', () => {
  it('lists the 16 keys with labels, on every plan', async () => {
    const free = await makeUser(t);
    const res = await call(t, 'GET', 'rolePermission', { token: free.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      PERMISSION_KEYS.map((key) => ({ key, label: PERMISSION_LABELS[key] })),
    );
    expect((await call(t, 'GET', 'rolePermission')).status).toBe(401);
  });
});

describe('role routes on the Free plan', () => {
  it.each([
    ['GET', 'role', undefined],
    ['POST', 'role', {}],
    ['POST', 'role', { name: 'Ok', permissionArr: [] }],
    ['PUT', `role/${DEFAULT_ROLES[0]!.id}`, { name: 'x' }],
    ['DELETE', `role/${crypto.randomUUID()}`, undefined],
  ] as const)("%s %s answers 403 'Upgrade your plan.'", async (method, path, body) => {
    const free = await makeUser(t);
    const res = await call(t, method, path, {
      token: free.token,
      ...(body ? { body } : {}),
    });
    expect(res.status).toBe(403);
    expect(res.body.responseMessage).toBe('Upgrade your plan.');
    expect(await t.db.select().from(roles)).toHaveLength(DEFAULT_ROLES.length);
  });

  it('answers 401 before anything else without a token', async () => {
    const res = await call(t, 'POST', 'role', { body: {} });
    expect(res.status).toBe(401);
    expect(res.body.responseMessage).toBe('invalid token');
  });
});

describe('role CRUD on a paid plan', () => {
  it.each([
    [{}, 'name', messages.roleNameRequired],
    [{ name: '  ' }, 'name', 'Role name is required.'],
    [{ name: 'r'.repeat(51) }, 'name', messages.roleNameTooLong],
    [{ name: 'Buyer', permissionArr: ['canFly'] }, 'permissionArr.0', messages.unknownPermission],
  ])('refuses %o with its text', async (body, field, message) => {
    const owner = await pro();
    const res = await call(t, 'POST', 'role', { token: owner.token, body });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('creates, lists, renames and deletes the user’s own roles', async () => {
    const owner = await pro();
    const created = await call(t, 'POST', 'role', {
      token: owner.token,
      body: { name: ' Buyer ', permissionArr: ['canViewTeams', 'canAddComment', 'canViewTeams'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.responseMessage).toBe('Role added successfully.');
    expect(created.body.data).toMatchObject({
      name: 'Buyer',
      permissionArr: ['canAddComment', 'canViewTeams'],
      isDefault: false,
    });
    const roleId = created.body.data._id;

    const someoneElse = await pro();
    await call(t, 'POST', 'role', { token: someoneElse.token, body: { name: 'Private' } });
    const list = await call(t, 'GET', 'role', { token: owner.token });
    expect(list.body.data.map((role: { name: string }) => role.name)).toEqual([
      ...DEFAULT_ROLES.map((role) => role.name),
      'Buyer',
    ]);
    expect(list.body.data.slice(0, 4).every((role: { isDefault: boolean }) => role.isDefault)).toBe(
      true,
    );

    for (const name of ['buyer', 'DESIGNER']) {
      const taken = await call(t, 'POST', 'role', { token: owner.token, body: { name } });
      expect(taken.status).toBe(409);
      expect(taken.body.responseMessage).toBe(messages.roleNameTaken);
    }

    const renamed = await call(t, 'PUT', `role/${roleId}`, {
      token: owner.token,
      body: { name: 'Buyers', permissionArr: ['canViewTeams'] },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.responseMessage).toBe('Role updated successfully.');
    expect(renamed.body.data).toMatchObject({ name: 'Buyers', permissionArr: ['canViewTeams'] });

    const removed = await call(t, 'DELETE', `role/${roleId}`, { token: owner.token });
    expect(removed.body.responseMessage).toBe('Role deleted successfully.');
    expect((await call(t, 'DELETE', `role/${roleId}`, { token: owner.token })).status).toBe(404);
  });

  it("refuses built-in roles (403) and other people's roles (404)", async () => {
    const owner = await pro();
    const other = await pro();
    const theirs = await call(t, 'POST', 'role', { token: other.token, body: { name: 'Theirs' } });
    const builtIn = await call(t, 'PUT', `role/${DEFAULT_ROLES[2]!.id}`, {
      token: owner.token,
      body: { name: 'Designer', permissionArr: [...PERMISSION_KEYS] },
    });
    expect(builtIn.status).toBe(403);
    expect(builtIn.body.responseMessage).toBe(messages.defaultRoleReadOnly);
    const deleteBuiltIn = await call(t, 'DELETE', `role/${DEFAULT_ROLES[2]!.id}`, {
      token: owner.token,
    });
    expect(deleteBuiltIn.status).toBe(403);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(t, method, `role/${theirs.body.data._id}`, {
        token: owner.token,
        ...(method === 'PUT' ? { body: { name: 'Mine now' } } : {}),
      });
      expect(res.status).toBe(404);
      expect(res.body.responseMessage).toBe(messages.noRecord);
    }
  });

  it('gives members holding a role its new keys, and keeps their keys when it goes', async () => {
    const owner = await pro();
    const team = await makeTeam(t, owner);
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, []);
    const role = await call(t, 'POST', 'role', {
      token: owner.token,
      body: { name: 'Reviewer', permissionArr: ['canViewTeams'] },
    });
    await call(t, 'PUT', 'users/updatePermissions', {
      token: owner.token,
      body: { teamId: team._id, userId: member.user.id, roleId: role.body.data._id },
    });
    await call(t, 'PUT', `role/${role.body.data._id}`, {
      token: owner.token,
      body: { name: 'Reviewer', permissionArr: ['canViewTeams', 'canAddComment'] },
    });
    const keys = async () =>
      (await call(t, 'GET', 'auth/getProfile', { token: member.token })).body.data
        .teamRolePermissions[0].permissionArr;
    expect(await keys()).toEqual(['canAddComment', 'canViewTeams']);

    await call(t, 'DELETE', `role/${role.body.data._id}`, { token: owner.token });
    expect(await keys()).toEqual(['canAddComment', 'canViewTeams']);
    const members = await call(t, 'GET', `team/members/${team._id}`, { token: owner.token });
    expect(members.body.data[1]).toMatchObject({ roleId: null, roleName: null });
  });

  it("changes nobody's keys in a team whose owner did not make the role", async () => {
    const owner = await makeUser(t, { planType: 'Teams' });
    const team = await makeTeam(t, owner);
    const manager = await pro();
    await addMember(t, team._id, manager.user.id, ['canViewTeams', 'canAddMember']);
    const role = await call(t, 'POST', 'role', {
      token: manager.token,
      body: { name: 'Looker', permissionArr: ['canViewTeams'] },
    });
    const asker = await makeUser(t);
    const asked = await call(t, 'POST', `team/${team._id}/requestJoin`, { token: asker.token });
    const accepted = await call(
      t,
      'POST',
      `team/${team._id}/requests/${asked.body.data._id}/accept`,
      { token: manager.token, body: { roleId: role.body.data._id } },
    );
    expect(accepted.status).toBe(200);

    const widened = await call(t, 'PUT', `role/${role.body.data._id}`, {
      token: manager.token,
      body: { name: 'Looker', permissionArr: [...PERMISSION_KEYS] },
    });
    expect(widened.status).toBe(200);
    const members = await call(t, 'GET', `team/members/${team._id}`, { token: owner.token });
    expect(members.body.data.find((m: { _id: string }) => m._id === asker.user.id)).toMatchObject({
      roleId: null,
      roleName: null,
      permissionArr: ['canViewTeams'],
    });
    const deleted = await call(t, 'DELETE', `team/${team._id}`, { token: asker.token });
    expect(deleted.status).toBe(403);
  });
});
