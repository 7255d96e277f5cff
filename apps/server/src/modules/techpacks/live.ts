/**
 * The live tech pack (issue 46 §5): each release reaches the team's room after commit, so an open
 * product page lists the new revision without a reload. Ids and the letter only; the page reads
 * the list again through the policy.
 */
import { z } from 'zod';
import { liveEvent } from '../../platform/realtime/outbox.ts';

export const techpackReleased = liveEvent({
  event: 'techpackReleased',
  kind: 'techpack.released',
  payload: z.object({
    teamId: z.uuid(),
    productId: z.uuid(),
    revision: z.string().regex(/^[A-Z]{1,4}$/),
  }),
  to: (release) => ({ team: release.teamId }),
});
