/**
 * Live banners (DESIGN §4): a change is recorded as a job in the action's transaction and sent to
 * the team's room once it has committed. The event carries ids only; an open dashboard or wall
 * refetches through the policy. A dismissal concerns one person and is not announced.
 */
import { z } from 'zod';
import type { AnnouncementChange } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';

export const announcementChangedJob = defineJob({
  kind: 'announcements.changed',
  payload: z.object({
    teamId: z.uuid(),
    announcementId: z.uuid(),
    change: z.enum(['created', 'updated', 'deleted']),
  }),
  concurrency: 4,
});

export async function recordAnnouncementChange(executor: Executor, change: AnnouncementChange) {
  await enqueue(executor, announcementChangedJob, change);
}

export async function sendAnnouncementChange(ctx: AppContext, change: AnnouncementChange) {
  ctx.realtime.toTeam(change.teamId, 'announcementChanged', change);
}
