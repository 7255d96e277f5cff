import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingApproval, ProductApproval, StageGate, TimelineEntry } from '@atelier/domain';
import { notifications, reminders, teamMembers } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { expectNoticesInEnglish } from '../../test/notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof makeUser>>;

/** A team whose 'Approved' stage is gated by two approvers, and a product in Sampling. */
async function studio(rule: 'all' | 'one', dueInDays: number | null = null) {
  const owner = await makeUser(t, { firstName: 'Olive', lastName: 'Owner' });
  const team = await makeTeam(t, owner);
  const ada = await makeUser(t, { firstName: 'Ada', lastName: 'Approver' });
  const ben = await makeUser(t, { firstName: 'Ben', lastName: 'Buyer' });
  const designer = await makeUser(t, { firstName: 'Dee', lastName: 'Designer' });
  await addMember(t, team._id, ada.user.id, ['canViewProducts', 'canViewComments']);
  await addMember(t, team._id, ben.user.id, ['canViewProducts']);
  await addMember(t, team._id, designer.user.id, ['canViewProducts', 'canEditProduct']);
  const gate = await call(t, 'PUT', `team/${team._id}/stages/approved`, {
    token: owner.token,
    body: { rule, approverIds: [ada.user.id, ben.user.id], dueInDays },
  });
  expect(gate.status, JSON.stringify(gate.body)).toBe(200);
  const product = await call(t, 'POST', 'product', {
    token: owner.token,
    body: { teamId: team._id, name: 'Linen camp shirt', stage: 'sampling' },
  });
  return { owner, team, ada, ben, designer, productId: product.body.data._id as string };
}

const move = (person: Person, productId: string, stage: string) =>
  call(t, 'PUT', `product/${productId}`, { token: person.token, body: { stage } });
const decide = (person: Person, productId: string, body: Record<string, unknown>) =>
  call(t, 'POST', `product/${productId}/approval`, { token: person.token, body });
const stageOf = async (person: Person, productId: string) =>
  (await call(t, 'GET', `product/${productId}`, { token: person.token })).body.data.stage;

