import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, reminders } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function teamWithMember() {
  const owner = await makeUser(t);
  const team = await makeTeam(t, owner);
  const member = await makeUser(t);
  await addMember(t, team._id, member.user.id, ['canViewProducts']);
  return { owner, team, member };
}

const create = (user: User, body: Record<string, unknown>) =>
  call(t, 'POST', 'reminder', { token: user.token, body });

const remindersOf = (teamId: string) =>
  t.db.select().from(reminders).where(eq(reminders.teamId, teamId));

describe('reminders', () => {
  it('are added with their rule and first job, listed, edited, snoozed, done and deleted', async () => {
    const { owner, team, member } = await teamWithMember();
    const product = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Wrap dress' },
    });
    const dueAt = inHours(2);
    const added = await create(member, {
      teamId: team._id,
      title: '  Fit session ',
      dueAt,
      type: 'Team Reminder',
      productId: product.body.data._id,
      repeat: 'weekdays',
      leadMinutes: 10,
      timeZone: 'Europe/Paris',
    });
    expect(added.status).toBe(201);
    expect(added.body.responseMessage).toBe('Reminder added successfully.');
    const reminder = added.body.data;
    expect(reminder).toMatchObject({
      title: 'Fit session',
      type: 'Team Reminder',
      repeat: 'weekdays',
      leadMinutes: 10,
      product: { _id: product.body.data._id, name: 'Wrap dress' },
      isDone: false,
      policies: { edit: true, delete: true },
    });
    expect(reminder._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reminder.rrule).toMatch(
      /^DTSTART;TZID=Europe\/Paris:\d{8}T\d{6}\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR$/,
    );
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `reminder:${reminder._id}:${reminder.nextAt}`));
    expect(job).toMatchObject({ kind: 'reminders.fire', status: 'pending' });
    expect(job!.runAt.getTime()).toBe(Date.parse(reminder.nextAt) - 10 * 60_000);

    // The owner sees the team's reminder and may change it; so may its creator.
    const list = await call(t, 'GET', `reminder/reminderByTeam/${team._id}`, {
      token: owner.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.pagination).toMatchObject({ page: 1, total: 1 });
    expect(list.body.data[0]).toMatchObject({ _id: reminder._id, policies: { edit: true } });

    const edited = await call(t, 'PUT', `reminder/${reminder._id}`, {
      token: owner.token,
      body: { title: 'Fit session with Mia', repeat: null, dueAt: inHours(3) },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.responseMessage).toBe('Reminder updated successfully.');
    expect(edited.body.data).toMatchObject({
      title: 'Fit session with Mia',
      repeat: null,
      rrule: null,
    });

    const snoozed = await call(t, 'PUT', `reminder/${reminder._id}`, {
      token: member.token,
      body: { snoozeMinutes: 10 },
    });
    expect(snoozed.body.responseMessage).toBe('Reminder snoozed.');
    expect(snoozed.body.data.isSnoozed).toBe(true);
    expect(Date.parse(snoozed.body.data.nextAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(snoozed.body.data.nextAt) - Date.now()).toBeLessThan(11 * 60_000);

    const done = await call(t, 'PUT', `reminder/${reminder._id}`, {
      token: member.token,
      body: { done: true },
    });
    expect(done.body).toMatchObject({
      responseMessage: 'Reminder marked as done.',
      data: { isDone: true, nextAt: null },
    });
    const again = await call(t, 'PUT', `reminder/${reminder._id}`, {
      token: member.token,
      body: { snoozeMinutes: 10 },
    });
    expect(again.status).toBe(400);
    expect(again.body.responseMessage).toBe('This reminder is done: reopen it first.');

    const removed = await call(t, 'DELETE', `reminder/${reminder._id}`, { token: member.token });
    expect(removed.body).toMatchObject({
      responseMessage: 'Reminder deleted successfully.',
      data: { _id: reminder._id },
    });
    expect(await remindersOf(team._id)).toHaveLength(0);
  });

  it('list the reminders due within a range with their occurrences there', async () => {
    const { owner, team } = await teamWithMember();
    const start = new Date(Date.now() + 2 * HOUR);
    await create(owner, {
      teamId: team._id,
      title: 'Daily stand-up',
      dueAt: start.toISOString(),
      type: 'Team Reminder',
      repeat: 'daily',
    });
    await create(owner, {
      teamId: team._id,
      title: 'Factory cut-off',
      dueAt: new Date(start.getTime() + 20 * 24 * HOUR).toISOString(),
      type: 'Team Reminder',
    });
    const from = new Date(start.getTime() - HOUR).toISOString();
    const to = new Date(start.getTime() + 7 * 24 * HOUR - HOUR).toISOString();
    const res = await call(
      t,
      'GET',
      `reminder/reminderByTeam/${team._id}?from=${from}&to=${to}&limit=50`,
      { token: owner.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].title).toBe('Daily stand-up');
    expect(res.body.data[0].occurrences).toHaveLength(7);
  });
});

