/**
 * Live comments (DESIGN §4): a change reaches, after commit, those of the team who may read its
 * comments, so a member without canViewComments hears nothing. The event carries ids only; a page
 * refetches the thread through the policy.
 */
import { z } from 'zod';
import { liveEvent } from '../../platform/realtime/outbox.ts';
import { usersAllowed } from '../policy/audience.ts';

export const commentChanged = liveEvent({
  event: 'commentChanged',
  kind: 'comments.changed',
  payload: z.object({
    teamId: z.uuid(),
    productId: z.uuid(),
    commentId: z.uuid(),
    fileId: z.uuid().nullable(),
    change: z.enum(['created', 'updated', 'deleted']),
  }),
  to: async (change, ctx) => ({
    users: await usersAllowed(ctx.db, 'viewComments', {
      id: change.productId,
      teamId: change.teamId,
    }),
  }),
});
