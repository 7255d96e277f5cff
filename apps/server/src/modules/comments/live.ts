/**
 * Live comments (DESIGN §4): a change reaches, after commit, those of the team who may read its
 * comments, so a member without canViewComments hears nothing, and, for a shared thread, the
 * people of the product's suppliers. The event carries ids only; a page
 * refetches the thread through the policy.
 */
import { z } from 'zod';
import { liveEvent } from '../../platform/realtime/outbox.ts';
import { supplierAudience, usersAllowed } from '../policy/audience.ts';

export const commentChanged = liveEvent({
  event: 'commentChanged',
  kind: 'comments.changed',
  payload: z.object({
    teamId: z.uuid(),
    productId: z.uuid(),
    commentId: z.uuid(),
    fileId: z.uuid().nullable(),
    change: z.enum(['created', 'updated', 'deleted']),
    shared: z.boolean(),
  }),
  to: async (change, ctx) => {
    const product = { id: change.productId, teamId: change.teamId };
    const team = await usersAllowed(ctx.db, 'viewComments', product);
    // The product's suppliers' people hear of shared threads only, never of internal ones.
    const suppliers = change.shared ? await supplierAudience(ctx.db, product.id) : [];
    return { users: [...team, ...suppliers] };
  },
});
