import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES, messages } from '@atelier/domain';
import { notifications, teamMembers, users } from '../../db/schema/index.ts';
import { addMember, call, invitationTokenFor, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { setPlan } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://atelier.example' });
});
afterAll(() => t.close());

describe('GET users and users/allUsers', () => {
  it('lists the people of my teams only, once each, with the teams we share', async () => {
    const me = await makeUser(t, { firstName: 'Me' });
    const mine = await makeTeam(t, me, { name: 'Mine' });
    const alice = await makeUser(t, { firstName: 'Alice', lastName: 'Ames' });
    const bob = await makeUser(t, {
      firstName: 'Bob',
      lastName: 'Best',
      jobTitle: 'Pattern cutter',
    });
    const carol = await makeUser(t, { firstName: 'Carol' });
    const blockedOne = await makeUser(t, { firstName: 'Blocked' });
    const stranger = await makeUser(t, { firstName: 'Stranger' });
    const theirs = await makeTeam(t, carol, { name: 'Theirs' });
    const notMine = await makeTeam(t, stranger, { name: 'Not mine' });
    const shutOut = await makeTeam(t, stranger, { name: 'Shut out' });
    await addMember(t, mine._id, alice.user.id);
    await addMember(t, mine._id, bob.user.id);
    await addMember(t, mine._id, blockedOne.user.id, [], 'blocked');
    await addMember(t, theirs._id, me.user.id);
    await addMember(t, theirs._id, bob.user.id);
    await addMember(t, notMine._id, alice.user.id);
    await addMember(t, shutOut._id, me.user.id, [], 'blocked');

    const res = await call(t, 'GET', 'users', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page: 1, limit: 100, total: 3 });
    expect(res.body.data).toEqual([
      {
        _id: alice.user.id,
        firstName: 'Alice',
        lastName: 'Ames',
        email: alice.user.email,
        profilePicture: null,
        jobTitle: '',
        teams: [{ _id: mine._id, name: 'Mine' }],
      },
      {
        _id: bob.user.id,
        firstName: 'Bob',
        lastName: 'Best',
        email: bob.user.email,
        profilePicture: null,
        jobTitle: 'Pattern cutter',
        teams: [
          { _id: mine._id, name: 'Mine' },
          { _id: theirs._id, name: 'Theirs' },
        ],
      },
      expect.objectContaining({ _id: carol.user.id, teams: [{ _id: theirs._id, name: 'Theirs' }] }),
    ]);

    const all = await call(t, 'GET', 'users/allUsers', { token: me.token });
    expect(all.body.data).toEqual([
      {
        _id: alice.user.id,
        firstName: 'Alice',
        lastName: 'Ames',
        email: alice.user.email,
        profilePicture: null,
      },
      expect.objectContaining({ _id: bob.user.id }),
      expect.objectContaining({ _id: carol.user.id }),
    ]);

    const search = await call(t, 'GET', 'users?search=bob%20be', { token: me.token });
    expect(search.body.data.map((p: { _id: string }) => p._id)).toEqual([bob.user.id]);
    const byMail = await call(t, 'GET', `users?search=${alice.user.email.slice(0, 6)}`, {
      token: me.token,
    });
    expect(byMail.body.data.map((p: { _id: string }) => p._id)).toEqual([alice.user.id]);
    const wildcard = await call(t, 'GET', 'users?search=%25', { token: me.token });
    expect(wildcard.body.data).toEqual([]);

    const page = await call(t, 'GET', 'users?limit=10&page=2', { token: me.token });
    expect(page.body).toMatchObject({ data: [], pagination: { page: 2, limit: 10, total: 3 } });
  });

  it('refuses page sizes other than 10, 50 or 100 and a search over 100 characters', async () => {
    const me = await makeUser(t);
    expect((await call(t, 'GET', 'users?limit=5', { token: me.token })).body.responseMessage).toBe(
      messages.pageSizeInvalid,
    );
    const long = await call(t, 'GET', `users?search=${'s'.repeat(101)}`, { token: me.token });
    expect(long.status).toBe(400);
    expect((await call(t, 'GET', 'users')).status).toBe(401);
  });
});

