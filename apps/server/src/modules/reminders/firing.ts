/**
 * Firing (issue 13): each time a reminder is next due has one `reminders.fire` job, keyed
 * `reminder:<id>:<occurrence>` and due its lead time before. The runner hands the due jobs over
 * in batches, and one transaction fires a batch. It locks and re-reads the reminders: one
 * deleted, done, edited or snoozed since (next due at another time) is left alone, since that
 * change scheduled its own job. It records the occurrences in `reminder_firings` (primary key
 * (reminder_id, occurrence): a job run again, on another instance or after a lapsed lock, finds
 * its row and notifies nobody), writes every notification of the batch in one insert with one
 * delivery job, moves the reminders on and schedules their next occurrences. A job that starts
 * more than a minute after its time (every instance was down) still fires, marked late.
 */
import { z } from 'zod';
import { messages } from '@atelier/domain';
import type { ReminderLead } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { ReminderRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import type { BatchItem } from '../../platform/jobs/define-job.ts';
import { scheduleMany } from '../../platform/jobs/enqueue.ts';
import { transaction } from '../../platform/transaction.ts';
import { notice, notifyMany } from '../notifications/service.ts';
import { reminderAudiences } from '../policy/policy.ts';
import { remindersFired } from './live.ts';
import { advanceReminders, lockReminders, recordFirings } from './queries.ts';
import type { Advance } from './queries.ts';
import { readRule } from './recurrence.ts';

export const reminderFireJob = defineJob({
  kind: 'reminders.fire',
  payload: z.object({ reminderId: z.uuid(), occurrence: z.iso.datetime() }),
  // Two batches at once per instance: one fires while the next is claimed and read.
  concurrency: 2,
  batchSize: 500,
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

/** Schedules the jobs of the reminders' next times (none for one done or ended). */
export async function scheduleNext(executor: Executor, ...reminders: Scheduled[]) {
  await scheduleMany(
    executor,
    reminderFireJob,
    reminders.flatMap((reminder) => {
      const runAt = alarmAt(reminder);
      if (!runAt || !reminder.nextAt) return [];
      const payload = { reminderId: reminder.id, occurrence: reminder.nextAt.toISOString() };
      return [{ payload, runAt, dedupeKey: reminderJobKey(reminder.id, reminder.nextAt) }];
    }),
  );
}

const DUE_TEXT: Record<ReminderLead, string> = {
  0: messages.reminderDueNow,
  10: messages.reminderDueIn10,
  60: messages.reminderDueIn60,
  1440: messages.reminderDueIn1440,
};

/** An occurrence a batch fires. */
interface Firing {
  reminder: ReminderRow;
  occurrence: Date;
  /** When its job was claimed (the database's clock). */
  now: Date;
  isLate: boolean;
}

/** A lead as the reminder notice's values say it (issue 47 §4): a unit and a count. */
const DUE_VALUES: Record<ReminderLead, { due: string; count: string }> = {
  0: { due: 'now', count: '0' },
  10: { due: 'minutes', count: '10' },
  60: { due: 'hours', count: '1' },
  1440: { due: 'days', count: '1' },
};

/** The English text (`message`, as before) and the notice each reader's language writes. */
function noticeFor({ reminder, occurrence, now, isLate }: Firing) {
  const lead = (reminder.isSnoozed ? 0 : reminder.leadMinutes) as ReminderLead;
  const isOverdue = isLate && occurrence < now;
  const due = isOverdue ? messages.reminderOverdue : (DUE_TEXT[lead] ?? '');
  const late = isLate ? ` ${messages.reminderLate}` : '';
  const values = isOverdue ? { due: 'overdue', count: '0' } : (DUE_VALUES[lead] ?? DUE_VALUES[0]);
  return {
    message: `${messages.reminderNotice} ${reminder.title} ${due}${late}.`,
    notice: notice('reminderDue', {
      title: reminder.title,
      ...values,
      late: isLate ? 'yes' : 'no',
    }),
  };
}

/**
 * Where a fired reminder goes next. A single one stays due (overdue once past) until marked
 * done; a repeat moves to the rule's next time after the occurrence (or after the time a snooze
 * moved it to), and is done once its series has ended.
 */
function moveOn({ reminder, occurrence, now }: Firing): Advance {
  if (!reminder.rrule)
    return { id: reminder.id, nextAt: reminder.nextAt, doneAt: null, firedAt: now };
  const next = readRule(reminder.rrule).after(occurrence);
  return { id: reminder.id, nextAt: next, doneAt: next ? null : now, firedAt: now };
}

/** The occurrences of the due jobs that are still the reminders' next times, one per reminder. */
function stillDue(locked: ReminderRow[], due: BatchItem<typeof reminderFireJob.payload>[]) {
  const byId = new Map(locked.map((reminder) => [reminder.id, reminder]));
  const firing = new Map<string, Firing>();
  for (const { payload, job } of due) {
    const reminder = byId.get(payload.reminderId);
    const occurrence = new Date(payload.occurrence);
    if (!reminder || reminder.doneAt || reminder.nextAt?.getTime() !== occurrence.getTime()) {
      continue;
    }
    const now = job.claimedAt;
    const isLate = now.getTime() - alarmAt(reminder)!.getTime() > LATE_AFTER_MS;
    firing.set(reminder.id, { reminder, occurrence, now, isLate });
  }
  return [...firing.values()];
}

export async function fireReminders(
  ctx: AppContext,
  due: BatchItem<typeof reminderFireJob.payload>[],
) {
  await transaction(ctx, async (tx) => {
    const ids = [...new Set(due.map(({ payload }) => payload.reminderId))];
    const firing = stillDue(await lockReminders(tx, ids), due);
    const audiences = await reminderAudiences(
      tx,
      firing.map(({ reminder }) => reminder),
    );
    const isFirst = await recordFirings(
      tx,
      firing.map(({ reminder, occurrence, now, isLate }) => ({
        reminderId: reminder.id,
        occurrence,
        firedAt: now,
        isLate,
        recipients: audiences.get(reminder.id)!.length,
      })),
    );
    const fired = firing.filter(({ reminder }) => isFirst.has(reminder.id));
    await notifyMany(
      tx,
      fired.map((firing) => {
        const { reminder, occurrence, isLate } = firing;
        const text = noticeFor(firing);
        return {
          userIds: audiences.get(reminder.id)!,
          key: 'Reminder' as const,
          message: text.message,
          teamId: reminder.teamId,
          productId: reminder.productId,
          payload: {
            reminderId: reminder.id,
            title: reminder.title,
            type: reminder.type,
            occurrence: occurrence.toISOString(),
            late: isLate,
            notice: text.notice,
          },
        };
      }),
    );
    const advances = fired.map(moveOn);
    await advanceReminders(tx, advances);
    await scheduleNext(
      tx,
      ...fired.flatMap(({ reminder }, i) =>
        reminder.rrule ? [{ ...reminder, ...advances[i]!, isSnoozed: false }] : [],
      ),
    );
    if (fired.length > 0) {
      await remindersFired.record(tx, {
        reminders: fired.map(({ reminder }) => ({
          teamId: reminder.teamId,
          reminderId: reminder.id,
          type: reminder.type,
          createdBy: reminder.createdBy,
        })),
      });
    }
  });
}
