import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES, messages } from '@atelier/domain';
import { notifications, teamInvites, teamMembers } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { expectNoticesInEnglish } from '../../test/notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://atelier.example' });
});
afterAll(() => t.close());

const [VIEWER, , DESIGNER] = DEFAULT_ROLES;

/** Delivers the queued e-mails and returns the invitation token sent to `email`. */
async function tokenSentTo(email: string) {
  await t.deliver();
  const mail = t.mails.findLast((message) => message.to === email);
  const match = mail?.text?.match(/https:\/\/atelier\.example\/jointeam\?token=([\w-]+)/);
  if (!match) throw new Error(`no invitation e-mailed to ${email}`);
  return match[1]!;
}

async function membership(teamId: string, userId: string) {
  const [row] = await t.db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row;
}

async function teamOf(plan: 'Free' | 'Pro' | 'Teams' = 'Teams', firstName = 'Ada') {
  const owner = await makeUser(t, { planType: plan, firstName, lastName: 'Owner' });
  const team = await makeTeam(t, owner, { name: 'Knitwear' });
  return { owner, team };
}

describe('the invitation e-mail, in its reader’s language (issue 47 §4)', () => {
  it('reads in French for a French account, in English for an English one, and for someone new in the inviter’s', async () => {
    const { owner, team } = await teamOf('Teams', 'Coco');
    const french = await makeUser(t);
    await call(t, 'PUT', 'generalSetting', { token: french.token, body: { language: 'fr' } });
    const english = await makeUser(t);
    const res = await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: [french.user.email, english.user.email, 'nouveau@atelier.test'] },
    });
    expect(res.status).toBe(200);
    await t.deliver();
    const mailTo = (email: string) => t.mails.findLast((message) => message.to === email)!;

    const fr = mailTo(french.user.email);
    expect(fr.subject).toBe('Coco Owner vous invite à rejoindre Knitwear sur Atelier');
    expect(fr.text).toContain(
      'Coco Owner vous invite à rejoindre l’équipe Knitwear sur Atelier, la plateforme collaborative de la mode.',
    );
    expect(fr.text).toContain('L’invitation ne sert qu’une fois et expire dans 7 jours.');
    expect(fr.html).toContain('Rejoindre l’équipe');
    expect(fr.text).toMatch(/https:\/\/atelier\.example\/jointeam\?token=[\w-]{43}/);

    const en = mailTo(english.user.email);
    expect(en.subject).toBe('Coco Owner invited you to Knitwear on Atelier');
    expect(en.text).toContain('The invitation works once and expires in 7 days.');
    expect(en.html).toContain('Join the team');
    // Someone without an account: the inviter never chose, so English.
    expect(mailTo('nouveau@atelier.test').subject).toBe(
      'Coco Owner invited you to Knitwear on Atelier',
    );

    await call(t, 'PUT', 'generalSetting', { token: owner.token, body: { language: 'zh-Hans' } });
    await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: ['xin@atelier.test'] },
    });
    await t.deliver();
    expect(mailTo('xin@atelier.test').subject).toBe('Coco Owner 邀请您加入 Atelier 上的 Knitwear');
  });
});

