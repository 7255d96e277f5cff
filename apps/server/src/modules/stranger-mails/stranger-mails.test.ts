import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, shareLinks, strangerMails, teamInvites } from '../../db/schema/index.ts';
import { addMember, call, makeProductWithImage, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

// The limits lowered by configuration, as an operator would: no test waits for an hour to pass.
const LIMITS = {
  STRANGER_MAILS_PER_USER_HOUR: '5',
  STRANGER_MAILS_PER_USER_DAY: '8',
  STRANGER_MAILS_PER_TEAM_DAY: '10',
};
const PER_HOUR =
  'You can e-mail at most 5 people outside your team in an hour. Please try again later.';
const PER_DAY =
  'You can e-mail at most 8 people outside your team in a day. Please try again tomorrow.';
const PER_TEAM =
  'This team can e-mail at most 10 people outside it in a day. Please try again tomorrow.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(LIMITS);
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;

let sequence = 0;
const strangers = (count: number) =>
  Array.from({ length: count }, () => `stranger${(sequence += 1)}@elsewhere.example`);

function shareByMail(user: User, productId: string, emails: string[]) {
  return call(t, 'POST', 'product/shareWithEmail', {
    token: user.token,
    body: { productId, action: 'view', emails },
  });
}

async function owned() {
  const owner = await makeUser(t, { planType: 'Teams' });
  const made = await makeProductWithImage(t, owner);
  return { owner, ...made };
}

const mailJobs = async () =>
  (await t.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'))).length;

/** The sender's sends so far move an hour (or a day) into the past. */
async function age(userId: string, interval: string) {
  await t.db
    .update(strangerMails)
    .set({ createdAt: sql`${strangerMails.createdAt} - ${interval}::interval` })
    .where(eq(strangerMails.userId, userId));
}

describe('e-mails to people outside the team', () => {
  it('stop at the hourly limit per user with a 429 that sends and records nothing', async () => {
    const { owner, productId } = await owned();
    expect((await shareByMail(owner, productId, strangers(5))).status).toBe(201);
    const links = (await t.db.select().from(shareLinks).where(eq(shareLinks.productId, productId)))
      .length;
    const queued = await mailJobs();

    const refused = await shareByMail(owner, productId, strangers(1));
    expect(refused.status).toBe(429);
    expect(refused.body.responseMessage).toBe(PER_HOUR);
    expect(refused.body.code).toBe('rate_limited');
    expect(
      await t.db.select().from(shareLinks).where(eq(shareLinks.productId, productId)),
    ).toHaveLength(links);
    expect(await mailJobs()).toBe(queued);

    // An hour later the user may go on, until the day's limit.
    await age(owner.user.id, '61 minutes');
    expect((await shareByMail(owner, productId, strangers(3))).status).toBe(201);
    const daily = await shareByMail(owner, productId, strangers(1));
    expect(daily.status).toBe(429);
    expect(daily.body.responseMessage).toBe(PER_DAY);
    await age(owner.user.id, '1 day');
    expect((await shareByMail(owner, productId, strangers(1))).status).toBe(201);
  });

  it('count each address of a request, so one request cannot go past the limit', async () => {
    const { owner, productId } = await owned();
    const res = await shareByMail(owner, productId, strangers(6));
    expect(res.status).toBe(429);
    expect(
      await t.db.select().from(strangerMails).where(eq(strangerMails.userId, owner.user.id)),
    ).toEqual([]);
  });

  it('do not count the team’s own people', async () => {
    const { owner, team, productId } = await owned();
    const colleague = await makeUser(t);
    await addMember(t, team._id, colleague.user.id, ['canViewProducts']);
    expect((await shareByMail(owner, productId, strangers(5))).status).toBe(201);
    const res = await shareByMail(owner, productId, [colleague.user.email.toUpperCase()]);
    expect(res.status).toBe(201);
  });

  it('hold a limit per team across its members', async () => {
    const { owner, team, productId } = await owned();
    const sharers = await Promise.all([makeUser(t), makeUser(t)]);
    for (const sharer of sharers) {
      await addMember(t, team._id, sharer.user.id, ['canViewProducts', 'canShareProduct']);
    }
    expect((await shareByMail(owner, productId, strangers(5))).status).toBe(201);
    expect((await shareByMail(sharers[0]!, productId, strangers(5))).status).toBe(201);
    const res = await shareByMail(sharers[1]!, productId, strangers(1));
    expect(res.status).toBe(429);
    expect(res.body.responseMessage).toBe(PER_TEAM);
  });

  it('let only one of two requests at once use the last of the allowance', async () => {
    const { owner, productId } = await owned();
    const answers = await Promise.all([
      shareByMail(owner, productId, strangers(3)),
      shareByMail(owner, productId, strangers(3)),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 429]);
  });

  it('cover invitations and new colleagues’ accounts as well', async () => {
    const { owner, team } = await owned();
    const invited = await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: strangers(5) },
    });
    expect(invited.status).toBe(200);
    const invites = await t.db.select().from(teamInvites).where(eq(teamInvites.teamId, team._id));

    const more = await call(t, 'POST', `team/${team._id}/invite`, {
      token: owner.token,
      body: { emails: strangers(1) },
    });
    expect(more.status).toBe(429);
    expect(more.body.responseMessage).toBe(PER_HOUR);
    expect(await t.db.select().from(teamInvites).where(eq(teamInvites.teamId, team._id))).toEqual(
      invites,
    );
    const created = await call(t, 'POST', 'users', {
      token: owner.token,
      body: { firstName: 'Nina', email: strangers(1)[0], teamId: team._id },
    });
    expect(created.status).toBe(429);
    expect(created.body.responseMessage).toBe(PER_HOUR);
  });
});

describe('the e-mail of a shared product', () => {
  it('names only the product in its subject, as one plain line without links', async () => {
    const { owner, productId } = await owned();
    const renamed = await call(t, 'PUT', `product/${productId}`, {
      token: owner.token,
      body: {
        name: 'WIN\u202e cash now https://spam.example/x www.spam.example ' + 'x'.repeat(40),
      },
    });
    expect(renamed.status).toBe(200);
    const [to] = strangers(1);
    expect((await shareByMail(owner, productId, [to!])).status).toBe(201);
    await t.deliver();
    const subject = t.mails.findLast((mail) => mail.to === to)?.subject ?? '';
    expect(subject.startsWith('A design was shared with you on Atelier: WIN cash now ')).toBe(true);
    expect(subject).not.toMatch(/https?:|www\.|\u202e|\n/);
    expect(subject.length).toBeLessThanOrEqual(
      'A design was shared with you on Atelier: '.length + 60,
    );
    expect(subject).not.toContain(owner.user.firstName);
  });
});
