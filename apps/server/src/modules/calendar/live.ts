/**
 * Live calendars (DESIGN §4): an event change is recorded as a job in the action's transaction
 * and sent to the team's room once it has committed. The event carries ids only; an open
 * calendar refetches through the policy. Deadlines and reminders announce themselves
 * (productChanged, reminderChanged).
 */
import { z } from 'zod';
import type { CalendarEventChange } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';

export const calendarEventChangedJob = defineJob({
  kind: 'calendar.eventChanged',
  payload: z.object({
    teamId: z.uuid(),
    eventId: z.uuid(),
    change: z.enum(['created', 'updated', 'deleted']),
  }),
  concurrency: 4,
});

export async function recordEventChange(executor: Executor, change: CalendarEventChange) {
  await enqueue(executor, calendarEventChangedJob, change);
}

export async function sendEventChange(ctx: AppContext, change: CalendarEventChange) {
  ctx.realtime.toTeam(change.teamId, 'calendarEventChanged', change);
}