describe('POST team/{teamId}/invite', () => {
  it.each([
    [{}, 'emails', messages.emailsRequired],
    [{ emails: [] }, 'emails', messages.emailsRequired],
    [{ emails: ['ok@atelier.test', 'nope'] }, 'emails.1', 'Invalid email address.'],
    [{ emails: [''] }, 'emails.0', 'Invalid email address.'],
    [
      { emails: Array.from({ length: 21 }, (_, i) => `p${i}@atelier.test`) },
      'emails',
      messages.tooManyEmails,
    ],
    [{ emails: ['ok@atelier.test'], roleId: 'not-an-id' }, 'roleId', messages.noRecord],
  ])('refuses %o with its text', async (body, field, message) => {
    const { owner, team } = await teamOf();
    const res = await call(t, 'POST', `team/${team._id}/invite`, { token: owner.token, body });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await t.db.select().from(teamInvites).where(eq(teamInvites.teamId, team._id))).toEqual(
      [],
    );
  });

  it('invites everyone the same way, and skips only people in the team or already invited', async () => {
    const { owner, team } = await teamOf('Teams', 'Coco');
    const existing = await makeUser(t);
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, ['canViewTeams']);
    await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: ['pending@atelier.test'] },
    });

    const res = await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: {
        emails: [
          existing.user.email.toUpperCase(),
          'new@atelier.test',
          'NEW@atelier.test',
          member.user.email,
          owner.user.email,
          'pending@atelier.test',
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.responseMessage).toBe('Invitation sent successfully.');
    expect(res.body.data).toEqual({
      invited: [existing.user.email, 'new@atelier.test'],
      skipped: [
        { email: member.user.email, reason: messages.alreadyInTeam },
        { email: owner.user.email, reason: messages.alreadyInTeam },
        { email: 'pending@atelier.test', reason: messages.alreadyInvited },
      ],
    });

    // The person with an account is not a member until they accept.
    expect(await membership(team._id, existing.user.id)).toBeUndefined();
    expect((await call(t, 'GET', `team/${team._id}`, { token: existing.token })).status).toBe(404);
    const pending = await call(t, 'GET', `team/${team._id}/invites`, { token: owner.token });
    expect(pending.body.data.map((invite: { email: string }) => invite.email).sort()).toEqual(
      [existing.user.email, 'new@atelier.test', 'pending@atelier.test'].sort(),
    );

    // Both get the same e-mail, with their own link.
    const knownToken = await tokenSentTo(existing.user.email);
    await tokenSentTo('new@atelier.test');
    const mailTo = (email: string) => t.mails.findLast((message) => message.to === email)!;
    for (const email of [existing.user.email, 'new@atelier.test']) {
      expect(mailTo(email).subject).toBe('Coco Owner invited you to Knitwear on Atelier');
      expect(mailTo(email).text).toMatch(/https:\/\/atelier\.example\/jointeam\?token=[\w-]{43}/);
      expect(mailTo(email).html).toContain('https://atelier.example/jointeam?token=');
    }

    // The person with an account also hears it in the app, with the way to the invitation.
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, existing.user.id));
    expect(note).toMatchObject({
      key: 'addExistingUserInTeam',
      message: 'Coco Owner invited you to Knitwear.',
      teamId: team._id,
      actorId: owner.user.id,
      payload: { teamId: team._id, teamName: 'Knitwear', token: knownToken },
    });
  });

  it('answers the same for an address with an account and one without', async () => {
    const existing = await makeUser(t);
    const answers = [];
    for (const email of [existing.user.email, 'nobody-yet@atelier.test']) {
      const { owner, team } = await teamOf('Teams', 'Coco');
      const res = await call(t, 'POST', `team/${team._id}/invite`, {
        token: owner.token,
        body: { emails: [email] },
      });
      await tokenSentTo(email);
      const mail = t.mails.findLast((message) => message.to === email)!;
      answers.push(
        JSON.stringify({ status: res.status, body: res.body, subject: mail.subject }).replaceAll(
          email,
          'someone',
        ),
      );
    }
    expect(answers[0]).toBe(answers[1]);
  });

  it('uses the role asked for, and 404 for a role the inviter may not use', async () => {
    const { owner, team } = await teamOf();
    const other = await makeUser(t, { planType: 'Pro' });
    const foreign = await call(t, 'POST', 'role', {
      token: other.token,
      body: { name: 'Theirs', permissionArr: ['canViewTeams'] },
    });
    const refused = await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: ['x@atelier.test'], roleId: foreign.body.data._id },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.responseMessage).toBe(messages.noRecord);

    const res = await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: ['viewer@atelier.test'], roleId: VIEWER!.id },
    });
    expect(res.status).toBe(200);
    const invites = await call(t, 'GET', `team/${team._id}/invites`, { token: owner.token });
    expect(invites.body.data).toEqual([
      {
        _id: expect.any(String),
        teamId: team._id,
        email: 'viewer@atelier.test',
        roleId: VIEWER!.id,
        roleName: 'Viewer',
        invitedBy: { _id: owner.user.id, firstName: 'Ada' },
        expiresAt: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
    const days = (Date.parse(invites.body.data[0].expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });
});

describe('plan member limits', () => {
  it('lets a Free team hold 3 people, counting pending invites, then asks to upgrade', async () => {
    const { owner, team } = await teamOf('Free');
    const colleague = await makeUser(t);
    const tooMany = await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: [colleague.user.email, 'a@atelier.test', 'b@atelier.test'] },
    });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.responseMessage).toBe('Upgrade your plan.');
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team._id))).toEqual(
      [],
    );
    expect(await t.db.select().from(teamInvites).where(eq(teamInvites.teamId, team._id))).toEqual(
      [],
    );

    const fits = await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: [colleague.user.email, 'a@atelier.test'] },
    });
    expect(fits.status).toBe(200);
    const full = await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: ['b@atelier.test'] },
    });
    expect(full.status).toBe(403);
    expect(full.body.responseMessage).toBe(messages.upgradePlan);
    // Nothing to add: a list of people already in the team is not refused.
    const again = await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: [colleague.user.email] },
    });
    expect(again.status).toBe(200);
  });

  it("uses the owner's plan, not the inviter's: Pro holds 5", async () => {
    const { team } = await teamOf('Pro');
    const manager = await makeUser(t, { planType: 'Teams' });
    await addMember(t, team._id, manager.user.id, ['canAddMember', ...DESIGNER!.permissionArr]);
    const emails = ['1', '2', '3', '4'].map((n) => `p${n}@atelier.test`);
    const refused = await call(t, 'POST', `team/${team._id}/invite`, {
      token: manager.token,
      body: { emails },
    });
    expect(refused.body.responseMessage).toBe(messages.upgradePlan);
    const fits = await call(t, 'POST', `team/${team._id}/invite`, {
      token: manager.token,
      body: { emails: emails.slice(0, 3) },
    });
    expect(fits.status).toBe(200);
  });

  it('does not limit the Teams plan', async () => {
    const { owner, team } = await teamOf('Teams');
    const emails = Array.from({ length: 20 }, (_, i) => `t${i}@atelier.test`);
    const res = await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails },
    });
    expect(res.body.data.invited).toHaveLength(20);
  });
});

