/**
 * Live reminder lists (DESIGN §4): a change is recorded as a job in the action's transaction and
 * sent after commit to those who may see the reminder: the team's room for a Team Reminder, its
 * creator alone for a Self Reminder. The event carries ids only; a list refetches through the
 * policy. A batch of firings is one job for all of its reminders.
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
    // 'fired': queued by a version that announced each firing on its own.
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

const ZFired = z.object({
  teamId: z.uuid(),
  reminderId: z.uuid(),
  type: z.enum(REMINDER_TYPES),
  createdBy: z.uuid(),
});

export const remindersFiredJob = defineJob({
  kind: 'reminders.fired',
  payload: z.object({ reminders: z.array(ZFired).min(1) }),
  concurrency: 4,
});

export async function recordRemindersFired(
  executor: Executor,
  reminders: z.input<typeof ZFired>[],
) {
  if (reminders.length > 0) await enqueue(executor, remindersFiredJob, { reminders });
}

export async function sendRemindersFired(
  ctx: AppContext,
  { reminders }: z.output<typeof remindersFiredJob.payload>,
) {
  for (const reminder of reminders) await sendReminderChange(ctx, { ...reminder, change: 'fired' });
}
