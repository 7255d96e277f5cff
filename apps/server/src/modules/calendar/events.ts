/**
 * Calendar events (issue 13), through the policy: any active member adds one to the team's
 * calendar; its creator or the team owner edits, moves or deletes it. Attendees are people of the
 * team; adding an event tells them (or, without attendees, the whole team) 'New event added in
 * calender', on the bell and by e-mail per their 'New event added in calender' setting.
 */
import { eventSpanOf, isDateOnly, messages } from '@atelier/domain';
import type {
  EventSpan,
  ZCreateCalendarEventSchema,
  ZUpdateCalendarEventSchema,
} from '@atelier/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { CalendarEventRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { notice, notify } from '../notifications/service.ts';
import { authorize, authorizeStanding, calendarEventAudience } from '../policy/policy.ts';
import { membershipOfRow } from '../policy/standing.ts';
import { calendarEventChanged } from './live.ts';
import { eventItem, presentEvent, spanOf } from './presenter.ts';
import {
  attendeesOf,
  deleteEvent as removeEvent,
  eventCard,
  eventsInRange,
  insertEvent,
  lockEvent,
  replaceAttendees,
  updateEvent as saveEvent,
} from './queries.ts';
import type { CalendarRange } from './range.ts';

type CreateInput = z.output<typeof ZCreateCalendarEventSchema>;
type UpdateInput = z.output<typeof ZUpdateCalendarEventSchema>;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The span of an event's fields, or a 400 on the field at fault. */
function spanOrThrow(fields: Parameters<typeof eventSpanOf>[0]): EventSpan {
  const span = eventSpanOf(fields);
  if ('field' in span) throw fieldError(span.field, span.message);
  return span;
}

/** A 400 unless every attendee is one of the team's people (its owner or an active member). */
async function checkAttendees(executor: Executor, teamId: string, attendeeIds: readonly string[]) {
  const audience = await calendarEventAudience(executor, teamId);
  const people = new Set(audience);
  if (attendeeIds.some((id) => !people.has(id))) {
    throw fieldError('attendeeIds', messages.attendeeOfTeam);
  }
  return audience;
}

async function card(executor: Executor, userId: string, id: string) {
  const row = await eventCard(executor, userId, id);
  if (!row) throw notFound();
  const attendees = await attendeesOf(executor, [id]);
  return presentEvent(row, userId, attendees.get(id) ?? []);
}

const changeOf = (event: CalendarEventRow, change: 'created' | 'updated' | 'deleted') => ({
  teamId: event.teamId,
  eventId: event.id,
  change,
});

export async function getEvent(ctx: AppContext, user: UserRow, id: string) {
  const row = await eventCard(ctx.db, user.id, id);
  if (!row) throw notFound();
  const standing = {
    kind: 'user' as const,
    userId: user.id,
    membership: membershipOfRow(row, user.id),
  };
  authorizeStanding(standing, 'view', { kind: 'calendarEvent', ...row.event });
  const attendees = await attendeesOf(ctx.db, [id]);
  return presentEvent(row, user.id, attendees.get(id) ?? []);
}

export async function createEvent(ctx: AppContext, user: UserRow, input: CreateInput) {
  return transaction(ctx, async (tx) => {
    await authorize(tx, user, 'create', {
      kind: 'calendarEvent',
      teamId: input.teamId,
      createdBy: user.id,
    });
    const span = spanOrThrow(input);
    const audience = await checkAttendees(tx, input.teamId, input.attendeeIds);
    const event = await insertEvent(tx, {
      teamId: input.teamId,
      createdBy: user.id,
      title: input.title,
      location: input.location,
      ...span,
    });
    await replaceAttendees(tx, event.id, input.attendeeIds);
    const told = input.attendeeIds.length > 0 ? input.attendeeIds : audience;
    await notify(tx, {
      userIds: told.filter((id) => id !== user.id),
      key: 'calendarEvent',
      message: `${messages.calendarEventNotice}: ${event.title}`,
      teamId: event.teamId,
      actorId: user.id,
      payload: {
        eventId: event.id,
        title: event.title,
        ...spanOf(event),
        allDay: event.allDay,
        notice: notice('calendarEventAdded', { title: event.title }),
      },
    });
    await calendarEventChanged.record(tx, changeOf(event, 'created'));
    return card(tx, user.id, event.id);
  });
}

/** Saves new values of a locked, authorized event and records the change. */
async function save(
  tx: Executor,
  user: UserRow,
  current: CalendarEventRow,
  values: Partial<CalendarEventRow>,
) {
  const updated = await saveEvent(tx, current.id, values);
  await calendarEventChanged.record(tx, changeOf(updated, 'updated'));
  return card(tx, user.id, current.id);
}

/** The event, locked for the transaction, once the user may do `action` on it. */
async function eventFor(tx: Executor, user: UserRow, id: string, action: 'edit' | 'delete') {
  const current = await lockEvent(tx, id);
  if (!current) throw notFound();
  await authorize(tx, user, action, { kind: 'calendarEvent', ...current });
  return current;
}

export async function updateEvent(ctx: AppContext, user: UserRow, id: string, input: UpdateInput) {
  return transaction(ctx, async (tx) => {
    const current = await eventFor(tx, user, id, 'edit');
    const { start, end } = spanOf(current);
    const span = spanOrThrow({
      startAt: input.startAt ?? start,
      endAt: input.endAt ?? end,
      allDay: input.allDay ?? current.allDay,
      timeZone: input.timeZone,
    });
    if (input.attendeeIds) {
      await checkAttendees(tx, current.teamId, input.attendeeIds);
      await replaceAttendees(tx, id, input.attendeeIds);
    }
    return save(tx, user, current, { title: input.title, location: input.location, ...span });
  });
}

/**
 * Moves an event dragged on the calendar: a date start makes it all-day, an instant timed. Its
 * length is kept (in days, or in time) unless `end` says where it now ends; an all-day event
 * dropped on a time lasts an hour, a timed one dropped on a day lasts that day.
 */
export async function moveEvent(
  ctx: AppContext,
  user: UserRow,
  id: string,
  to: { start: string; end?: string | null | undefined; timeZone: string },
) {
  return transaction(ctx, async (tx) => {
    const current = await eventFor(tx, user, id, 'edit');
    const allDay = isDateOnly(to.start);
    const length = current.endAt.getTime() - current.startAt.getTime();
    let end = to.end;
    if (!end && allDay) {
      const days = current.allDay ? Math.max(1, Math.round(length / DAY_MS)) : 1;
      end = new Date(Date.parse(`${to.start}T00:00:00Z`) + days * DAY_MS)
        .toISOString()
        .slice(0, 10);
    } else if (!end) {
      end = new Date(Date.parse(to.start) + (current.allDay ? HOUR_MS : length)).toISOString();
    }
    const span = spanOrThrow({ startAt: to.start, endAt: end, allDay, timeZone: to.timeZone });
    return save(tx, user, current, span);
  });
}

export async function deleteEvent(ctx: AppContext, user: UserRow, id: string) {
  await transaction(ctx, async (tx) => {
    const current = await eventFor(tx, user, id, 'delete');
    await removeEvent(tx, id);
    await calendarEventChanged.record(tx, changeOf(current, 'deleted'));
  });
  return { _id: id };
}

/** The team's events touching the range, as calendar items (the events' calendar source). */
export async function eventItemsInRange(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  range: CalendarRange,
) {
  const rows = await eventsInRange(ctx.db, user.id, teamId, range);
  return rows.map((row) => eventItem(row, user.id));
}