describe('approval stages', () => {
  it('lists the team stages with their gates, set only by who may edit the team', async () => {
    const { owner, team, ada, designer } = await studio('all');
    const stages = await call(t, 'GET', `team/${team._id}/stages`, { token: designer.token });
    expect((stages.body.data as StageGate[]).map((gate) => gate.stage)).toEqual([
      'idea',
      'design',
      'sampling',
      'approved',
      'production',
    ]);
    expect((stages.body.data as StageGate[])[3]).toMatchObject({
      rule: 'all',
      approverIds: [ada.user.id, expect.any(String)],
    });
    const refused = await call(t, 'PUT', `team/${team._id}/stages/production`, {
      token: designer.token,
      body: { approverIds: [designer.user.id] },
    });
    expect(refused.status).toBe(403);
    const stranger = await makeUser(t);
    const notMember = await call(t, 'PUT', `team/${team._id}/stages/production`, {
      token: owner.token,
      body: { approverIds: [stranger.user.id] },
    });
    expect(notMember.status).toBe(400);
    expect(notMember.body.responseMessage).toBe('Approvers must be members of the team.');
    const badStage = await call(t, 'PUT', `team/${team._id}/stages/shipped`, {
      token: owner.token,
      body: { approverIds: [] },
    });
    expect(badStage.status).toBe(400);
    const outsider = await call(t, 'GET', `team/${team._id}/stages`, { token: stranger.token });
    expect(outsider.status).toBe(404);
  });

  it('writes each approver’s reminder in their own saved language', async () => {
    const { ada, ben, designer, productId } = await studio('all', 3);
    const chosen = await call(t, 'PUT', 'generalSetting', {
      token: ada.token,
      body: { language: 'fr' },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect((await move(designer, productId, 'approved')).status).toBe(200);
    const reminded = await t.db.select().from(reminders).where(eq(reminders.productId, productId));
    const of = (id: string) => reminded.find((row) => row.createdBy === id)!;
    // Ada chose French; Ben never chose, so reads English.
    expect([of(ada.user.id).title, of(ada.user.id).note]).toEqual([
      'Valider Linen camp shirt pour l’étape Validé',
      'Dee Designer a demandé son passage à l’étape Validé.',
    ]);
    expect([of(ben.user.id).title, of(ben.user.id).note]).toEqual([
      'Approve Linen camp shirt for Approved',
      'Dee Designer asked for it to enter Approved.',
    ]);
  });

  it('keeps a product out of a gated stage until every approver agrees', async () => {
    const { ada, ben, designer, owner, productId, team } = await studio('all', 3);
    const asked = await move(designer, productId, 'approved');
    expect(asked.status).toBe(200);
    expect(asked.body.responseMessage).toBe(
      'Sent for approval: the product moves once its approvers agree.',
    );
    expect(asked.body.data.stage).toBe('sampling');
    const again = await move(designer, productId, 'approved');
    expect(again.status).toBe(409);

    // The approvers are told, and reminded at the gate's deadline.
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.productId, productId));
    expect(told.map((row) => row.userId).sort()).toEqual([ada.user.id, ben.user.id].sort());
    const reminded = await t.db.select().from(reminders).where(eq(reminders.productId, productId));
    expect(reminded.map((row) => row.createdBy).sort()).toEqual([ada.user.id, ben.user.id].sort());
    expect(reminded[0]!.title).toBe('Approve Linen camp shirt for Approved');

    // The board shows who holds it.
    const pending = await call(t, 'GET', `approval/pending?teamId=${team._id}`, {
      token: owner.token,
    });
    expect(pending.body.data as PendingApproval[]).toEqual([
      {
        productId,
        stage: 'approved',
        dueAt: expect.any(String),
        waitingFor: [
          { _id: ada.user.id, name: 'Ada Approver' },
          { _id: ben.user.id, name: 'Ben Buyer' },
        ],
      },
    ]);

    // Not an approver: refused with a clear text, nothing recorded.
    const notApprover = await decide(designer, productId, { decision: 'approve' });
    expect(notApprover.status).toBe(403);
    expect(notApprover.body.responseMessage).toBe('Only the approvers of this stage can decide.');
    const outsider = await makeUser(t);
    expect((await decide(outsider, productId, { decision: 'approve' })).status).toBe(404);

    const first = await decide(ada, productId, { decision: 'approve' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.responseMessage).toBe('Approved.');
    expect(first.body.data as ProductApproval).toMatchObject({
      status: 'pending',
      canDecide: false,
    });
    expect(await stageOf(owner, productId)).toBe('sampling');
    expect((await decide(ada, productId, { decision: 'approve' })).status).toBe(409);

    const last = await decide(ben, productId, { decision: 'approve', comment: 'Good to go' });
    expect(last.body.data as ProductApproval).toMatchObject({
      status: 'approved',
      approvers: [
        { name: 'Ada Approver', decision: 'approve' },
        { name: 'Ben Buyer', decision: 'approve', comment: 'Good to go' },
      ],
    });
    expect(await stageOf(owner, productId)).toBe('approved');
    expect((await decide(ben, productId, { decision: 'approve' })).status).toBe(409);

    // The whole story, in order.
    const timeline = await call(t, 'GET', `product/${productId}/timeline`, {
      token: owner.token,
    });
    const story = (timeline.body.data as TimelineEntry[])
      .filter((entry) => entry.kind === 'approval' || entry.kind === 'stage')
      .map((entry) => [entry.kind, entry.action, entry.actor?.name, entry.after])
      .reverse();
    expect(story).toEqual([
      ['approval', 'requested', 'Dee Designer', 'Approved'],
      ['approval', 'approved', 'Ada Approver', 'Approved'],
      ['approval', 'approved', 'Ben Buyer', 'Approved'],
      ['stage', 'moved', 'Ben Buyer', 'Approved'],
    ]);
  });

  it('lets one approval do under "one", and ends a request with changes asked', async () => {
    const one = await studio('one');
    await move(one.designer, one.productId, 'approved');
    await decide(one.ben, one.productId, { decision: 'approve' });
    expect(await stageOf(one.owner, one.productId)).toBe('approved');

    const { ada, ben, designer, owner, productId } = await studio('all');
    await move(designer, productId, 'approved');
    const noComment = await decide(ada, productId, { decision: 'changes' });
    expect(noComment.status).toBe(400);
    expect(noComment.body.responseMessage).toBe('Say what should change.');
    const changes = await decide(ada, productId, {
      decision: 'changes',
      comment: 'Shorten the sleeves by 2 cm',
    });
    expect(changes.body.responseMessage).toBe('Changes requested.');
    expect(changes.body.data).toMatchObject({ status: 'changes' });
    expect(await stageOf(owner, productId)).toBe('sampling');
    expect((await decide(ben, productId, { decision: 'approve' })).status).toBe(409);
    const read = await call(t, 'GET', `product/${productId}/approval`, { token: designer.token });
    expect(read.body.data.approvers[0]).toMatchObject({
      decision: 'changes',
      comment: 'Shorten the sleeves by 2 cm',
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, designer.user.id));
    expect(told.map((row) => row.message)).toContain(
      'Ada Approver asked for changes on Linen camp shirt before Approved: Shorten the sleeves by 2 cm',
    );
  });

  it('withdraws a waiting request when the product moves elsewhere, and drops a left approver', async () => {
    const { ada, ben, designer, owner, productId, team } = await studio('all');
    await move(designer, productId, 'approved');
    const elsewhere = await move(designer, productId, 'design');
    expect(elsewhere.body.responseMessage).toBe('Product updated successfully.');
    expect(elsewhere.body.data.stage).toBe('design');
    expect((await decide(ada, productId, { decision: 'approve' })).status).toBe(409);

    // Ben leaves: a new request asks Ada alone, and an old approver who left cannot decide.
    await move(designer, productId, 'approved');
    await t.db.delete(teamMembers).where(eq(teamMembers.userId, ben.user.id));
    expect((await decide(ben, productId, { decision: 'approve' })).status).toBe(404);
    await move(designer, productId, 'sampling');
    await move(designer, productId, 'approved');
    const asked = await call(t, 'GET', `product/${productId}/approval`, { token: owner.token });
    expect((asked.body.data as ProductApproval).approvers.map((person) => person.name)).toEqual([
      'Ada Approver',
    ]);
    await decide(ada, productId, { decision: 'approve' });
    expect(await stageOf(owner, productId)).toBe('approved');

    // An open stage again: the product moves at once.
    await call(t, 'PUT', `team/${team._id}/stages/approved`, {
      token: owner.token,
      body: { approverIds: [] },
    });
    await move(designer, productId, 'design');
    expect((await move(designer, productId, 'approved')).body.data.stage).toBe('approved');
  });
});

describe('approvers who leave (issue 43 §3.12)', () => {
  it('lets an "everyone" request complete when an approver who has not decided is removed', async () => {
    const { ada, ben, designer, owner, productId, team } = await studio('all');
    await move(designer, productId, 'approved');
    await decide(ada, productId, { decision: 'approve' });
    expect(await stageOf(owner, productId)).toBe('sampling');

    const removed = await call(t, 'DELETE', `team/${team._id}/members/${ben.user.id}`, {
      token: owner.token,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await stageOf(owner, productId)).toBe('approved');
    const read = await call(t, 'GET', `product/${productId}/approval`, { token: owner.token });
    expect(read.body.data).toMatchObject({ status: 'approved' });
    const timeline = await call(t, 'GET', `product/${productId}/timeline`, {
      token: owner.token,
    });
    const entered = (timeline.body.data as TimelineEntry[]).find((entry) => entry.kind === 'stage');
    expect(entered).toMatchObject({ action: 'moved', actor: { name: 'Ada Approver' } });
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, designer.user.id));
    expect(told.map((row) => row.message)).toContain(
      'Linen camp shirt entered Approved: its approvers agreed.',
    );
  });

  it('counts only approvers still in the team, and stops waiting for a blocked one', async () => {
    // Ben is blocked before anyone decides: the board waits for Ada alone, and her approval does.
    const { ada, ben, designer, owner, productId, team } = await studio('all');
    await move(designer, productId, 'approved');
    const blocked = await call(t, 'POST', `team/${team._id}/members/${ben.user.id}/block`, {
      token: owner.token,
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(await stageOf(owner, productId)).toBe('sampling');
    const pending = await call(t, 'GET', `approval/pending?teamId=${team._id}`, {
      token: owner.token,
    });
    expect((pending.body.data as PendingApproval[])[0]!.waitingFor).toEqual([
      { _id: ada.user.id, name: 'Ada Approver' },
    ]);
    const last = await decide(ada, productId, { decision: 'approve' });
    expect(last.body.data).toMatchObject({ status: 'approved' });
    expect(await stageOf(owner, productId)).toBe('approved');
  });

  it('keeps waiting under "everyone" while an approver still in the team has not decided', async () => {
    const { ben, designer, owner, productId, team } = await studio('all');
    const cy = await makeUser(t, { firstName: 'Cy', lastName: 'Checker' });
    await addMember(t, team._id, cy.user.id, ['canViewProducts']);
    await call(t, 'PUT', `team/${team._id}/stages/approved`, {
      token: owner.token,
      body: { rule: 'all', approverIds: [ben.user.id, cy.user.id, designer.user.id] },
    });
    await move(owner, productId, 'approved');
    await decide(ben, productId, { decision: 'approve' });
    await call(t, 'DELETE', `team/${team._id}/members/${designer.user.id}`, {
      token: owner.token,
    });
    expect(await stageOf(owner, productId)).toBe('sampling');
    await decide(cy, productId, { decision: 'approve' });
    expect(await stageOf(owner, productId)).toBe('approved');
  });
});

describe('the progress board (issue 43 §3.17)', () => {
  it("answers 404 for a team one is not in, as every team's route does", async () => {
    const { team } = await studio('all');
    const stranger = await makeUser(t);
    const pending = await call(t, 'GET', `approval/pending?teamId=${team._id}`, {
      token: stranger.token,
    });
    expect(pending.status).toBe(404);
    expect(pending.body.responseMessage).toBe('No Record Found.');
    const unknown = await call(t, 'GET', `approval/pending?teamId=${crypto.randomUUID()}`, {
      token: stranger.token,
    });
    expect(unknown.status).toBe(404);
    const mine = await call(t, 'GET', 'approval/pending', { token: stranger.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([]);
  });
});

describe('notices (issue 47 §4)', () => {
  it('say in English, word for word, what each recorded message says', async () => {
    for (const key of ['approval'] as const) await expectNoticesInEnglish(t, key);
  });
});