describe('who may see and change a reminder', () => {
  it("hides another team's reminders (404) and shuts a blocked member out (403)", async () => {
    const { owner, team } = await teamWithMember();
    const outsider = await makeUser(t);
    const blocked = await makeUser(t);
    await addMember(t, team._id, blocked.user.id, [], 'blocked');
    const added = await create(owner, {
      teamId: team._id,
      title: 'Buy meeting',
      dueAt: inHours(1),
      type: 'Team Reminder',
    });
    const id = added.body.data._id;
    for (const [user, status] of [
      [outsider, 404],
      [blocked, 403],
    ] as const) {
      const calls = [
        call(t, 'GET', `reminder/reminderByTeam/${team._id}`, { token: user.token }),
        call(t, 'GET', `reminder/${id}`, { token: user.token }),
        call(t, 'PUT', `reminder/${id}`, { token: user.token, body: { title: 'Mine' } }),
        call(t, 'DELETE', `reminder/${id}`, { token: user.token }),
        create(user, { teamId: team._id, title: 'x', dueAt: inHours(1), type: 'Self Reminder' }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(status);
        expect(res.body.responseMessage).toBe(
          status === 404 ? 'No Record Found.' : 'You have been blocked from this team.',
        );
      }
    }
    expect(await remindersOf(team._id)).toHaveLength(1);
  });

  it("keeps a Self Reminder its creator's alone, the team owner included", async () => {
    const { owner, team, member } = await teamWithMember();
    const mine = await create(member, {
      teamId: team._id,
      title: 'Call the mill',
      dueAt: inHours(1),
      type: 'Self Reminder',
    });
    const id = mine.body.data._id;
    const list = await call(t, 'GET', `reminder/reminderByTeam/${team._id}`, {
      token: owner.token,
    });
    expect(list.body.data).toEqual([]);
    for (const res of [
      await call(t, 'GET', `reminder/${id}`, { token: owner.token }),
      await call(t, 'PUT', `reminder/${id}`, { token: owner.token, body: { done: true } }),
      await call(t, 'DELETE', `reminder/${id}`, { token: owner.token }),
    ]) {
      expect(res.status).toBe(404);
    }
    const own = await call(t, 'GET', `reminder/reminderByTeam/${team._id}`, {
      token: member.token,
    });
    expect(own.body.data.map((r: { _id: string }) => r._id)).toEqual([id]);
  });

  it("lets only a Team Reminder's creator and the team owner change or delete it", async () => {
    const { owner, team, member } = await teamWithMember();
    const other = await makeUser(t);
    await addMember(t, team._id, other.user.id, ['canViewProducts']);
    const added = await create(owner, {
      teamId: team._id,
      title: 'Sample due',
      dueAt: inHours(1),
      type: 'Team Reminder',
    });
    const id = added.body.data._id;
    const seen = await call(t, 'GET', `reminder/${id}`, { token: member.token });
    expect(seen.body.data.policies).toEqual({ edit: false, delete: false });
    for (const res of [
      await call(t, 'PUT', `reminder/${id}`, { token: member.token, body: { snoozeMinutes: 10 } }),
      await call(t, 'PUT', `reminder/${id}`, { token: member.token, body: { done: true } }),
      await call(t, 'DELETE', `reminder/${id}`, { token: other.token }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.responseMessage).toBe('Ask for permission.');
    }
    // Made by a member, the owner may change it but not turn it into the owner's own.
    const byMember = await create(member, {
      teamId: team._id,
      title: 'Swatches',
      dueAt: inHours(1),
      type: 'Team Reminder',
    });
    const retype = await call(t, 'PUT', `reminder/${byMember.body.data._id}`, {
      token: owner.token,
      body: { type: 'Self Reminder' },
    });
    expect(retype.status).toBe(403);
  });

  it('refuses a product of another team, or one the user may not view, storing nothing', async () => {
    const { owner, team } = await teamWithMember();
    const viewer = await makeUser(t);
    await addMember(t, team._id, viewer.user.id, []);
    const elsewhere = await makeTeam(t, owner);
    const product = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: elsewhere._id, name: 'Elsewhere' },
    });
    const ours = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Ours' },
    });
    for (const [user, productId] of [
      [owner, product.body.data._id],
      [owner, randomUUID()],
      [viewer, ours.body.data._id],
    ] as const) {
      const res = await create(user, {
        teamId: team._id,
        title: 'Fit',
        dueAt: inHours(1),
        type: 'Self Reminder',
        productId,
      });
      expect(res.status).toBe(400);
      expect(res.body.data.errors).toMatchObject([
        { field: 'productId', message: 'Choose a product of this team.' },
      ]);
    }
    expect(await remindersOf(team._id)).toHaveLength(0);
  });
});

