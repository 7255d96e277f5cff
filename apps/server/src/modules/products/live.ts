/**
 * The live wall (DESIGN §4): a product change is recorded as a job in the action's transaction and
 * sent to the team's room once it has committed, so none is lost or sent for a rolled-back action.
 * The event carries ids only; each page refetches through the policy.
 */
import { z } from 'zod';
import type { ProductChange } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';

export const productChangedJob = defineJob({
  kind: 'products.changed',
  payload: z.object({
    teamId: z.uuid(),
    productId: z.uuid(),
    change: z.enum(['created', 'updated', 'deleted']),
  }),
  concurrency: 4,
});

export async function recordProductChange(executor: Executor, change: ProductChange) {
  await enqueue(executor, productChangedJob, change);
}

export async function sendProductChange(ctx: AppContext, change: ProductChange) {
  ctx.realtime.toTeam(change.teamId, 'productChanged', change);
}
