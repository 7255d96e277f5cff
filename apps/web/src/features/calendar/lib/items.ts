import type { CalendarItem, CalendarKind } from '@atelier/domain';
import type { EventInput } from '@fullcalendar/core';
import { calendarUrl, paths, productDetailUrl, taskUrl } from '../../../lib/paths';
import { localDateOf } from './dates';

/**
 * One colour per kind, dark enough for white text (4.5:1) and apart from each other: deadlines
 * in the error red (a date that must hold), reminders in the brand plum, events in teal, tasks
 * in indigo.
 */
export const KIND_COLORS: Record<CalendarKind, string> = {
  deadline: 'var(--mantine-color-error-8)',
  reminder: 'var(--mantine-color-plum-8)',
  event: 'var(--mantine-color-teal-9)',
  task: 'var(--mantine-color-indigo-9)',
};

/** An item as FullCalendar shows it: its kind's colour, draggable only when the server says so. */
export function toEventInput(item: CalendarItem): EventInput {
  return {
    id: item.id,
    title: item.title,
    start: item.start,
    ...(item.end ? { end: item.end } : {}),
    allDay: item.allDay,
    editable: item.editable,
    // Only events have a length to stretch; deadlines, reminders and tasks move whole.
    durationEditable: item.editable && item.kind === 'event',
    backgroundColor: KIND_COLORS[item.kind],
    borderColor: KIND_COLORS[item.kind],
    textColor: '#ffffff',
    classNames: [`atelier-kind-${item.kind}`],
    extendedProps: { item },
  };
}

/** The item an event on the calendar stands for. */
export const itemOf = (extendedProps: Record<string, unknown>) =>
  extendedProps.item as CalendarItem;

/**
 * Where an item leads when opened outside the calendar (the dashboard's Due this week): a
 * deadline to its product, a reminder to the reminders, a task to its drawer, an event to the
 * calendar on its day with the event open.
 */
export function itemUrl(item: CalendarItem): string {
  if (item.kind === 'deadline' && item.productId) return productDetailUrl(item.productId);
  if (item.kind === 'reminder') return paths.reminders;
  if (item.kind === 'task' && item.taskId) return taskUrl(item.taskId);
  const date = item.allDay ? item.start.slice(0, 10) : localDateOf(new Date(item.start));
  return calendarUrl({ date, ...(item.eventId ? { eventId: item.eventId } : {}) });
}
