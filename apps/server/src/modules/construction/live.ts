/**
 * The live construction details (issue 46 §4): each change reaches the team's room after commit,
 * so an open product page or image shows the new callouts and notes. Ids only: each page reads
 * them again through the policy.
 */
import { z } from 'zod';
import { liveEvent } from '../../platform/realtime/outbox.ts';

export const constructionChanged = liveEvent({
  event: 'constructionChanged',
  kind: 'construction.changed',
  payload: z.object({ teamId: z.uuid(), productId: z.uuid() }),
  to: (change) => ({ team: change.teamId }),
});
