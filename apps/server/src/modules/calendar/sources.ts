/**
 * Where the calendar's items come from: one source per kind, each asking the module that owns
 * the kind, through that module's service and so its policy. A source lists the team's items of
 * its kind dated within a range that the user may see, and moves one of them with the owning
 * module's own edit (and permission check).
 */
import { isDateOnly, messages } from '@atelier/domain';
import type { CalendarItem, CalendarKind } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError } from '../../platform/http/errors.ts';
import { deadlinesInRange, updateProduct } from '../products/service.ts';
import { dueInRange, getReminder, updateReminder } from '../reminders/service.ts';
import { tasksDueInRange, updateTask } from '../tasks/service.ts';
import { eventItemsInRange, moveEvent } from './events.ts';
import { deadlineItem, reminderItems, taskItem } from './presenter.ts';
import type { CalendarRange } from './range.ts';

/** Where an item was dragged: a date for a day, an instant for a time (`end` exclusive). */
export interface MoveTarget {
  start: string;
  end?: string | null | undefined;
  timeZone: string;
}

export interface CalendarSource {
  kind: CalendarKind;
  list(
    ctx: AppContext,
    user: UserRow,
    teamId: string,
    range: CalendarRange,
  ): Promise<CalendarItem[]>;
  move(ctx: AppContext, user: UserRow, id: string, to: MoveTarget): Promise<void>;
}

/** Products' deadlines, for those who may view the team's products; moved by editing the product. */
const deadlines: CalendarSource = {
  kind: 'deadline',
  async list(ctx, user, teamId, range) {
    const found = await deadlinesInRange(ctx, user, teamId, range.firstDate, range.lastDate);
    return found.map(deadlineItem);
  },
  async move(ctx, user, id, to) {
    if (!isDateOnly(to.start)) throw fieldError('start', messages.deadlineInvalid);
    await updateProduct(ctx, user, id, { deadline: to.start });
  },
};

/** Reminders' occurrences the user sees; a single open reminder moves to a new due time. */
const reminders: CalendarSource = {
  kind: 'reminder',
  async list(ctx, user, teamId, range) {
    const due = await dueInRange(ctx, user, teamId, range.from, range.to);
    return due.flatMap(reminderItems);
  },
  async move(ctx, user, id, to) {
    if (isDateOnly(to.start)) throw fieldError('start', messages.dueAtInvalid);
    // Authorizes the read first: someone else's Self Reminder stays a 404.
    const reminder = await getReminder(ctx, user, id);
    if (reminder.rrule) throw fieldError('start', messages.repeatingReminderMove);
    await updateReminder(ctx, user, id, {
      dueAt: new Date(to.start).toISOString(),
      timeZone: to.timeZone,
    });
  },
};

/** The team's calendar events. */
const events: CalendarSource = {
  kind: 'event',
  list: eventItemsInRange,
  async move(ctx, user, id, to) {
    await moveEvent(ctx, user, id, to);
  },
};

/** Tasks with a due time the user sees; whoever may edit one moves its due time. */
const tasks: CalendarSource = {
  kind: 'task',
  async list(ctx, user, teamId, range) {
    const due = await tasksDueInRange(ctx, user, teamId, range.from, range.to);
    return due.map(taskItem);
  },
  async move(ctx, user, id, to) {
    if (isDateOnly(to.start)) throw fieldError('start', messages.dueAtInvalid);
    await updateTask(ctx, user, id, { dueAt: new Date(to.start).toISOString() });
  },
};

export const CALENDAR_SOURCES: readonly CalendarSource[] = [deadlines, reminders, events, tasks];

export function sourceOf(kind: CalendarKind): CalendarSource {
  const source = CALENDAR_SOURCES.find((candidate) => candidate.kind === kind);
  if (!source) throw fieldError('kind', messages.calendarKindInvalid);
  return source;
}