describe('pending invites', () => {
  it('lists only open invites and deletes one', async () => {
    const { owner, team } = await teamOf();
    await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: ['open@atelier.test', 'old@atelier.test'] },
    });
    await t.db
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.email, 'old@atelier.test'));
    const list = await call(t, 'GET', `team/${team._id}/invites`, { token: owner.token });
    expect(list.body.data.map((invite: { email: string }) => invite.email)).toEqual([
      'open@atelier.test',
    ]);

    const path = `team/${team._id}/invites/${list.body.data[0]._id}`;
    const removed = await call(t, 'DELETE', path, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.responseMessage).toBe('Pending invite deleted successfully.');
    expect((await call(t, 'DELETE', path, { token: owner.token })).status).toBe(404);
    const token = await tokenSentTo('open@atelier.test');
    const info = await call(t, 'GET', `team/invitation/${token}`);
    expect(info.status).toBe(404);
    expect(info.body.responseMessage).toBe(messages.invitationInvalid);
  });

  it('can invite an address again once its invite expired', async () => {
    const { owner, team } = await teamOf();
    const body = { emails: ['again@atelier.test'] };
    await call(t, 'POST', `team/${team._id}/invite`, { token: owner.token, body });
    await t.db
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.teamId, team._id));
    const res = await call(t, 'POST', `team/${team._id}/invite`, { token: owner.token, body });
    expect(res.body.data.invited).toEqual(['again@atelier.test']);
  });
});

