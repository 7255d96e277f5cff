/** The only place calendar responses are shaped: events, and the items of every kind. */
import { addDays, displayName } from '@atelier/domain';
import type { CalendarEvent, CalendarItem, Reminder, Task } from '@atelier/domain';
import type { CalendarEventRow } from '../../db/schema/index.ts';
import { calendarEventPolicies } from '../policy/calendar-event.ts';
import { membershipOfRow } from '../policy/standing.ts';
import type { Standing } from '../policy/standing.ts';
import type { ProductDeadline } from '../products/presenter.ts';
import type { CalendarEventCardRow } from './queries.ts';

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
}

const dateOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** An event's start and end as the API gives them: dates when all-day, instants otherwise. */
export function spanOf(event: Pick<CalendarEventRow, 'startAt' | 'endAt' | 'allDay'>) {
  return event.allDay
    ? { start: dateOf(event.startAt), end: dateOf(event.endAt) }
    : { start: event.startAt.toISOString(), end: event.endAt.toISOString() };
}

function standingOf(row: CalendarEventCardRow, userId: string): Standing {
  return { kind: 'user', userId, membership: membershipOfRow(row, userId) };
}

export function presentEvent(
  row: CalendarEventCardRow,
  userId: string,
  attendees: readonly Person[],
): CalendarEvent {
  const { event } = row;
  const { start, end } = spanOf(event);
  return {
    _id: event.id,
    teamId: event.teamId,
    title: event.title,
    startAt: start,
    endAt: end,
    allDay: event.allDay,
    location: event.location,
    attendees: attendees.map((person) => ({ _id: person.id, name: displayName(person) })),
    createdBy:
      event.createdBy && row.creatorFirstName !== null
        ? {
            _id: event.createdBy,
            name: displayName({
              firstName: row.creatorFirstName,
              lastName: row.creatorLastName ?? '',
            }),
          }
        : null,
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
    policies: calendarEventPolicies(standingOf(row, userId), event),
  };
}

export function eventItem(row: CalendarEventCardRow, userId: string): CalendarItem {
  const { event } = row;
  return {
    id: `event:${event.id}`,
    kind: 'event',
    title: event.title,
    ...spanOf(event),
    allDay: event.allDay,
    teamId: event.teamId,
    eventId: event.id,
    ...(event.location ? { location: event.location } : {}),
    editable: calendarEventPolicies(standingOf(row, userId), event).edit,
  };
}

/** A deadline is the whole day it falls on. */
export function deadlineItem(deadline: ProductDeadline): CalendarItem {
  return {
    id: `deadline:${deadline.productId}`,
    kind: 'deadline',
    title: deadline.name,
    start: deadline.deadline,
    end: addDays(deadline.deadline, 1),
    allDay: true,
    teamId: deadline.teamId,
    productId: deadline.productId,
    editable: deadline.canEdit,
  };
}

/**
 * A reminder is a moment per occurrence. Only a single open one moves by dragging: a repeat
 * moves as a series (its page), a done one is reopened first.
 */
export function reminderItems(reminder: Reminder): CalendarItem[] {
  const movable = reminder.policies.edit && !reminder.rrule && !reminder.isDone;
  return (reminder.occurrences ?? []).map((occurrence) => ({
    id: `reminder:${reminder._id}:${occurrence}`,
    kind: 'reminder',
    title: reminder.title,
    start: occurrence,
    end: null,
    allDay: false,
    teamId: reminder.teamId,
    reminderId: reminder._id,
    editable: movable,
  }));
}

/** A task is a moment at its due time; whoever may edit it drags it. */
export function taskItem(task: Task): CalendarItem {
  return {
    id: `task:${task._id}`,
    kind: 'task',
    title: task.title,
    start: task.dueAt!,
    end: null,
    allDay: false,
    teamId: task.teamId,
    taskId: task._id,
    editable: task.policies.edit,
  };
}
