/**
 * Firing with a clock the test moves, on two runners as two instances would be (PGlite: one
 * embedded database; PostgreSQL: a pool each).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { jobs, notifications, reminderFirings } from '../../db/schema/index.ts';
import { JobRunner } from '../../platform/jobs/runner.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { movableClock } from '../../test/movable-clock.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { expectNoticesInEnglish, noticeIn } from '../../test/notices.ts';
import { fireReminders, reminderFireJob } from './firing.ts';

let t: TestApp;
let second: Database | undefined;
beforeAll(async () => {
  t = await createTestApp();
  if (t.databaseUrl) second = await openDatabase({ databaseUrl: t.databaseUrl });
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const DAY = 86_400;

function runnerOn(db: Database['db'], time: ReturnType<typeof movableClock>) {
  const runner = new JobRunner(db, t.app.log, { clock: time.clock });
  runner.registerBatch(reminderFireJob, (due) => fireReminders(t.app.ctx, due));
  return runner;
}

/** A reminder of the team made through the API by `user`, due `seconds` after the clock's now. */
async function addReminder(
  time: ReturnType<typeof movableClock>,
  user: { token: string },
  teamId: string,
  seconds: number,
  extra: Record<string, unknown> = {},
) {
  const res = await call(t, 'POST', 'reminder', {
    token: user.token,
    body: {
      teamId,
      title: 'Fit session',
      dueAt: new Date(time.now().getTime() + seconds * 1000).toISOString(),
      type: 'Team Reminder',
      timeZone: 'UTC',
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return res.body.data._id as string;
}

/** A team of an owner and one member, and a Team Reminder due `seconds` after the clock's now. */
async function teamReminder(
  time: ReturnType<typeof movableClock>,
  seconds: number,
  extra: Record<string, unknown> = {},
) {
  const owner = await makeUser(t);
  const team = await makeTeam(t, owner);
  const member = await makeUser(t);
  await addMember(t, team._id, member.user.id, ['canViewProducts']);
  const reminderId = await addReminder(time, owner, team._id, seconds, extra);
  return { owner, member, team, reminderId };
}

const firingsOf = (reminderId: string) =>
  t.db.select().from(reminderFirings).where(eq(reminderFirings.reminderId, reminderId));

const noticesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.key, 'Reminder')));

