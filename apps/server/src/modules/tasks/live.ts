/**
 * Live task lists (DESIGN §4): a change reaches, after commit, those who may see the task: the
 * team's room, or for a product-linked task only the people who may view the team's products (as
 * for comments). The event carries ids only; a list refetches through the policy.
 */
import { z } from 'zod';
import { liveEvent } from '../../platform/realtime/outbox.ts';
import { usersAllowed } from '../policy/audience.ts';

export const taskChanged = liveEvent({
  event: 'taskChanged',
  kind: 'tasks.changed',
  payload: z.object({
    teamId: z.uuid(),
    taskId: z.uuid(),
    change: z.enum(['created', 'updated', 'deleted', 'commented']),
    productId: z.uuid().nullable(),
  }),
  to: async ({ teamId, productId }, ctx) =>
    productId === null
      ? { team: teamId }
      : { users: await usersAllowed(ctx.db, 'view', { id: productId, teamId }) },
  message: ({ productId: _routing, ...change }) => change,
});