describe('POST users (/createuser)', () => {
  const body = (teamId: string, overrides: Record<string, unknown> = {}) => ({
    firstName: 'Iris',
    lastName: 'Apfel',
    email: 'iris@atelier.test',
    teamId,
    ...overrides,
  });

  it.each([
    [{ firstName: ' ' }, 'firstName', messages.firstNameRequired],
    [{ email: 'iris' }, 'email', messages.invalidEmail],
    [{ teamId: undefined }, 'teamId', messages.teamSelectRequired],
  ])('refuses %o with its text', async (override, field, message) => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const res = await call(t, 'POST', 'users', {
      token: owner.token,
      body: body(team._id, override),
    });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('creates an account in the team and e-mails a link to set the password', async () => {
    const owner = await makeUser(t, { firstName: 'Vera', lastName: 'Wang', planType: 'Pro' });
    const team = await makeTeam(t, owner, { name: 'Bridal' });
    const res = await call(t, 'POST', 'users', { token: owner.token, body: body(team._id) });
    expect(res.status).toBe(201);
    expect(res.body.responseMessage).toBe('User added successfully.');
    expect(res.body.data).toBeNull();
    const [account] = await t.db.select().from(users).where(eq(users.email, 'iris@atelier.test'));
    expect(account).toMatchObject({ status: 'active', passwordHash: null });
    const members = await call(t, 'GET', `team/members/${team._id}`, { token: owner.token });
    expect(members.body.data[1]).toMatchObject({
      _id: account!.id,
      firstName: 'Iris',
      lastName: 'Apfel',
      roleId: DEFAULT_ROLES[2]!.id,
      roleName: 'Designer',
      status: 'active',
    });

    await t.deliver();
    const mail = t.mails.findLast((message) => message.to === 'iris@atelier.test')!;
    expect(mail.subject).toBe('Vera Wang added you to Bridal on Atelier');
    const token = mail.text!.match(
      /https:\/\/atelier\.example\/createPassword\?token=([\w-]+)/,
    )![1]!;

    const password = 'Couture#2026';
    const set = await call(t, 'POST', 'auth/createPassword', {
      body: { resetToken: token, password, confirmPassword: password },
    });
    expect(set.status).toBe(200);
    const login = await call(t, 'POST', 'auth/login', {
      body: { email: 'iris@atelier.test', password },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.user.teamRolePermissions).toEqual([
      { teamId: team._id, permissionArr: expect.arrayContaining(['canAddProduct']) },
    ]);
    const reused = await call(t, 'POST', 'auth/createPassword', {
      body: { resetToken: token, password, confirmPassword: password },
    });
    expect(reused.status).toBe(400);
  });

  it('invites an address that has an account instead, with the same answer', async () => {
    const owner = await makeUser(t, { firstName: 'Vera', lastName: 'Wang', planType: 'Pro' });
    const team = await makeTeam(t, owner, { name: 'Bridal' });
    const existing = await makeUser(t, { firstName: 'Carolina' });
    const fresh = await call(t, 'POST', 'users', {
      token: owner.token,
      body: body(team._id, { email: 'brand-new@atelier.test' }),
    });
    const known = await call(t, 'POST', 'users', {
      token: owner.token,
      body: body(team._id, { email: existing.user.email.toUpperCase() }),
    });
    expect(known.status).toBe(fresh.status);
    expect(known.body).toEqual(fresh.body);

    // Not added: invited, with the e-mail and notification of POST team/{id}/invite.
    const row = await t.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team._id), eq(teamMembers.userId, existing.user.id)));
    expect(row).toEqual([]);
    const token = await invitationTokenFor(t, existing.user.email);
    expect(t.mails.findLast((mail) => mail.to === existing.user.email)!.subject).toBe(
      'Vera Wang invited you to Bridal on Atelier',
    );
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, existing.user.id));
    expect(note).toMatchObject({
      key: 'addExistingUserInTeam',
      message: 'Vera Wang invited you to Bridal.',
      payload: { teamId: team._id, teamName: 'Bridal', token },
    });
    const joined = await call(t, 'POST', 'team/join', { token: existing.token, body: { token } });
    expect(joined.status).toBe(200);
    const [account] = await t.db.select().from(users).where(eq(users.id, existing.user.id));
    expect(account!.firstName).toBe('Carolina');
  });

  it('refuses people already in the team or already invited', async () => {
    const owner = await makeUser(t, { planType: 'Teams' });
    const team = await makeTeam(t, owner);
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, ['canViewTeams']);
    await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: ['pending@atelier.test'] },
    });
    for (const [email, message] of [
      [member.user.email, messages.alreadyInTeam],
      [owner.user.email, messages.alreadyInTeam],
      ['pending@atelier.test', messages.alreadyInvited],
    ]) {
      const res = await call(t, 'POST', 'users', {
        token: owner.token,
        body: body(team._id, { email }),
      });
      expect(res.status).toBe(409);
      expect(res.body.responseMessage).toBe(message);
    }
  });

  it('asks to upgrade past the plan limit and creates no account', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    for (const n of [1, 2]) {
      await call(t, 'POST', 'users', {
        token: owner.token,
        body: body(team._id, { email: `fill${n}@atelier.test` }),
      });
    }
    const res = await call(t, 'POST', 'users', {
      token: owner.token,
      body: body(team._id, { email: 'one-too-many@atelier.test' }),
    });
    expect(res.status).toBe(403);
    expect(res.body.responseMessage).toBe(messages.upgradePlan);
    expect(
      await t.db.select().from(users).where(eq(users.email, 'one-too-many@atelier.test')),
    ).toEqual([]);
  });
});

describe('the set-plan developer command', () => {
  it('sets the plan of an account found by e-mail, whatever its case', async () => {
    const { user } = await makeUser(t);
    const updated = await setPlan(t.db, user.email.toUpperCase(), 'Teams');
    expect(updated?.planType).toBe('Teams');
    expect(await setPlan(t.db, 'nobody@atelier.test', 'Pro')).toBeUndefined();
  });

  it('prints its usage and fails for a plan that does not exist', async () => {
    const run = promisify(execFile);
    const cli = path.join(import.meta.dirname, '../../cli/set-plan.ts');
    const failure = await run(process.execPath, ['--import', 'tsx', cli, 'a@b.co', 'Gold']).catch(
      (err: { code: number; stderr: string }) => err,
    );
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain('<Free|Pro|Teams>');
  });
});
