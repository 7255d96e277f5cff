/**
 * Live sample requests (issue 47 §3): a change reaches, after commit, the team's people who may
 * view the product and the people of the request's supplier — never another supplier's. Ids only;
 * a page refetches the request through the policy.
 */
import { z } from 'zod';
import { liveEvent } from '../../platform/realtime/outbox.ts';
import { usersAllowed } from '../policy/audience.ts';
import { peopleOfSupplier } from './queries.ts';

export const sampleChanged = liveEvent({
  event: 'sampleChanged',
  kind: 'samples.changed',
  payload: z.object({
    teamId: z.uuid(),
    productId: z.uuid(),
    sampleId: z.uuid(),
    supplierId: z.uuid(),
  }),
  to: async (change, ctx) => {
    const team = await usersAllowed(ctx.db, 'view', {
      id: change.productId,
      teamId: change.teamId,
    });
    const supplier = await peopleOfSupplier(ctx.db, change.supplierId);
    return { users: [...team, ...supplier] };
  },
  message: ({ teamId, productId, sampleId }) => ({ teamId, productId, sampleId }),
});
