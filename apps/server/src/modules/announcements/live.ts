/**
 * Live announcements (DESIGN §4): a change reaches the team's room after commit. The event carries
 * ids only; the banner refetches through the policy.
 */
import { z } from 'zod';
import { liveEvent } from '../../platform/realtime/outbox.ts';

export const announcementChanged = liveEvent({
  event: 'announcementChanged',
  kind: 'announcements.changed',
  payload: z.object({
    teamId: z.uuid(),
    announcementId: z.uuid(),
    change: z.enum(['created', 'updated', 'deleted']),
  }),
  to: (change) => ({ team: change.teamId }),
});
