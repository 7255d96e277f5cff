import { ZCreateCalendarEventSchema, type CalendarEvent } from '@atelier/domain';
import { z } from 'zod';
import { browserTimeZone, fromPickerValue, localDateOf, shiftDate, toPickerValue } from './dates';

/**
 * What the event form holds. A timed event's start and end are the picker's local
 * 'YYYY-MM-DD HH:mm:ss'; an all-day one's are dates, and its end is the last day itself, as
 * people say it ("the 4th to the 6th"), while the API's end is the day after (RFC 5545).
 */
export interface EventFormValues {
  teamId: string;
  title: string;
  allDay: boolean;
  startAt: string | null;
  endAt: string | null;
  location: string;
  attendeeIds: string[];
  timeZone: string;
}

export const EVENT_FORM_FIELDS = [
  'title',
  'allDay',
  'startAt',
  'endAt',
  'location',
  'attendeeIds',
] as const;

/** The form's values as the API takes them. */
export function toEventInput(values: EventFormValues) {
  const startAt = values.allDay ? values.startAt?.slice(0, 10) : fromPickerValue(values.startAt);
  const endAt = values.allDay
    ? values.endAt
      ? shiftDate(values.endAt.slice(0, 10), 1)
      : undefined
    : fromPickerValue(values.endAt);
  return { ...values, startAt, endAt };
}

/** The domain's schema, read from the form's values: the same rules as the server's. */
export const ZEventForm = z.preprocess(
  (values) => toEventInput(values as EventFormValues),
  ZCreateCalendarEventSchema,
) as unknown as z.ZodType<z.output<typeof ZCreateCalendarEventSchema>, EventFormValues>;

/** A slot the user selected on the calendar: its start and (exclusive) end. */
export interface SelectedSlot {
  start: Date;
  end: Date;
  allDay: boolean;
}

/** The form for a new event in the selected slot, or the next full hour when none. */
export function newEventValues(teamId: string, slot: SelectedSlot | null, now = new Date()) {
  const base = { teamId, title: '', location: '', attendeeIds: [], timeZone: browserTimeZone() };
  if (slot?.allDay) {
    return {
      ...base,
      allDay: true,
      startAt: localDateOf(slot.start),
      endAt: shiftDate(localDateOf(slot.end), -1),
    };
  }
  const start = slot?.start ?? new Date(new Date(now).setMinutes(60, 0, 0));
  const end = slot?.end ?? new Date(start.getTime() + 3_600_000);
  return { ...base, allDay: false, startAt: toPickerValue(start), endAt: toPickerValue(end) };
}

/** The form for editing an event. */
export function eventValues(event: CalendarEvent): EventFormValues {
  const base = {
    teamId: event.teamId,
    title: event.title,
    location: event.location,
    attendeeIds: event.attendees.map((person) => person._id),
    timeZone: browserTimeZone(),
  };
  return event.allDay
    ? { ...base, allDay: true, startAt: event.startAt, endAt: shiftDate(event.endAt, -1) }
    : {
        ...base,
        allDay: false,
        startAt: toPickerValue(new Date(event.startAt)),
        endAt: toPickerValue(new Date(event.endAt)),
      };
}

/** Switching all-day on keeps the days; switching it off gives them a working hour. */
export function switchAllDay(values: Pick<EventFormValues, 'startAt' | 'endAt'>, allDay: boolean) {
  const startDate = values.startAt?.slice(0, 10) ?? null;
  const endDate = values.endAt?.slice(0, 10) ?? startDate;
  if (allDay) return { startAt: startDate, endAt: endDate };
  return {
    startAt: startDate ? `${startDate} 09:00:00` : null,
    endAt: endDate ? `${endDate} 10:00:00` : null,
  };
}
