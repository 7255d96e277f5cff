/**
 * The calendar (issue 13): one view of everything dated in a team — products' deadlines,
 * reminders' occurrences and calendar events (tasks join as one more kind) — and the events
 * themselves: a title, a start and an end (dates for an all-day event, instants otherwise), a
 * location and attendees of the team. Shared by the event form and the routes.
 */
import { z } from 'zod';
import { CALENDAR_KINDS } from './calendar-kinds.ts';
import { messages } from './messages.ts';
import { checkRange, DAY_MS, zDate, zInstant } from './dates.ts';
import { zTimeZone } from './reminders.ts';
import { zRecordId } from './teams.ts';
import { hasChanges, nothingToChange } from './updates.ts';
import { zOptionalText, zRequiredText } from './text.ts';

export const CALENDAR_EVENT_TITLE_MAX = 100;
export const CALENDAR_EVENT_LOCATION_MAX = 200;
export const CALENDAR_EVENT_ATTENDEES_MAX = 100;
/** The longest range one calendar request may span (a year's view and a little). */
export const CALENDAR_RANGE_MAX_DAYS = 400;
/** What the .ics feed lists: this many days back and ahead of today. */
export const CALENDAR_FEED_PAST_DAYS = 30;
export const CALENDAR_FEED_AHEAD_DAYS = 365;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string is a calendar date 'YYYY-MM-DD' (rather than an instant). */
export const isDateOnly = (value: string) => DATE.test(value);

