import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents, notifications, products } from '../../db/schema/index.ts';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { expectNoticesInEnglish } from '../../test/notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof makeUser>>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A day some weeks ahead, at UTC midnight, so reminders on it are in the future. */
const day = (offset: number) => {
  const base = new Date();
  base.setUTCHours(0, 0, 0, 0);
  return new Date(base.getTime() + (30 + offset) * DAY);
};
const dateOf = (date: Date) => date.toISOString().slice(0, 10);
const at = (offset: number, hours: number) => new Date(day(offset).getTime() + hours * HOUR);

async function teamOf() {
  const owner = await makeUser(t, { firstName: 'Olga', lastName: 'Owner' });
  const team = await makeTeam(t, owner);
  const viewer = await makeUser(t, { firstName: 'Vera', lastName: 'Viewer' });
  await addMember(t, team._id, viewer.user.id, ['canViewProducts']);
  const editor = await makeUser(t, { firstName: 'Ed', lastName: 'Editor' });
  await addMember(t, team._id, editor.user.id, ['canViewProducts', 'canEditProduct']);
  const plain = await makeUser(t, { firstName: 'Pia', lastName: 'Plain' });
  await addMember(t, team._id, plain.user.id, []);
  return { owner, team, viewer, editor, plain };
}

async function product(owner: User, teamId: string, name: string, deadline: string | null) {
  const res = await call(t, 'POST', 'product', {
    token: owner.token,
    body: { teamId, name, deadline },
  });
  expect(res.status).toBe(201);
  return res.body.data._id as string;
}

const range = (teamId: string, from: Date, to: Date, timeZone?: string) =>
  `calendarEvent?teamId=${teamId}&from=${from.toISOString()}&to=${to.toISOString()}${
    timeZone ? `&timeZone=${encodeURIComponent(timeZone)}` : ''
  }`;

const createEvent = (user: User, body: Record<string, unknown>) =>
  call(t, 'POST', 'calendarEvent', { token: user.token, body });

const eventsOf = (teamId: string) =>
  t.db.select().from(calendarEvents).where(eq(calendarEvents.teamId, teamId));

