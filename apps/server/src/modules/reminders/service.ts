/**
 * Reminders (issue 13), through the policy: any active member adds one; a Self Reminder is its
 * creator's alone, a Team Reminder is seen by the team and edited, snoozed, marked done or
 * deleted by its creator or the team owner. Every change that moves when it is next due
 * schedules that time's firing job in the same transaction (firing.ts); the job it replaces
 * finds the reminder moved on and does nothing.
 */
import { messages, REMINDER_MAX_OCCURRENCES, REMINDER_PAST_GRACE_SECONDS } from '@atelier/domain';
import type {
  ReminderRepeat,
  ZCreateReminderSchema,
  ZReminderListQuery,
  ZUpdateReminderSchema,
} from '@atelier/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { pageTotal } from '../../db/pagination.ts';
import type { ReminderRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorizeLinkedProduct } from '../policy/linked-product.ts';
import { authorize, authorizeStanding } from '../policy/policy.ts';
import { membershipOfRow } from '../policy/standing.ts';
import { scheduleNext } from './firing.ts';
import { reminderChanged } from './live.ts';
import { presentReminder } from './presenter.ts';
import {
  countReminders,
  deleteReminder as removeReminder,
  insertReminder,
  listReminders,
  lockReminder,
  reminderCard,
  remindersInRange,
  updateReminder as saveReminder,
} from './queries.ts';
import type { ReminderValues } from './queries.ts';
import { buildRule, readRule } from './recurrence.ts';

type CreateInput = z.output<typeof ZCreateReminderSchema>;
type UpdateInput = z.output<typeof ZUpdateReminderSchema>;
type ListQuery = z.output<typeof ZReminderListQuery>;

/** When a reminder is due, and how it repeats: the columns that decide its firing. */
interface Timing {
  dueAt: Date;
  repeat: ReminderRepeat | null;
  repeatUntil: Date | null;
  repeatCount: number | null;
  timeZone: string;
}

/**
 * The rule and next time of a timing, or a 400 on the field at fault: a repeat that never occurs,
 * a series with no time left, a single reminder due in the past (a minute's grace for clocks).
 */
function planTiming(timing: Timing, now: Date): { rrule: string | null; nextAt: Date } {
  if (!timing.repeat) {
    if (timing.repeatUntil || timing.repeatCount) {
      throw fieldError('repeat', messages.repeatEndWithoutRepeat);
    }
    if (timing.dueAt.getTime() < now.getTime() - REMINDER_PAST_GRACE_SECONDS * 1000) {
      throw fieldError('dueAt', messages.dueAtPast);
    }
    return { rrule: null, nextAt: timing.dueAt };
  }
  if (timing.repeatCount && timing.repeatCount > REMINDER_MAX_OCCURRENCES) {
    throw fieldError('repeatCount', messages.repeatTooMany);
  }
  const rrule = buildRule({ ...timing, repeat: timing.repeat });
  const rule = readRule(rrule);
  if (!rule.first()) throw fieldError('repeatUntil', messages.repeatNeverOccurs);
  const grace = new Date(now.getTime() - REMINDER_PAST_GRACE_SECONDS * 1000);
  const nextAt = rule.after(grace, true);
  if (!nextAt) throw fieldError('dueAt', messages.dueAtPast);
  return { rrule, nextAt };
}

async function card(executor: Executor, userId: string, id: string) {
  const row = await reminderCard(executor, userId, id);
  if (!row) throw notFound();
  return presentReminder(row, userId);
}

const changeOf = (reminder: ReminderRow, change: 'created' | 'updated' | 'deleted') => ({
  teamId: reminder.teamId,
  reminderId: reminder.id,
  change,
  type: reminder.type,
  createdBy: reminder.createdBy,
});

/**
 * The team's reminders the user sees, a page at a time. With a range, those due within it, each
 * with its occurrences there (a calendar's view; the range is at most 366 days).
 */
