/**
 * Reminders the app sets for people (an approval's deadline, issue 36): a one-off Self Reminder
 * each, as if they had set it themselves — theirs to see, snooze or close — fired by the same job
 * as every reminder.
 */
import type { Executor } from '../../db/client.ts';
import { scheduleNext } from './firing.ts';
import { reminderChanged } from './live.ts';
import { insertReminder } from './queries.ts';

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
