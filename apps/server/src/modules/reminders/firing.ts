/**
 * Firing (issue 13): each time a reminder is next due has one `reminders.fire` job, keyed
 * `reminder:<id>:<occurrence>` and due its lead time before. The job re-reads the reminder under
 * a lock: deleted, done, edited or snoozed since (it is next due at another time), it does
 * nothing, since that change scheduled its own job. Otherwise, in one transaction, it records the
 * occurrence in `reminder_firings` (primary key (reminder_id, occurrence): a second run of the
 * same job, on another instance or after a lapsed lock, finds it and stops), notifies the
 * audience, moves the reminder to its next occurrence and schedules that one. A job that starts
 * more than a minute after its time (every instance was down) still fires, marked late.
 */
import { z } from 'zod';
import { messages } from '@atelier/domain';
import type { ReminderLead } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { ReminderRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import type { JobInfo } from '../../platform/jobs/define-job.ts';
import { schedule } from '../../platform/jobs/enqueue.ts';
import { transaction } from '../../platform/transaction.ts';
import { notify } from '../notifications/service.ts';
import { reminderAudience } from '../policy/policy.ts';
import { recordReminderChange } from './live.ts';
import { lockReminder, recordFiring, updateReminder } from './queries.ts';
import { readRule } from './recurrence.ts';

export const reminderFireJob = defineJob({
  kind: 'reminders.fire',
  payload: z.object({ reminderId: z.uuid(), occurrence: z.iso.datetime() }),
  concurrency: 8,
});

/** Started later than this after its time, a firing says it is late. */
export const LATE_AFTER_MS = 60_000;

type Scheduled = Pick<ReminderRow, 'id' | 'nextAt' | 'leadMinutes' | 'isSnoozed' | 'doneAt'>;

export const reminderJobKey = (id: string, occurrence: Date) =>
  `reminder:${id}:${occurrence.toISOString()}`;

/** When the reminder's next time is announced: its lead before, or exactly when snoozed to. */
export function alarmAt(reminder: Scheduled): Date | null {
  if (!reminder.nextAt || reminder.doneAt) return null;
  const lead = reminder.isSnoozed ? 0 : reminder.leadMinutes;
  return new Date(reminder.nextAt.getTime() - lead * 60_000);
}

/** Schedules the job of the reminder's next time (nothing once done or ended). */
export async function scheduleNext(executor: Executor, reminder: Scheduled) {
  const runAt = alarmAt(reminder);
  if (!runAt || !reminder.nextAt) return;
  await schedule(
    executor,
    reminderFireJob,
    { reminderId: reminder.id, occurrence: reminder.nextAt.toISOString() },
    { runAt, dedupeKey: reminderJobKey(reminder.id, reminder.nextAt) },
  );
}

const DUE_TEXT: Record<ReminderLead, string> = {
  0: messages.reminderDueNow,
  10: messages.reminderDueIn10,
  60: messages.reminderDueIn60,
  1440: messages.reminderDueIn1440,
};

function noticeFor(reminder: ReminderRow, occurrence: Date, now: Date, isLate: boolean) {
  const lead = (reminder.isSnoozed ? 0 : reminder.leadMinutes) as ReminderLead;
  const due = isLate && occurrence < now ? messages.reminderOverdue : (DUE_TEXT[lead] ?? '');
  const late = isLate ? ` ${messages.reminderLate}` : '';
  return `${messages.reminderNotice} ${reminder.title} ${due}${late}.`;
}

/** The rule's next time after an occurrence (or after the time a snooze moved it to). */
function nextOccurrence(reminder: ReminderRow, occurrence: Date): Date | null {
  return reminder.rrule ? readRule(reminder.rrule).after(occurrence) : null;
}

export async function fireReminder(
  ctx: AppContext,
  payload: { reminderId: string; occurrence: string },
  job: Pick<JobInfo, 'claimedAt'>,
) {
  await transaction(ctx, async (tx) => {
    const reminder = await lockReminder(tx, payload.reminderId);
    const occurrence = new Date(payload.occurrence);
    if (!reminder || reminder.doneAt || reminder.nextAt?.getTime() !== occurrence.getTime()) return;
    const now = job.claimedAt;
    const isLate = now.getTime() - alarmAt(reminder)!.getTime() > LATE_AFTER_MS;
    const audience = await reminderAudience(tx, reminder);
    const isFirst = await recordFiring(tx, {
      reminderId: reminder.id,
      occurrence,
      firedAt: now,
      isLate,
      recipients: audience.length,
    });
    if (!isFirst) return;
    await notify(tx, {
      userIds: audience,
      key: 'Reminder',
      message: noticeFor(reminder, occurrence, now, isLate),
      teamId: reminder.teamId,
      productId: reminder.productId,
      payload: {
        reminderId: reminder.id,
        title: reminder.title,
        type: reminder.type,
        occurrence: occurrence.toISOString(),
        late: isLate,
      },
    });
    // A single reminder stays due (overdue once past) until marked done; a repeat moves on, and
    // is done once its series has ended.
    if (reminder.rrule) {
      const next = nextOccurrence(reminder, occurrence);
      const updated = await updateReminder(tx, reminder.id, {
        lastFiredAt: now,
        isSnoozed: false,
        nextAt: next,
        doneAt: next ? null : now,
      });
      await scheduleNext(tx, updated);
    } else {
      await updateReminder(tx, reminder.id, { lastFiredAt: now, isSnoozed: false });
    }
    await recordReminderChange(tx, {
      teamId: reminder.teamId,
      reminderId: reminder.id,
      change: 'fired',
      type: reminder.type,
      createdBy: reminder.createdBy,
    });
  });
}