/** The calendar date of an instant on the clocks of a time zone, 'YYYY-MM-DD'. */
export function localDateOf(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A date 'YYYY-MM-DD' moved by a number of days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const zCalendarInstant = zInstant('');
const zCalendarDate = zDate('');

/** A date 'YYYY-MM-DD' that exists, or an ISO-8601 instant with its offset. */
const zWhen = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .refine(
      (value) =>
        isDateOnly(value)
          ? zCalendarDate.safeParse(value).success
          : zCalendarInstant.safeParse(value).success,
      message,
    );

/** When an event happens, as stored: instants, all-day ones at UTC midnight of their dates. */
export interface EventSpan {
  startAt: Date;
  /** Exclusive: an all-day event ends at the midnight after its last day (RFC 5545). */
  endAt: Date;
  allDay: boolean;
}

/**
 * The span an event's fields describe, or the field at fault. A timed event needs two instants,
 * the end not before the start (an end equal to the start is a moment). An all-day event keeps
 * the dates (an instant counts by its date in `timeZone`); its end is exclusive like RFC 5545's
 * DTEND, and an end on the start's date means that one day.
 */
export function eventSpanOf(input: {
  startAt: string;
  endAt: string;
  allDay: boolean;
  timeZone: string;
}): EventSpan | { field: 'startAt' | 'endAt'; message: string } {
  if (!input.allDay) {
    if (isDateOnly(input.startAt)) return { field: 'startAt', message: messages.eventStartTime };
    if (isDateOnly(input.endAt)) return { field: 'endAt', message: messages.eventEndTime };
    const startAt = new Date(input.startAt);
    const endAt = new Date(input.endAt);
    if (endAt < startAt) return { field: 'endAt', message: messages.eventEndBeforeStart };
    return { startAt, endAt, allDay: false };
  }
  const dateOf = (value: string) =>
    isDateOnly(value) ? value : localDateOf(new Date(value), input.timeZone);
  const start = dateOf(input.startAt);
  const end = dateOf(input.endAt);
  if (end < start) return { field: 'endAt', message: messages.eventEndBeforeStart };
  const last = end > start ? end : addDays(start, 1);
  return {
    startAt: new Date(`${start}T00:00:00Z`),
    endAt: new Date(`${last}T00:00:00Z`),
    allDay: true,
  };
}

const eventFields = {
  title: zRequiredText(
    CALENDAR_EVENT_TITLE_MAX,
    messages.eventTitleRequired,
    messages.eventTitleTooLong,
  ),
  startAt: zWhen(messages.eventStartInvalid),
  endAt: zWhen(messages.eventEndInvalid),
  allDay: z.boolean({ error: messages.eventAllDayInvalid }),
  location: zOptionalText(CALENDAR_EVENT_LOCATION_MAX, messages.eventLocationTooLong),
  attendeeIds: z
    .array(zRecordId(messages.attendeeOfTeam), { error: messages.attendeeOfTeam })
    .max(CALENDAR_EVENT_ATTENDEES_MAX, messages.tooManyAttendees)
    .transform((ids) => [...new Set(ids)]),
  timeZone: zTimeZone,
};

/**
 * `POST calendarEvent`: the attendees (people of the team) hear of it; with none, the whole team
 * does. `timeZone` (the browser's) reads an all-day event's instants as dates.
 */
export const ZCreateCalendarEventSchema = z
  .object({
    teamId: zRecordId(messages.teamSelectRequired),
    title: eventFields.title,
    startAt: eventFields.startAt,
    endAt: eventFields.endAt,
    allDay: eventFields.allDay.default(false),
    location: eventFields.location.default(''),
    attendeeIds: eventFields.attendeeIds.default([]),
    timeZone: eventFields.timeZone.default('UTC'),
  })
  .superRefine((input, context) => {
    const span = eventSpanOf(input);
    if ('field' in span) context.addIssue({ code: 'custom', ...span, path: [span.field] });
  });
export type TCreateCalendarEventSchema = z.input<typeof ZCreateCalendarEventSchema>;

/**
 * `PUT calendarEvent/{id}`: any of the fields; the times are checked with the event's others
 * (the server's), so an end before the start is refused whichever of them moved.
 */
export const ZUpdateCalendarEventSchema = z
  .object(eventFields)
  .partial()
  .extend({ timeZone: eventFields.timeZone.default('UTC') })
  .refine(({ timeZone: _zone, ...fields }) => hasChanges(fields), nothingToChange());
export type TUpdateCalendarEventSchema = z.input<typeof ZUpdateCalendarEventSchema>;

/**
 * `GET calendarEvent?teamId&from&to&timeZone`: everything of the team dated within [from, to)
 * that the user may see. Dated items (deadlines, all-day events) count by their dates on the
 * clocks of `timeZone` (the browser's; UTC by default).
 */
export const ZCalendarQuery = z
  .object({
    teamId: zRecordId(messages.teamSelectRequired),
    from: zInstant(messages.rangeInvalid),
    to: zInstant(messages.rangeInvalid),
    timeZone: zTimeZone.default('UTC'),
  })
  .superRefine(checkRange(CALENDAR_RANGE_MAX_DAYS, messages.calendarRangeTooLong));
export type TCalendarQuery = z.input<typeof ZCalendarQuery>;

/**
 * `PUT calendarEvent/move`: an item dragged to a new time, moved by the module that owns it with
 * its own permission check. A deadline takes a date; a reminder an instant; an event either
 * (a date makes it all-day), its length kept unless `end` is sent.
 */
export const ZCalendarMoveSchema = z.object({
  kind: z.enum(CALENDAR_KINDS, { error: messages.calendarKindInvalid }),
  id: zRecordId(),
  start: zWhen(messages.moveStartInvalid),
  end: zWhen(messages.eventEndInvalid).nullable().optional(),
  timeZone: zTimeZone.default('UTC'),
});
export type TCalendarMoveSchema = z.input<typeof ZCalendarMoveSchema>;

/** Where a moved item went, as asked. */
export const ZCalendarMoved = z.object({
  kind: z.enum(CALENDAR_KINDS),
  id: z.string(),
  start: z.string(),
  end: z.string().nullable(),
});
export type CalendarMoved = z.infer<typeof ZCalendarMoved>;

/**
 * One dated thing on the calendar. `start` and `end` are dates 'YYYY-MM-DD' for an all-day item
 * (the end exclusive) and ISO instants otherwise; a reminder is a moment (no end). The id of
 * what it stands for (productId, reminderId, eventId, taskId) says where a click leads.
 */
export const ZCalendarItem = z.object({
  /** Unique within an answer: `kind:id`, and the occurrence for a reminder. */
  id: z.string(),
  kind: z.enum(CALENDAR_KINDS),
  title: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  allDay: z.boolean(),
  teamId: z.string(),
  productId: z.string().optional(),
  reminderId: z.string().optional(),
  eventId: z.string().optional(),
  taskId: z.string().optional(),
  location: z.string().optional(),
  /** Whether the user may drag it to another time (the owning module's rule). */
  editable: z.boolean(),
});
export type CalendarItem = z.infer<typeof ZCalendarItem>;

export const ZCalendarEventPolicies = z.object({ edit: z.boolean(), delete: z.boolean() });
export type CalendarEventPolicies = z.infer<typeof ZCalendarEventPolicies>;

const ZNamedRef = z.object({ _id: z.string(), name: z.string() });

export const ZCalendarEvent = z.object({
  _id: z.string(),
  teamId: z.string(),
  title: z.string(),
  /** Dates 'YYYY-MM-DD' (end exclusive) for an all-day event, ISO instants otherwise. */
  startAt: z.string(),
  endAt: z.string(),
  allDay: z.boolean(),
  location: z.string(),
  attendees: z.array(ZNamedRef),
  createdBy: ZNamedRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  policies: ZCalendarEventPolicies,
});
export type CalendarEvent = z.infer<typeof ZCalendarEvent>;

/** The user's secret .ics address, or null when they have none. */
export const ZCalendarFeed = z.object({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof ZCalendarFeed>;

/** The live event (realtime.ts): ids only, so open calendars refetch through the policy. */
export interface CalendarEventChange {
  teamId: string;
  eventId: string;
  change: 'created' | 'updated' | 'deleted';
}