describe('bad reminders', () => {
  const base = (teamId: string) => ({
    teamId,
    title: 'Fit session',
    dueAt: inHours(1),
    type: 'Team Reminder',
  });

  it.each([
    [
      'a due date that is not a date',
      { dueAt: 'next Tuesday' },
      'dueAt',
      'Due date must be a date and time.',
    ],
    [
      'an impossible date',
      { dueAt: '2026-02-30T09:00:00Z' },
      'dueAt',
      'Due date must be a date and time.',
    ],
    [
      'a past due date',
      { dueAt: new Date(Date.now() - HOUR).toISOString() },
      'dueAt',
      'Choose a due time in the future.',
    ],
    ['no title', { title: '   ' }, 'title', 'Title is required.'],
    [
      'a long title',
      { title: 'x'.repeat(101) },
      'title',
      'Title should not increase 100 characters',
    ],
    ['a long note', { note: 'x'.repeat(501) }, 'note', 'Note should not increase 500 characters'],
    ['an unknown type', { type: 'Everyone' }, 'type', 'Choose Self Reminder or Team Reminder.'],
    [
      'an unknown repeat',
      { repeat: 'hourly' },
      'repeat',
      'Choose how often it repeats: daily, weekly, monthly or on weekdays.',
    ],
    [
      'a raw rule',
      { repeat: 'FREQ=SECONDLY' },
      'repeat',
      'Choose how often it repeats: daily, weekly, monthly or on weekdays.',
    ],
    [
      'an unknown lead',
      { leadMinutes: 5 },
      'leadMinutes',
      'Choose when to be reminded: at the time, or 10 minutes, 1 hour or 1 day before.',
    ],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone', 'Choose a valid time zone.'],
    [
      'a repeat that never occurs',
      { repeat: 'daily', repeatUntil: new Date(Date.now() - 24 * HOUR).toISOString() },
      'repeatUntil',
      'This repeat never occurs: it ends before it starts.',
    ],
    [
      '10,000 occurrences',
      { repeat: 'daily', repeatCount: 10_000 },
      'repeatCount',
      'A reminder can repeat at most 1000 times.',
    ],
    [
      'an end without a repeat',
      { repeatCount: 3 },
      'repeat',
      'Choose how often it repeats before when it ends.',
    ],
    [
      'two ends',
      { repeat: 'daily', repeatCount: 3, repeatUntil: inHours(100) },
      'repeatCount',
      'Choose an end date or a number of times, not both.',
    ],
  ])(
    '%s is a 400 naming the field, and nothing is stored',
    async (_name, change, field, message) => {
      const owner = await makeUser(t);
      const team = await makeTeam(t, owner);
      const res = await create(owner, { ...base(team._id), ...change });
      expect(res.status).toBe(400);
      expect(res.body.responseMessage).toBe(message);
      expect(res.body.data.errors[0]).toMatchObject({ field, message });
      expect(await remindersOf(team._id)).toHaveLength(0);
    },
  );

  it('refuses a range of more than 366 days, or one that ends before it starts', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    for (const [from, to, message] of [
      ['2026-01-01T00:00:00Z', '2027-06-01T00:00:00Z', 'Choose a range of at most 366 days.'],
      [
        '2026-02-01T00:00:00Z',
        '2026-01-01T00:00:00Z',
        'Give the range as from and to, each a date and time, the end after the start.',
      ],
    ]) {
      const res = await call(
        t,
        'GET',
        `reminder/reminderByTeam/${team._id}?from=${from}&to=${to}`,
        {
          token: owner.token,
        },
      );
      expect(res.status).toBe(400);
      expect(res.body.responseMessage).toBe(message);
    }
  });

  it('does one change at a time, and needs one', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const added = await create(owner, base(team._id));
    const path = `reminder/${added.body.data._id}`;
    const mixed = await call(t, 'PUT', path, {
      token: owner.token,
      body: { title: 'New', done: true },
    });
    expect(mixed.body.responseMessage).toBe('Edit, snooze or mark done one at a time.');
    const empty = await call(t, 'PUT', path, { token: owner.token, body: {} });
    expect(empty.body.responseMessage).toBe('Nothing to change.');
    const snooze = await call(t, 'PUT', path, { token: owner.token, body: { snoozeMinutes: 0 } });
    expect(snooze.body.responseMessage).toBe('Snooze for 1 minute to 7 days.');
    const [stored] = await remindersOf(team._id);
    expect(stored).toMatchObject({ title: 'Fit session', doneAt: null, isSnoozed: false });
  });
});
