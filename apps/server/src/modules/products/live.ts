/**
 * The live wall (DESIGN §4): a product change reaches the team's room after commit. The event
 * carries ids only; each page refetches through the policy.
 */
import { z } from 'zod';
import { liveEvent } from '../../platform/realtime/outbox.ts';

export const productChanged = liveEvent({
  event: 'productChanged',
  kind: 'products.changed',
  payload: z.object({
    teamId: z.uuid(),
    productId: z.uuid(),
    change: z.enum(['created', 'updated', 'deleted']),
  }),
  to: (change) => ({ team: change.teamId }),
});
