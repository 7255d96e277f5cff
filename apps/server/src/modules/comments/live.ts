/**
 * Live comments (DESIGN §4): a change is recorded as a job in the action's transaction and sent
 * after commit to those of the team who may read its comments, so a member without
 * canViewComments hears nothing. The event carries ids only; a page refetches the thread through
 * the policy.
 */
import { z } from 'zod';
import type { CommentChange } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import { usersAllowed } from '../policy/audience.ts';

export const commentChangedJob = defineJob({
  kind: 'comments.changed',
  payload: z.object({
    teamId: z.uuid(),
    productId: z.uuid(),
    commentId: z.uuid(),
    fileId: z.uuid().nullable(),
    change: z.enum(['created', 'updated', 'deleted']),
  }),
  concurrency: 4,
});

export async function recordCommentChange(executor: Executor, change: CommentChange) {
  await enqueue(executor, commentChangedJob, change);
}

export async function sendCommentChange(ctx: AppContext, change: CommentChange) {
  const readers = await usersAllowed(ctx.db, 'viewComments', {
    id: change.productId,
    teamId: change.teamId,
  });
  ctx.realtime.toUsers(readers, 'commentChanged', change);
}