describe('a reminder firing', () => {
  it('due now fires once on two runners, to every member of the team', async () => {
    const time = movableClock();
    const a = runnerOn(t.db, time);
    const b = runnerOn(second?.db ?? t.db, time);
    const { owner, member, reminderId } = await teamReminder(time, 0);

    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.drain(), b.drain()]);

    expect(await firingsOf(reminderId)).toEqual([
      expect.objectContaining({ isLate: false, recipients: 2 }),
    ]);
    for (const user of [owner, member]) {
      const notices = await noticesOf(user.user.id);
      expect(notices.map((notice) => notice.message)).toEqual([
        'Reminder: Fit session is due now.',
      ]);
      expect(notices[0]!.payload).toMatchObject({ reminderId, late: false });
    }
  });

  it('notifies once when its jobs run twice, in batches overlapping either way', async () => {
    const time = movableClock();
    const { owner, team, reminderId } = await teamReminder(time, 0);
    const otherId = await addReminder(time, owner, team._id, 0, { title: 'Buy meeting' });
    const itemOf = async (id: string) => {
      const read = await call(t, 'GET', `reminder/${id}`, { token: owner.token });
      const payload = { reminderId: id, occurrence: read.body.data.nextAt as string };
      return { payload, job: { id: randomUUID(), attempts: 1, claimedAt: time.now() } };
    };
    const [one, other] = [await itemOf(reminderId), await itemOf(otherId)];
    // Two instances (or a run after a lapsed lock) with the same jobs, in opposite orders.
    await Promise.all([
      fireReminders(t.app.ctx, [one, other]),
      fireReminders(t.app.ctx, [other, one]),
    ]);
    await fireReminders(t.app.ctx, [one]);
    expect((await noticesOf(owner.user.id)).map((notice) => notice.message).sort()).toEqual([
      'Reminder: Buy meeting is due now.',
      'Reminder: Fit session is due now.',
    ]);
  });

  it('fires reminders due together in one batch, each to its own audience, with one delivery', async () => {
    const time = movableClock();
    const runner = runnerOn(t.db, time);
    const { owner, member, team } = await teamReminder(time, 60, { title: 'Team fit' });
    await addReminder(time, owner, team._id, 60, { title: 'Owner call', type: 'Self Reminder' });
    await addReminder(time, member, team._id, 60, { title: 'Member buy', type: 'Self Reminder' });
    const leaver = await makeUser(t);
    await addMember(t, team._id, leaver.user.id);
    const leavers = await addReminder(time, leaver, team._id, 60, { type: 'Self Reminder' });
    await addMember(t, team._id, leaver.user.id, [], 'blocked');
    time.advance(60);
    await runner.drain();

    const titles = async (user: { user: { id: string } }) =>
      (await noticesOf(user.user.id)).map((notice) => notice.message).sort();
    expect(await titles(owner)).toEqual([
      'Reminder: Owner call is due now.',
      'Reminder: Team fit is due now.',
    ]);
    expect(await titles(member)).toEqual([
      'Reminder: Member buy is due now.',
      'Reminder: Team fit is due now.',
    ]);
    // Blocked since: the occurrence is recorded, and nobody hears it.
    expect(await titles(leaver)).toEqual([]);
    expect(await firingsOf(leavers)).toEqual([expect.objectContaining({ recipients: 0 })]);
    const ids = [owner, member].map((user) => user.user.id);
    const notices = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(inArray(notifications.userId, ids), eq(notifications.key, 'Reminder')));
    const deliveries = await t.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'notifications.deliver'));
    const holding = deliveries.filter(({ payload }) =>
      (payload.ids as string[]).some((id) => notices.some((notice) => notice.id === id)),
    );
    expect(holding).toHaveLength(1);
    expect((holding[0]!.payload.ids as string[]).sort()).toEqual(
      notices.map((notice) => notice.id).sort(),
    );
  });

  it('due while every instance was stopped fires on start, marked late', async () => {
    const time = movableClock();
    const { owner, reminderId } = await teamReminder(time, 60, { leadMinutes: 10 });
    // The instances stop before the alarm and start again two hours later.
    time.advance(2 * 3600);
    const restarted = runnerOn(t.db, time);
    await restarted.drain();

    expect(await firingsOf(reminderId)).toEqual([expect.objectContaining({ isLate: true })]);
    const [notice] = await noticesOf(owner.user.id);
    expect(notice!.message).toBe('Reminder: Fit session is overdue (sent late).');
    expect(notice!.payload).toMatchObject({ late: true });
    const stillDue = await call(t, 'GET', `reminder/${reminderId}`, { token: owner.token });
    expect(stillDue.body.data).toMatchObject({ isDone: false, lastFiredAt: expect.any(String) });
  });

  it('fires each day of a daily reminder once over a simulated month', async () => {
    const time = movableClock();
    const a = runnerOn(t.db, time);
    const b = runnerOn(second?.db ?? t.db, time);
    const { owner, member, reminderId } = await teamReminder(time, 60, { repeat: 'daily' });
    time.advance(60);
    for (let day = 0; day < 30; day++) {
      await Promise.all([a.drain(), b.drain()]);
      // A second look the same day, as the other instance's next poll would be.
      await Promise.all([a.drain(), b.drain()]);
      time.advance(DAY / 2);
      await Promise.all([a.drain(), b.drain()]);
      time.advance(DAY / 2);
    }
    const firings = await firingsOf(reminderId);
    expect(firings).toHaveLength(30);
    expect(new Set(firings.map((firing) => firing.occurrence.getTime())).size).toBe(30);
    expect(firings.every((firing) => !firing.isLate)).toBe(true);
    for (const user of [owner, member]) expect(await noticesOf(user.user.id)).toHaveLength(30);
    // The 31st is scheduled, not fired.
    const next = await call(t, 'GET', `reminder/${reminderId}`, { token: owner.token });
    expect(Date.parse(next.body.data.nextAt)).toBe(time.now().getTime());
  });

  it('does nothing for a deleted, done or moved reminder, and schedules a snooze at its new time', async () => {
    const time = movableClock();
    const runner = runnerOn(t.db, time);
    const { owner, reminderId } = await teamReminder(time, 600);
    // Moved an hour later: the first job finds it moved on.
    const later = new Date(time.now().getTime() + 3600_000 + 600_000).toISOString();
    await call(t, 'PUT', `reminder/${reminderId}`, { token: owner.token, body: { dueAt: later } });
    time.advance(600);
    await runner.drain();
    expect(await noticesOf(owner.user.id)).toHaveLength(0);
    time.advance(3600);
    await runner.drain();
    expect(await noticesOf(owner.user.id)).toHaveLength(1);
    // Snoozed once it fired: its next job is due exactly then, without the lead.
    await call(t, 'PUT', `reminder/${reminderId}`, {
      token: owner.token,
      body: { leadMinutes: 60 },
    });
    const snoozed = await call(t, 'PUT', `reminder/${reminderId}`, {
      token: owner.token,
      body: { snoozeMinutes: 10 },
    });
    const nextAt = snoozed.body.data.nextAt as string;
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `reminder:${reminderId}:${nextAt}`));
    expect(job).toMatchObject({ status: 'pending', runAt: new Date(nextAt) });

    const done = await teamReminder(time, 600);
    await call(t, 'PUT', `reminder/${done.reminderId}`, {
      token: done.owner.token,
      body: { done: true },
    });
    const gone = await teamReminder(time, 600);
    await call(t, 'DELETE', `reminder/${gone.reminderId}`, { token: gone.owner.token });
    time.advance(600);
    await runner.drain();
    expect(await noticesOf(done.owner.user.id)).toHaveLength(0);
    expect(await noticesOf(gone.owner.user.id)).toHaveLength(0);
  });
});

describe('a reminder’s notice (issue 47 §4)', () => {
  it('says in English what its message says, and reads in the reader’s language', async () => {
    const notices = await expectNoticesInEnglish(t, 'Reminder');
    const late = notices.find((notice) => notice.values.late === 'yes');
    expect(late && noticeIn('fr', late)).toMatch(/^Rappel : .+ \(envoyé en retard\)\.$/);
    const values = { title: 'Essayage', due: 'minutes', count: '10', late: 'no' };
    expect(noticeIn('en', { key: 'reminderDue', values })).toBe(
      'Reminder: Essayage is due in 10 minutes.',
    );
    expect(noticeIn('de', { key: 'reminderDue', values })).toBe(
      'Erinnerung: Essayage ist fällig in 10 Minuten.',
    );
    expect(
      noticeIn('fr', { key: 'reminderDue', values: { ...values, due: 'days', count: '1' } }),
    ).toBe('Rappel : Essayage arrive à échéance dans 1 jour.');
  });
});
