/**
 * The live calendar (DESIGN §4): an event's change reaches the team's room after commit. It
 * carries ids only; the calendar refetches through the policy.
 */
import { z } from 'zod';
import { liveEvent } from '../../platform/realtime/outbox.ts';

export const calendarEventChanged = liveEvent({
  event: 'calendarEventChanged',
  kind: 'calendar.eventChanged',
  payload: z.object({
    teamId: z.uuid(),
    eventId: z.uuid(),
    change: z.enum(['created', 'updated', 'deleted']),
  }),
  to: (change) => ({ team: change.teamId }),
});
