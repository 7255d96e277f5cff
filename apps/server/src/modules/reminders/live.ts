/**
 * Live reminder lists (DESIGN §4): a change is recorded as a job in the action's transaction and
 * sent after commit to those who may see the reminder: the team's room for a Team Reminder, its
 * creator alone for a Self Reminder. The event carries ids only; a list refetches through the
 * policy.
 */
import { z } from 'zod';
import { REMINDER_TYPES } from '@atelier/domain';
import type { ReminderChange } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';

export const reminderChangedJob = defineJob({
  kind: 'reminders.changed',
  payload: z.object({
    teamId: z.uuid(),
    reminderId: z.uuid(),
    change: z.enum(['created', 'updated', 'deleted', 'fired']),
    type: z.enum(REMINDER_TYPES),
    createdBy: z.uuid(),
  }),
  concurrency: 4,
});

type Recorded = ReminderChange & { type: (typeof REMINDER_TYPES)[number]; createdBy: string };

export async function recordReminderChange(executor: Executor, change: Recorded) {
  await enqueue(executor, reminderChangedJob, change);
}

export async function sendReminderChange(ctx: AppContext, recorded: Recorded) {
  const { type, createdBy, ...change } = recorded;
  if (type === 'Team Reminder') ctx.realtime.toTeam(change.teamId, 'reminderChanged', change);
  else ctx.realtime.toUser(createdBy, 'reminderChanged', change);
}