export async function listByTeam(ctx: AppContext, user: UserRow, teamId: string, query: ListQuery) {
  // Outsiders read 404 and blocked members 403 before anything of the team is read.
  await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId });
  const pagination = { page: query.page, limit: query.limit };
  if (query.from && query.to) {
    const due = await dueInRange(ctx, user, teamId, new Date(query.from), new Date(query.to));
    const start = (query.page - 1) * query.limit;
    return {
      data: due.slice(start, start + query.limit),
      pagination: { ...pagination, total: due.length },
    };
  }
  const rows = await listReminders(ctx.db, user.id, teamId, pagination);
  const total = await pageTotal(pagination, rows.length, () =>
    countReminders(ctx.db, user.id, teamId),
  );
  return {
    data: rows.map((row) => presentReminder(row, user.id)),
    pagination: { ...pagination, total },
  };
}

/**
 * The team's reminders the user sees that are due within [from, to), each with its occurrences
 * there (a calendar's view; the list above and the calendar module ask this).
 */
export async function dueInRange(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  from: Date,
  to: Date,
) {
  const rows = await remindersInRange(ctx.db, user.id, teamId, from, to);
  return rows.flatMap((row) => {
    const occurrences = occurrencesIn(row.reminder, from, to);
    return occurrences.length > 0 ? [presentReminder(row, user.id, occurrences)] : [];
  });
}

/** The times a reminder is due within [from, to): its occurrences, or its one time. */
function occurrencesIn(reminder: ReminderRow, from: Date, to: Date): Date[] {
  if (!reminder.rrule) {
    const at = reminder.nextAt ?? reminder.dueAt;
    return at >= from && at < to ? [at] : [];
  }
  const end = reminder.doneAt && reminder.doneAt < to ? reminder.doneAt : to;
  const times =
    end > from ? readRule(reminder.rrule).between(from, end, REMINDER_MAX_OCCURRENCES) : [];
  // A snoozed occurrence shows where it was moved to.
  if (reminder.isSnoozed && reminder.nextAt && reminder.nextAt >= from && reminder.nextAt < to) {
    times.push(reminder.nextAt);
    times.sort((a, b) => a.getTime() - b.getTime());
  }
  return times;
}

export async function getReminder(ctx: AppContext, user: UserRow, id: string) {
  const row = await reminderCard(ctx.db, user.id, id);
  if (!row) throw notFound();
  const standing = {
    kind: 'user' as const,
    userId: user.id,
    membership: membershipOfRow(row, user.id),
  };
  authorizeStanding(standing, 'view', { kind: 'reminder', ...row.reminder });
  return presentReminder(row, user.id);
}

export async function createReminder(ctx: AppContext, user: UserRow, input: CreateInput) {
  return transaction(ctx, async (tx) => {
    await authorize(tx, user, 'create', {
      kind: 'reminder',
      teamId: input.teamId,
      type: input.type,
      createdBy: user.id,
    });
    await authorizeLinkedProduct(tx, user, input.teamId, input.productId);
    const timing: Timing = {
      dueAt: new Date(input.dueAt),
      repeat: input.repeat ?? null,
      repeatUntil: input.repeatUntil ? new Date(input.repeatUntil) : null,
      repeatCount: input.repeatCount ?? null,
      timeZone: input.timeZone,
    };
    const { rrule, nextAt } = planTiming(timing, new Date());
    const reminder = await insertReminder(tx, {
      teamId: input.teamId,
      createdBy: user.id,
      type: input.type,
      title: input.title,
      note: input.note,
      productId: input.productId ?? null,
      ...timing,
      rrule,
      nextAt,
      leadMinutes: input.leadMinutes,
    });
    await scheduleNext(tx, reminder);
    await reminderChanged.record(tx, changeOf(reminder, 'created'));
    return card(tx, user.id, reminder.id);
  });
}

/** What a PUT did, for its answer's text. */
export type ReminderUpdateKind = 'edited' | 'snoozed' | 'done' | 'reopened';

export async function updateReminder(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: UpdateInput,
): Promise<{ reminder: ReturnType<typeof presentReminder>; kind: ReminderUpdateKind }> {
  return transaction(ctx, async (tx) => {
    const current = await lockReminder(tx, id);
    if (!current) throw notFound();
    await authorize(tx, user, 'edit', { kind: 'reminder', ...current });
    if (input.type && input.type !== current.type) {
      await authorize(tx, user, 'changeType', { kind: 'reminder', ...current });
    }
    const now = new Date();
    const { kind, values } = await changesFor(tx, user, current, input, now);
    const updated = await saveReminder(tx, id, values);
    await scheduleNext(tx, updated);
    await reminderChanged.record(tx, changeOf(updated, 'updated'));
    return { reminder: await card(tx, user.id, id), kind };
  });
}

