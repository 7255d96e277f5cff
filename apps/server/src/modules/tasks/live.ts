/**
 * Live task lists (DESIGN §4): a change is recorded as a job in the action's transaction and sent
 * after commit to those who may see the task: the team's room, or for a product-linked task only
 * the people who may view the team's products (as for comments). The event carries ids only; a
 * list refetches through the policy.
 */
import { z } from 'zod';
import type { TaskChange } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import { usersAllowed } from '../policy/audience.ts';

export const taskChangedJob = defineJob({
  kind: 'tasks.changed',
  payload: z.object({
    teamId: z.uuid(),
    taskId: z.uuid(),
    change: z.enum(['created', 'updated', 'deleted', 'commented']),
    productId: z.uuid().nullable(),
  }),
  concurrency: 4,
});

type Recorded = TaskChange & { productId: string | null };

export async function recordTaskChange(executor: Executor, change: Recorded) {
  await enqueue(executor, taskChangedJob, change);
}

export async function sendTaskChange(ctx: AppContext, recorded: Recorded) {
  const { productId, ...change } = recorded;
  if (productId === null) {
    ctx.realtime.toTeam(change.teamId, 'taskChanged', change);
    return;
  }
  const viewers = await usersAllowed(ctx.db, 'view', { id: productId, teamId: change.teamId });
  ctx.realtime.toUsers(viewers, 'taskChanged', change);
}
