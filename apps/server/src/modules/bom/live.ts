/**
 * The live bill of materials (issue 46 §2): each saved revision reaches the team's room after
 * commit, so an open bill takes a teammate's change in without a reload. Ids and the revision
 * only; each page reads the bill again through the policy (which hides prices from whoever may
 * not see costs).
 */
import { z } from 'zod';
import { liveEvent } from '../../platform/realtime/outbox.ts';

export const bomChanged = liveEvent({
  event: 'bomChanged',
  kind: 'bom.changed',
  payload: z.object({
    teamId: z.uuid(),
    productId: z.uuid(),
    revision: z.number().int().positive(),
  }),
  to: (change) => ({ team: change.teamId }),
});
