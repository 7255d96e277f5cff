import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES, messages } from '@atelier/domain';
import { notifications, teamJoinRequests, teamMembers } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { expectNoticesInEnglish } from '../../test/notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const [VIEWER, , DESIGNER] = DEFAULT_ROLES;

async function asked(plan: 'Free' | 'Teams' = 'Teams') {
  const owner = await makeUser(t, { planType: plan, firstName: 'Olive' });
  const team = await makeTeam(t, owner, { name: 'Prints' });
  const asker = await makeUser(t, { firstName: 'Ravi', lastName: 'Shah' });
  const res = await call(t, 'POST', `team/${team._id}/requestJoin`, { token: asker.token });
  return { owner, team, asker, res };
}

const membership = async (teamId: string, userId: string) =>
  (
    await t.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
  )[0];

describe('POST team/{teamId}/requestJoin', () => {
  it('records one pending request and tells the owner once', async () => {
    const { owner, team, asker, res } = await asked();
    expect(res.status).toBe(201);
    expect(res.body.responseMessage).toBe(messages.joinRequestSent);
    expect(res.body.data).toMatchObject({
      teamId: team._id,
      status: 'pending',
      user: { _id: asker.user.id, firstName: 'Ravi', lastName: 'Shah', email: asker.user.email },
    });
    const again = await call(t, 'POST', `team/${team._id}/requestJoin`, { token: asker.token });
    expect(again.status).toBe(200);
    expect(again.body.data._id).toBe(res.body.data._id);

    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.key, 'reqTeamId')));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      message: 'Ravi Shah asked to join Prints.',
      teamId: team._id,
    });
  });

  it('answers 404 for an unknown team and 409 to members', async () => {
    const { owner, team } = await asked();
    const someone = await makeUser(t);
    const unknown = await call(t, 'POST', `team/${crypto.randomUUID()}/requestJoin`, {
      token: someone.token,
    });
    expect(unknown.status).toBe(404);
    const own = await call(t, 'POST', `team/${team._id}/requestJoin`, { token: owner.token });
    expect(own.status).toBe(409);
    expect(own.body.responseMessage).toBe(messages.alreadyMember);
  });
});

describe('settling join requests', () => {
  it('lists pending requests and accepts one with Designer by default', async () => {
    const { owner, team, asker, res } = await asked();
    const list = await call(t, 'GET', `team/${team._id}/requests`, { token: owner.token });
    expect(list.body.data).toEqual([res.body.data]);

    const accepted = await call(
      t,
      'POST',
      `team/${team._id}/requests/${res.body.data._id}/accept`,
      { token: owner.token },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.responseMessage).toBe(messages.joinRequestAccepted);
    expect(accepted.body.data.status).toBe('accepted');
    expect(await membership(team._id, asker.user.id)).toMatchObject({
      roleId: DESIGNER!.id,
      status: 'active',
    });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, asker.user.id));
    expect(note).toMatchObject({
      key: 'addExistingUserInTeam',
      message: 'Olive Lovelace added you to Prints.',
    });
    const twice = await call(t, 'POST', `team/${team._id}/requests/${res.body.data._id}/accept`, {
      token: owner.token,
    });
    expect(twice.status).toBe(404);
    expect(
      (await call(t, 'GET', `team/${team._id}/requests`, { token: owner.token })).body.data,
    ).toEqual([]);
  });

  it('accepts with a chosen role', async () => {
    const { owner, team, asker, res } = await asked();
    await call(t, 'POST', `team/${team._id}/requests/${res.body.data._id}/accept`, {
      token: owner.token,
      body: { roleId: VIEWER!.id },
    });
    expect((await membership(team._id, asker.user.id))!.roleId).toBe(VIEWER!.id);
  });

  it('declines without adding, and the person may ask again', async () => {
    const { owner, team, asker, res } = await asked();
    const declined = await call(
      t,
      'POST',
      `team/${team._id}/requests/${res.body.data._id}/decline`,
      { token: owner.token },
    );
    expect(declined.body.responseMessage).toBe(messages.joinRequestDeclined);
    expect(declined.body.data.status).toBe('declined');
    expect(await membership(team._id, asker.user.id)).toBeUndefined();
    const again = await call(t, 'POST', `team/${team._id}/requestJoin`, { token: asker.token });
    expect(again.status).toBe(201);
    expect(again.body.data._id).not.toBe(res.body.data._id);
  });

  it('asks to upgrade when accepting would pass the plan limit, and keeps the request', async () => {
    const { owner, team, res } = await asked('Free');
    for (const keys of [[], []]) {
      const member = await makeUser(t);
      await addMember(t, team._id, member.user.id, keys);
    }
    const refused = await call(t, 'POST', `team/${team._id}/requests/${res.body.data._id}/accept`, {
      token: owner.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe(messages.upgradePlan);
    const [row] = await t.db
      .select()
      .from(teamJoinRequests)
      .where(eq(teamJoinRequests.id, res.body.data._id));
    expect(row!.status).toBe('pending');
  });
});

describe('notices (issue 47 §4)', () => {
  it('say in English, word for word, what each recorded message says', async () => {
    for (const key of ['reqTeamId', 'addExistingUserInTeam'] as const)
      await expectNoticesInEnglish(t, key);
  });
});