async function changesFor(
  executor: Executor,
  user: UserRow,
  current: ReminderRow,
  input: UpdateInput,
  now: Date,
): Promise<{ kind: ReminderUpdateKind; values: Partial<ReminderValues> }> {
  if (input.done === true) return { kind: 'done', values: { doneAt: now, isSnoozed: false } };
  if (input.done === false) {
    // Reopened: a single reminder is due at its time again (overdue if past, without firing
    // again); a repeat goes on from its next occurrence, if its series has one left.
    const nextAt = current.rrule ? readRule(current.rrule).after(now) : current.nextAt;
    if (current.rrule && !nextAt) throw fieldError('done', messages.dueAtPast);
    return { kind: 'reopened', values: { doneAt: null, isSnoozed: false, nextAt } };
  }
  if (current.doneAt)
    throw fieldError(input.snoozeMinutes ? 'snoozeMinutes' : 'done', messages.reminderIsDone);
  if (input.snoozeMinutes !== undefined) {
    const nextAt = new Date(now.getTime() + input.snoozeMinutes * 60_000);
    return { kind: 'snoozed', values: { nextAt, isSnoozed: true } };
  }
  await authorizeLinkedProduct(executor, user, current.teamId, input.productId);
  const values: Partial<ReminderValues> = {
    title: input.title,
    note: input.note,
    type: input.type,
    productId: input.productId,
    leadMinutes: input.leadMinutes,
  };
  const timing: Timing = {
    dueAt: input.dueAt ? new Date(input.dueAt) : current.dueAt,
    repeat: input.repeat !== undefined ? input.repeat : current.repeat,
    repeatUntil:
      input.repeatUntil !== undefined
        ? input.repeatUntil
          ? new Date(input.repeatUntil)
          : null
        : current.repeatUntil,
    repeatCount: input.repeatCount !== undefined ? input.repeatCount : current.repeatCount,
    timeZone: input.timeZone ?? current.timeZone,
  };
  const timingChanged =
    timing.dueAt.getTime() !== current.dueAt.getTime() ||
    timing.repeat !== current.repeat ||
    timing.repeatUntil?.getTime() !== current.repeatUntil?.getTime() ||
    timing.repeatCount !== current.repeatCount ||
    timing.timeZone !== current.timeZone;
  // A title or note edit leaves an overdue reminder overdue; a new time is checked afresh.
  if (timingChanged) {
    const { rrule, nextAt } = planTiming(timing, now);
    Object.assign(values, timing, { rrule, nextAt, isSnoozed: false });
  }
  return { kind: 'edited', values };
}

export async function deleteReminder(ctx: AppContext, user: UserRow, id: string) {
  await transaction(ctx, async (tx) => {
    const current = await lockReminder(tx, id);
    if (!current) throw notFound();
    await authorize(tx, user, 'delete', { kind: 'reminder', ...current });
    // Its waiting job finds nothing and stops.
    await removeReminder(tx, id);
    await reminderChanged.record(tx, changeOf(current, 'deleted'));
  });
  return { _id: id };
}

/**
 * Reminders the app sets for people (an approval's deadline, issue 36): a one-off Self Reminder
 * each, as if they had set it themselves — theirs to see, snooze or close — fired by the same job
 * as every reminder. Joins the caller's transaction.
 */
export async function remindPeople(
  executor: Executor,
  input: {
    teamId: string;
    productId: string;
    userIds: readonly string[];
    title: string;
    note: string;
    dueAt: Date;
  },
) {
  for (const userId of new Set(input.userIds)) {
    const reminder = await insertReminder(executor, {
      teamId: input.teamId,
      createdBy: userId,
      type: 'Self Reminder',
      title: input.title,
      note: input.note,
      productId: input.productId,
      dueAt: input.dueAt,
      repeat: null,
      repeatUntil: null,
      repeatCount: null,
      timeZone: 'UTC',
      rrule: null,
      nextAt: input.dueAt,
      leadMinutes: 0,
    });
    await scheduleNext(executor, reminder);
    await reminderChanged.record(executor, {
      teamId: reminder.teamId,
      reminderId: reminder.id,
      change: 'created',
      type: reminder.type,
      createdBy: reminder.createdBy,
    });
  }
}