describe('joining from the e-mailed link', () => {
  it('shows the invitation without signing in', async () => {
    const { owner, team } = await teamOf('Teams', 'Coco');
    await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: ['stranger@atelier.test'] },
    });
    const res = await call(
      t,
      'GET',
      `team/invitation/${await tokenSentTo('stranger@atelier.test')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      teamName: 'Knitwear',
      email: 'stranger@atelier.test',
      invitedBy: 'Coco Owner',
      hasAccount: false,
    });
    const unknown = await call(t, 'GET', 'team/invitation/made-up-token');
    expect(unknown.status).toBe(404);
    expect(unknown.body.responseMessage).toBe('This invitation is no longer valid.');
  });

  it('joins with the invited address once, with the invited role, and tells the owner', async () => {
    const { owner, team } = await teamOf('Teams', 'Coco');
    await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: ['joiner@atelier.test'], roleId: VIEWER!.id },
    });
    const token = await tokenSentTo('joiner@atelier.test');
    const other = await makeUser(t);
    const joiner = await makeUser(t, { email: 'joiner@atelier.test', firstName: 'Jo' });

    expect((await call(t, 'POST', 'team/join', { body: { token } })).status).toBe(401);
    const wrong = await call(t, 'POST', 'team/join', { token: other.token, body: { token } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.responseMessage).toBe('This invitation was sent to another email address.');

    const info = await call(t, 'GET', `team/invitation/${token}`);
    expect(info.body.data.hasAccount).toBe(true);

    const res = await call(t, 'POST', 'team/join', { token: joiner.token, body: { token } });
    expect(res.status).toBe(200);
    expect(res.body.responseMessage).toBe(messages.teamJoined);
    expect(res.body.data).toMatchObject({
      _id: team._id,
      isOwner: false,
      memberCount: 2,
      policies: { canViewProducts: true, canAddProduct: false, viewTeam: true },
    });
    const profile = await call(t, 'GET', 'auth/getProfile', { token: joiner.token });
    expect(profile.body.data.teamRolePermissions).toEqual([
      {
        teamId: team._id,
        permissionArr: ['canLikeProduct', 'canViewComments', 'canViewProducts', 'canViewTeams'],
      },
    ]);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.key, 'joinTeamId')));
    expect(note).toMatchObject({ message: 'Jo Lovelace joined Knitwear.', teamId: team._id });

    const reused = await call(t, 'POST', 'team/join', { token: joiner.token, body: { token } });
    expect(reused.status).toBe(404);
    expect(reused.body.responseMessage).toBe(messages.invitationInvalid);
    const pending = await call(t, 'GET', `team/${team._id}/invites`, { token: owner.token });
    expect(pending.body.data).toEqual([]);
  });

  it('lets an account that existed before the invitation join only by accepting it', async () => {
    const { owner, team } = await teamOf('Teams', 'Coco');
    const existing = await makeUser(t, { firstName: 'Elsa' });
    await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: [existing.user.email] },
    });
    const token = await tokenSentTo(existing.user.email);
    expect(await membership(team._id, existing.user.id)).toBeUndefined();

    const res = await call(t, 'POST', 'team/join', { token: existing.token, body: { token } });
    expect(res.status).toBe(200);
    expect(await membership(team._id, existing.user.id)).toMatchObject({
      roleId: DESIGNER!.id,
      permissionArr: [...DESIGNER!.permissionArr],
      status: 'active',
    });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.key, 'joinTeamId')));
    expect(note).toMatchObject({ message: 'Elsa Lovelace joined Knitwear.' });
  });

  it('declines: the invitation goes, nobody joins, and its seat is free again', async () => {
    const { owner, team } = await teamOf('Free');
    const keeps = await makeUser(t);
    const declines = await makeUser(t);
    const body = { emails: [keeps.user.email, declines.user.email] };
    await call(t, 'POST', `team/${team._id}/invite`, { token: owner.token, body });
    const token = await tokenSentTo(declines.user.email);
    const full = await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: ['third@atelier.test'] },
    });
    expect(full.body.responseMessage).toBe(messages.upgradePlan);

    expect((await call(t, 'POST', 'team/declineInvite', { body: { token } })).status).toBe(401);
    const wrong = await call(t, 'POST', 'team/declineInvite', {
      token: keeps.token,
      body: { token },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.responseMessage).toBe(messages.invitationOtherEmail);

    const res = await call(t, 'POST', 'team/declineInvite', {
      token: declines.token,
      body: { token },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ responseMessage: 'Invitation declined.', data: null });
    const pending = await call(t, 'GET', `team/${team._id}/invites`, { token: owner.token });
    expect(pending.body.data.map((invite: { email: string }) => invite.email)).toEqual([
      keeps.user.email,
    ]);
    for (const path of ['team/join', 'team/declineInvite']) {
      const again = await call(t, 'POST', path, { token: declines.token, body: { token } });
      expect(again.status, path).toBe(404);
      expect(again.body.responseMessage, path).toBe(messages.invitationInvalid);
    }
    expect(await membership(team._id, declines.user.id)).toBeUndefined();
    const fits = await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: ['third@atelier.test'] },
    });
    expect(fits.status).toBe(200);
  });

  it('refuses an expired invitation', async () => {
    const { owner, team } = await teamOf();
    await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: ['late@atelier.test'] },
    });
    const token = await tokenSentTo('late@atelier.test');
    await t.db
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.teamId, team._id));
    const late = await makeUser(t, { email: 'late@atelier.test' });
    const res = await call(t, 'POST', 'team/join', { token: late.token, body: { token } });
    expect(res.status).toBe(404);
    expect(res.body.responseMessage).toBe(messages.invitationInvalid);
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team._id))).toEqual(
      [],
    );
  });

  it('answers 400 with the text when the token is missing', async () => {
    const someone = await makeUser(t);
    const res = await call(t, 'POST', 'team/join', { token: someone.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.invitationInvalid);
  });
});

describe('notices (issue 47 §4)', () => {
  it('say in English, word for word, what each recorded message says', async () => {
    for (const key of ['joinTeamId', 'addExistingUserInTeam'] as const)
      await expectNoticesInEnglish(t, key);
  });
});
