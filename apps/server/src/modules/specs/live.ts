/**
 * The live spec sheet (issue 45 §3): each new revision reaches the team's room after commit, so
 * an open editor lays its unsaved edits over it instead of finding out at its next save. The
 * event carries ids and the revision only; each page reads the sheet again through the policy.
 */
import { z } from 'zod';
import { liveEvent } from '../../platform/realtime/outbox.ts';

export const specChanged = liveEvent({
  event: 'specChanged',
  kind: 'specs.changed',
  payload: z.object({
    teamId: z.uuid(),
    productId: z.uuid(),
    revision: z.number().int().positive(),
  }),
  to: (change) => ({ team: change.teamId }),
});