describe('the calendar of a team', () => {
  it('lists deadlines, reminder occurrences and events in the range, each with its kind', async () => {
    const { owner, team, viewer } = await teamOf();
    const dress = await product(owner, team._id, 'Wrap dress', dateOf(day(2)));
    await product(owner, team._id, 'Late coat', dateOf(day(20)));
    await product(owner, team._id, 'No date', null);
    const reminder = await call(t, 'POST', 'reminder', {
      token: owner.token,
      body: {
        teamId: team._id,
        title: 'Fit session',
        dueAt: at(1, 9).toISOString(),
        type: 'Team Reminder',
        repeat: 'daily',
        repeatCount: 3,
      },
    });
    expect(reminder.status).toBe(201);
    const event = await createEvent(owner, {
      teamId: team._id,
      title: 'Buy meeting',
      startAt: at(3, 14).toISOString(),
      endAt: at(3, 15.5).toISOString(),
      location: 'Showroom',
    });
    expect(event.status).toBe(201);
    expect(event.body.responseMessage).toBe('Event added successfully.');
    expect(event.body.data._id).toMatch(/^[0-9a-f-]{36}$/);
    const allDay = await createEvent(owner, {
      teamId: team._id,
      title: 'Trade fair',
      startAt: dateOf(day(4)),
      endAt: dateOf(day(6)),
      allDay: true,
    });
    expect(allDay.body.data).toMatchObject({
      allDay: true,
      startAt: dateOf(day(4)),
      endAt: dateOf(day(6)),
    });

    const res = await call(t, 'GET', range(team._id, day(0), day(7)), { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body.responseMessage).toBe('Calendar loaded.');
    const items = res.body.data as { kind: string; title: string; start: string }[];
    expect(items.map((item) => [item.kind, item.title, item.start])).toEqual([
      ['reminder', 'Fit session', at(1, 9).toISOString()],
      ['deadline', 'Wrap dress', dateOf(day(2))],
      ['reminder', 'Fit session', at(2, 9).toISOString()],
      ['reminder', 'Fit session', at(3, 9).toISOString()],
      ['event', 'Buy meeting', at(3, 14).toISOString()],
      ['event', 'Trade fair', dateOf(day(4))],
    ]);
    expect(res.body.data[1]).toEqual({
      id: `deadline:${dress}`,
      kind: 'deadline',
      title: 'Wrap dress',
      start: dateOf(day(2)),
      end: dateOf(day(3)),
      allDay: true,
      teamId: team._id,
      productId: dress,
      editable: false,
    });
    expect(res.body.data[0]).toMatchObject({
      kind: 'reminder',
      end: null,
      allDay: false,
      reminderId: reminder.body.data._id,
      // A repeat moves as a series, on its own page.
      editable: false,
    });
    expect(res.body.data[4]).toMatchObject({
      kind: 'event',
      eventId: event.body.data._id,
      end: at(3, 15.5).toISOString(),
      location: 'Showroom',
      editable: false,
    });
  });

  it('shows no deadlines to a member who may not view the products, and reads dates in the given zone', async () => {
    const { owner, team, plain } = await teamOf();
    await product(owner, team._id, 'Wrap dress', dateOf(day(2)));
    await createEvent(owner, {
      teamId: team._id,
      title: 'Fit',
      startAt: at(2, 10).toISOString(),
      endAt: at(2, 11).toISOString(),
    });
    const plainView = await call(t, 'GET', range(team._id, day(0), day(7)), {
      token: plain.token,
    });
    expect(plainView.status).toBe(200);
    expect(plainView.body.data.map((item: { kind: string }) => item.kind)).toEqual(['event']);

    // Day 3 in Tokyo starts at 15:00 UTC on day 2: the deadline's day 2 is outside.
    const tokyo = await call(
      t,
      'GET',
      range(team._id, new Date(day(3).getTime() - 9 * HOUR), day(5), 'Asia/Tokyo'),
      { token: owner.token },
    );
    expect(tokyo.body.data.map((item: { kind: string }) => item.kind)).toEqual([]);
    const utc = await call(t, 'GET', range(team._id, day(2), day(3)), { token: owner.token });
    expect(utc.body.data.map((item: { kind: string }) => item.kind)).toEqual(['deadline', 'event']);
  });

  it("hides another team's calendar (404) and shuts a blocked member out (403)", async () => {
    const { owner, team } = await teamOf();
    const outsider = await makeUser(t);
    const blocked = await makeUser(t);
    await addMember(t, team._id, blocked.user.id, ['canViewProducts'], 'blocked');
    const added = await createEvent(owner, {
      teamId: team._id,
      title: 'Fit',
      startAt: at(1, 10).toISOString(),
      endAt: at(1, 11).toISOString(),
    });
    const id = added.body.data._id;
    for (const [user, status] of [
      [outsider, 404],
      [blocked, 403],
    ] as const) {
      const calls = [
        call(t, 'GET', range(team._id, day(0), day(7)), { token: user.token }),
        call(t, 'GET', `calendarEvent/${id}`, { token: user.token }),
        call(t, 'PUT', `calendarEvent/${id}`, { token: user.token, body: { title: 'Mine' } }),
        call(t, 'PUT', 'calendarEvent/move', {
          token: user.token,
          body: { kind: 'event', id, start: dateOf(day(2)) },
        }),
        call(t, 'DELETE', `calendarEvent/${id}`, { token: user.token }),
        createEvent(user, {
          teamId: team._id,
          title: 'x',
          startAt: at(1, 10).toISOString(),
          endAt: at(1, 11).toISOString(),
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(status);
        expect(res.body.responseMessage).toBe(
          status === 404 ? 'No Record Found.' : 'You have been blocked from this team.',
        );
      }
    }
    expect(await eventsOf(team._id)).toHaveLength(1);
  });

  it('lets only the creator or the owner change or delete an event', async () => {
    const { owner, team, viewer, plain } = await teamOf();
    const added = await createEvent(viewer, {
      teamId: team._id,
      title: 'Sample review',
      startAt: at(1, 10).toISOString(),
      endAt: at(1, 11).toISOString(),
    });
    const id = added.body.data._id;
    expect(added.body.data.policies).toEqual({ edit: true, delete: true });
    const denied = await call(t, 'PUT', `calendarEvent/${id}`, {
      token: plain.token,
      body: { title: 'Mine' },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.responseMessage).toBe('Ask for permission.');
    const seen = await call(t, 'GET', `calendarEvent/${id}`, { token: plain.token });
    expect(seen.body.data.policies).toEqual({ edit: false, delete: false });

    const edited = await call(t, 'PUT', `calendarEvent/${id}`, {
      token: owner.token,
      body: { title: 'Sample review II', location: 'Studio 2' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      responseMessage: 'Event updated successfully.',
      data: { title: 'Sample review II', location: 'Studio 2', startAt: at(1, 10).toISOString() },
    });
    const removed = await call(t, 'DELETE', `calendarEvent/${id}`, { token: viewer.token });
    expect(removed.body).toMatchObject({
      responseMessage: 'Event deleted successfully.',
      data: { _id: id },
    });
    expect(await eventsOf(team._id)).toHaveLength(0);
  });
});

describe('bad input', () => {
  it.each([
    [{ startAt: 'tomorrow' }, 'startAt', 'Start must be a date, or a date and time.'],
    [{ endAt: '2027-02-30' }, 'endAt', 'End must be a date, or a date and time.'],
    [{ endAt: 'EARLY' }, 'endAt', 'End must be a date, or a date and time.'],
    [{ endBefore: true }, 'endAt', 'The end cannot be before the start.'],
    [{ startAt: '2030-01-02' }, 'startAt', 'Give the start a time, or make the event all-day.'],
    [{ title: '   ' }, 'title', 'Title is required.'],
    [{ title: 'x'.repeat(101) }, 'title', 'Title should not increase 100 characters'],
    [{ location: 'x'.repeat(201) }, 'location', 'Location should not increase 200 characters'],
    [{ attendeeIds: ['nope'] }, 'attendeeIds.0', 'No Record Found.'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Choose a valid time zone.'],
  ])('%j is a 400 naming the field, and nothing is stored', async (change, field, message) => {
    const { owner, team } = await teamOf();
    const { endBefore, ...fields } = change as Record<string, unknown>;
    const body = {
      teamId: team._id,
      title: 'Fit',
      startAt: at(1, 10).toISOString(),
      endAt: endBefore ? at(1, 9).toISOString() : at(1, 11).toISOString(),
      ...fields,
    };
    const res = await createEvent(owner, body);
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await eventsOf(team._id)).toHaveLength(0);
  });

  it('refuses an all-day event ending before it starts, and an attendee from another team', async () => {
    const { owner, team } = await teamOf();
    const stranger = await makeUser(t);
    const otherTeam = await makeTeam(t, stranger);
    expect(otherTeam._id).toBeTruthy();
    const backwards = await createEvent(owner, {
      teamId: team._id,
      title: 'Fair',
      startAt: dateOf(day(3)),
      endAt: dateOf(day(2)),
      allDay: true,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.responseMessage).toBe('The end cannot be before the start.');
    const foreign = await createEvent(owner, {
      teamId: team._id,
      title: 'Fit',
      startAt: at(1, 10).toISOString(),
      endAt: at(1, 11).toISOString(),
      attendeeIds: [stranger.user.id],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.responseMessage).toBe('Choose attendees from this team.');
    expect(foreign.body.data.errors).toMatchObject([
      { field: 'attendeeIds', message: 'Choose attendees from this team.' },
    ]);
    expect(await eventsOf(team._id)).toHaveLength(0);

    // An edit is checked with the event's other time.
    const added = await createEvent(owner, {
      teamId: team._id,
      title: 'Fit',
      startAt: at(1, 10).toISOString(),
      endAt: at(1, 11).toISOString(),
    });
    const moved = await call(t, 'PUT', `calendarEvent/${added.body.data._id}`, {
      token: owner.token,
      body: { startAt: at(1, 12).toISOString() },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.responseMessage).toBe('The end cannot be before the start.');
  });

  it.each([
    [
      'from=soon&to=later',
      'Give the range as from and to, each a date and time, the end after the start.',
    ],
    ['reversed', 'Give the range as from and to, each a date and time, the end after the start.'],
    ['too long', 'Choose a range of at most 400 days.'],
    [
      'from=0001-01-01T00:00:00Z&to=0001-06-01T00:00:00Z',
      'Give the range as from and to, each a date and time, the end after the start.',
    ],
    [
      'from=9999-01-01T00:00:00Z&to=9999-06-01T00:00:00Z',
      'Give the range as from and to, each a date and time, the end after the start.',
    ],
  ])('a range %s is a 400', async (kind, message) => {
    const { owner, team } = await teamOf();
    const path =
      kind === 'reversed'
        ? range(team._id, day(7), day(0))
        : kind === 'too long'
          ? range(team._id, day(0), day(401))
          : `calendarEvent?teamId=${team._id}&${kind}`;
    const res = await call(t, 'GET', path, { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(message);
  });
});

describe('moving an item', () => {
  it("moves a deadline with the product edit's permission, and refuses those without it", async () => {
    const { owner, team, viewer, editor } = await teamOf();
    const id = await product(owner, team._id, 'Wrap dress', dateOf(day(2)));
    const move = (user: User, start: string) =>
      call(t, 'PUT', 'calendarEvent/move', {
        token: user.token,
        body: { kind: 'deadline', id, start },
      });

    const refused = await move(viewer, dateOf(day(5)));
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe('Ask for permission.');
    const notADate = await move(editor, at(5, 10).toISOString());
    expect(notADate.status).toBe(400);
    expect(notADate.body.responseMessage).toBe('Deadline must be a date.');

    const moved = await move(editor, dateOf(day(5)));
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      responseMessage: 'Moved to the new date.',
      data: { kind: 'deadline', id, start: dateOf(day(5)) },
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row!.deadline).toBe(dateOf(day(5)));

    const editorView = await call(t, 'GET', range(team._id, day(0), day(7)), {
      token: editor.token,
    });
    expect(editorView.body.data).toEqual([
      expect.objectContaining({ kind: 'deadline', start: dateOf(day(5)), editable: true }),
    ]);
  });

  it('moves a single reminder, but not a repeat, nor into the past', async () => {
    const { owner, team } = await teamOf();
    const single = await call(t, 'POST', 'reminder', {
      token: owner.token,
      body: {
        teamId: team._id,
        title: 'Cut-off',
        dueAt: at(1, 9).toISOString(),
        type: 'Self Reminder',
      },
    });
    const id = single.body.data._id;
    const moved = await call(t, 'PUT', 'calendarEvent/move', {
      token: owner.token,
      body: { kind: 'reminder', id, start: at(2, 16).toISOString(), timeZone: 'Europe/Paris' },
    });
    expect(moved.status).toBe(200);
    const reminder = await call(t, 'GET', `reminder/${id}`, { token: owner.token });
    expect(reminder.body.data).toMatchObject({
      dueAt: at(2, 16).toISOString(),
      nextAt: at(2, 16).toISOString(),
    });
    const past = await call(t, 'PUT', 'calendarEvent/move', {
      token: owner.token,
      body: { kind: 'reminder', id, start: new Date(Date.now() - DAY).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body.responseMessage).toBe('Choose a due time in the future.');

    const series = await call(t, 'POST', 'reminder', {
      token: owner.token,
      body: {
        teamId: team._id,
        title: 'Stand-up',
        dueAt: at(1, 9).toISOString(),
        type: 'Team Reminder',
        repeat: 'daily',
      },
    });
    const repeat = await call(t, 'PUT', 'calendarEvent/move', {
      token: owner.token,
      body: { kind: 'reminder', id: series.body.data._id, start: at(3, 9).toISOString() },
    });
    expect(repeat.status).toBe(400);
    expect(repeat.body.responseMessage).toBe(
      'A repeating reminder moves as a whole series: change its time on the Reminders page.',
    );
  });

  it("keeps someone else's Self Reminder hidden, and refuses an unknown kind", async () => {
    const { owner, team, viewer } = await teamOf();
    const mine = await call(t, 'POST', 'reminder', {
      token: viewer.token,
      body: {
        teamId: team._id,
        title: 'Mine',
        dueAt: at(1, 9).toISOString(),
        type: 'Self Reminder',
      },
    });
    const res = await call(t, 'PUT', 'calendarEvent/move', {
      token: owner.token,
      body: { kind: 'reminder', id: mine.body.data._id, start: at(2, 9).toISOString() },
    });
    expect(res.status).toBe(404);
    const unknown = await call(t, 'PUT', 'calendarEvent/move', {
      token: owner.token,
      body: { kind: 'holiday', id: mine.body.data._id, start: dateOf(day(2)) },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.responseMessage).toBe(
      'Choose what to move: a deadline, a reminder or an event.',
    );
  });

  it('moves an event keeping its length, to a day (all-day) or a time', async () => {
    const { owner, team } = await teamOf();
    const added = await createEvent(owner, {
      teamId: team._id,
      title: 'Fit',
      startAt: at(1, 10).toISOString(),
      endAt: at(1, 12).toISOString(),
    });
    const id = added.body.data._id;
    const move = (start: string, end?: string) =>
      call(t, 'PUT', 'calendarEvent/move', {
        token: owner.token,
        body: { kind: 'event', id, start, ...(end ? { end } : {}) },
      });
    await move(at(3, 15).toISOString());
    let event = await call(t, 'GET', `calendarEvent/${id}`, { token: owner.token });
    expect(event.body.data).toMatchObject({
      startAt: at(3, 15).toISOString(),
      endAt: at(3, 17).toISOString(),
      allDay: false,
    });
    await move(dateOf(day(4)));
    event = await call(t, 'GET', `calendarEvent/${id}`, { token: owner.token });
    expect(event.body.data).toMatchObject({
      startAt: dateOf(day(4)),
      endAt: dateOf(day(5)),
      allDay: true,
    });
    await move(dateOf(day(6)), dateOf(day(8)));
    event = await call(t, 'GET', `calendarEvent/${id}`, { token: owner.token });
    expect(event.body.data).toMatchObject({ startAt: dateOf(day(6)), endAt: dateOf(day(8)) });
  });
});

describe('who hears of a new event', () => {
  it('tells the attendees, or else the whole team, but never its maker; e-mail per setting', async () => {
    const { owner, team, viewer, editor, plain } = await teamOf();
    await call(t, 'PUT', 'notificationSetting', {
      token: viewer.token,
      body: { items: [{ key: 'newEvent', itemActions: { emailEnable: true, webEnable: true } }] },
    });
    const withAttendees = await createEvent(owner, {
      teamId: team._id,
      title: 'Fit session',
      startAt: at(1, 10).toISOString(),
      endAt: at(1, 11).toISOString(),
      attendeeIds: [viewer.user.id, editor.user.id, owner.user.id],
    });
    expect(withAttendees.body.data.attendees.map((a: { name: string }) => a.name)).toEqual([
      'Ed Editor',
      'Olga Owner',
      'Vera Viewer',
    ]);
    const noticesOf = async (userId: string) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.key, 'calendarEvent')));
    expect(await noticesOf(viewer.user.id)).toEqual([
      expect.objectContaining({
        message: 'New event added in calender: Fit session',
        teamId: team._id,
        actorId: owner.user.id,
      }),
    ]);
    expect(await noticesOf(editor.user.id)).toHaveLength(1);
    expect(await noticesOf(plain.user.id)).toHaveLength(0);
    expect(await noticesOf(owner.user.id)).toHaveLength(0);

    await t.deliver();
    const mailed = t.mails.filter((mail) => mail.text?.includes('New event added in calender'));
    expect(mailed.map((mail) => mail.to)).toEqual([viewer.user.email]);

    await createEvent(plain, {
      teamId: team._id,
      title: 'Team lunch',
      startAt: dateOf(day(2)),
      endAt: dateOf(day(2)),
      allDay: true,
    });
    expect(await noticesOf(plain.user.id)).toHaveLength(0);
    for (const person of [owner, viewer, editor]) {
      expect((await noticesOf(person.user.id)).map((row) => row.message)).toContain(
        'New event added in calender: Team lunch',
      );
    }
  });
});

describe('tasks on the calendar', () => {
  it('shows a task at its due time to whoever sees it, and moves it for whoever may edit it', async () => {
    const { owner, team, plain } = await teamOf();
    const created = await call(t, 'POST', 'task', {
      token: owner.token,
      body: {
        teamId: team._id,
        title: 'Fit session prep',
        assigneeIds: [plain.user.id],
        dueAt: at(2, 9).toISOString(),
      },
    });
    expect(created.status).toBe(201);
    const taskId = created.body.data._id as string;

    const seen = await call(t, 'GET', range(team._id, day(0), day(7)), { token: plain.token });
    expect(seen.body.data).toContainEqual(
      expect.objectContaining({
        kind: 'task',
        taskId,
        title: 'Fit session prep',
        start: at(2, 9).toISOString(),
        allDay: false,
        editable: false,
      }),
    );

    const refused = await call(t, 'PUT', 'calendarEvent/move', {
      token: plain.token,
      body: { kind: 'task', id: taskId, start: at(3, 9).toISOString() },
    });
    expect(refused.status).toBe(403);
    const moved = await call(t, 'PUT', 'calendarEvent/move', {
      token: owner.token,
      body: { kind: 'task', id: taskId, start: at(3, 9).toISOString() },
    });
    expect(moved.status).toBe(200);
    const task = await call(t, 'GET', `task/${taskId}`, { token: owner.token });
    expect(task.body.data.dueAt).toBe(at(3, 9).toISOString());
  });
});

describe('notices (issue 47 §4)', () => {
  it('say in English, word for word, what each recorded message says', async () => {
    for (const key of ['calendarEvent'] as const) await expectNoticesInEnglish(t, key);
  });
});
