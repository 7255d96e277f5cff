import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const day = (offset: number) => {
  const base = new Date();
  base.setUTCHours(0, 0, 0, 0);
  return new Date(base.getTime() + offset * DAY);
};
const dateOf = (date: Date) => date.toISOString().slice(0, 10);

/** The feed's path under the server, from the address the API gives. */
const pathOf = (url: string) => new URL(url).pathname;

async function fetchFeed(url: string) {
  const res = await t.app.inject({ method: 'GET', url: pathOf(url) });
  return res;
}

interface ParsedEvent {
  uid: string;
  summary: string;
  start: ICAL.Time;
  end: ICAL.Time | null;
  location: string | null;
}

function parse(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate,
      end: component.hasProperty('dtend') ? event.endDate : null,
      location: event.location,
    };
  });
}

describe('the .ics feed', () => {
  it("lists the user's deadlines, reminder occurrences and events in RFC 5545, with UTC times and all-day dates", async () => {
    const owner = await makeUser(t, { firstName: 'Olga' });
    const team = await makeTeam(t, owner, { name: 'Atelier Nord' });
    const member = await makeUser(t, { firstName: 'Pia' });
    await addMember(t, team._id, member.user.id, []);
    const deadline = dateOf(day(10));
    const product = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Wrap dress', deadline },
    });
    const dueAt = new Date(day(3).getTime() + 9.5 * HOUR);
    const reminder = await call(t, 'POST', 'reminder', {
      token: owner.token,
      body: {
        teamId: team._id,
        title: 'Fit session',
        dueAt: dueAt.toISOString(),
        type: 'Team Reminder',
        repeat: 'weekly',
        repeatCount: 2,
        timeZone: 'Asia/Tokyo',
      },
    });
    expect(reminder.status).toBe(201);
    await call(t, 'POST', 'calendarEvent', {
      token: member.token,
      body: {
        teamId: team._id,
        title: 'Buy meeting',
        startAt: new Date(day(5).getTime() + 14 * HOUR).toISOString(),
        endAt: new Date(day(5).getTime() + 15 * HOUR).toISOString(),
        location: 'Showroom; floor 2',
      },
    });
    await call(t, 'POST', 'calendarEvent', {
      token: member.token,
      body: {
        teamId: team._id,
        title: 'Trade fair',
        startAt: dateOf(day(20)),
        endAt: dateOf(day(22)),
        allDay: true,
      },
    });
    // Someone else's Self Reminder is theirs alone, and far-off things are left out.
    await call(t, 'POST', 'reminder', {
      token: member.token,
      body: {
        teamId: team._id,
        title: 'Private',
        dueAt: dueAt.toISOString(),
        type: 'Self Reminder',
      },
    });
    await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Next year', deadline: dateOf(day(400)) },
    });

    const none = await call(t, 'GET', 'calendar/feed', { token: owner.token });
    expect(none.body.data).toEqual({ url: null });
    const made = await call(t, 'POST', 'calendar/feed', { token: owner.token });
    expect(made.status).toBe(201);
    expect(made.body.responseMessage).toBe('Calendar feed created.');
    const url = made.body.data.url as string;
    expect(url).toMatch(/\/api\/v1\/calendar\/feed\/[0-9a-f-]{36}\.[0-9a-f]{32}\.ics$/);
    const shown = await call(t, 'GET', 'calendar/feed', { token: owner.token });
    expect(shown.body.data).toEqual({ url });

    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const events = parse(res.body);
    expect(events.map((event) => event.summary).sort()).toEqual([
      'Buy meeting',
      'Deadline: Wrap dress',
      'Reminder: Fit session',
      'Reminder: Fit session',
      'Trade fair',
    ]);

    const dress = events.find((event) => event.summary === 'Deadline: Wrap dress')!;
    expect(dress.uid).toBe(`deadline-${product.body.data._id}@atelier`);
    expect(dress.start.isDate).toBe(true);
    expect(dress.start.toString()).toBe(deadline);

    const fits = events.filter((event) => event.summary === 'Reminder: Fit session');
    expect(fits.map((event) => event.start.isDate)).toEqual([false, false]);
    // 18:30 on the Tokyo clock (no summer time), every week, as UTC instants.
    expect(fits.map((event) => event.start.toJSDate().toISOString()).sort()).toEqual([
      dueAt.toISOString(),
      new Date(dueAt.getTime() + 7 * DAY).toISOString(),
    ]);
    expect(fits.every((event) => event.start.zone?.tzid === 'UTC')).toBe(true);
    expect(new Set(fits.map((event) => event.uid)).size).toBe(2);

    const meeting = events.find((event) => event.summary === 'Buy meeting')!;
    expect(meeting.start.toJSDate().toISOString()).toBe(
      new Date(day(5).getTime() + 14 * HOUR).toISOString(),
    );
    expect(meeting.end!.toJSDate().toISOString()).toBe(
      new Date(day(5).getTime() + 15 * HOUR).toISOString(),
    );
    expect(meeting.location).toBe('Showroom; floor 2');

    const fair = events.find((event) => event.summary === 'Trade fair')!;
    expect(fair.start.isDate).toBe(true);
    expect(fair.start.toString()).toBe(dateOf(day(20)));
    expect(fair.end!.toString()).toBe(dateOf(day(22)));
  });

  it('leaves out the deadlines of a team whose products the user may not view', async () => {
    const owner = await makeUser(t);
    const team = await makeTeam(t, owner);
    const member = await makeUser(t);
    await addMember(t, team._id, member.user.id, []);
    await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Secret coat', deadline: dateOf(day(4)) },
    });
    const made = await call(t, 'POST', 'calendar/feed', { token: member.token });
    const res = await fetchFeed(made.body.data.url);
    expect(res.statusCode).toBe(200);
    expect(parse(res.body)).toEqual([]);
  });

  it('answers 404 to a revoked, replaced or altered address', async () => {
    const { token } = await makeUser(t);
    const first = (await call(t, 'POST', 'calendar/feed', { token })).body.data.url as string;
    const second = (await call(t, 'POST', 'calendar/feed', { token })).body.data.url as string;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);

    // The signature's last digit changed (the callback gets the whole match, digit and suffix).
    const altered = second.replace(
      /([0-9a-f])(\.ics)$/,
      (_match: string, digit: string, suffix: string) => `${digit === '0' ? '1' : '0'}${suffix}`,
    );
    expect(altered).not.toBe(second);
    const forged = await fetchFeed(altered);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().responseMessage).toBe(
      'This calendar address is no longer valid. Make a new one on the Calendar page.',
    );

    const revoked = await call(t, 'DELETE', 'calendar/feed', { token });
    expect(revoked.body).toMatchObject({
      responseMessage: 'Calendar feed revoked.',
      data: { url: null },
    });
    const gone = await fetchFeed(second);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().responseMessage).toBe(
      'This calendar address is no longer valid. Make a new one on the Calendar page.',
    );
    expect((await fetchFeed('http://x/api/v1/calendar/feed/garbage.ics')).statusCode).toBe(404);
  });
});
