/**
 * Live reminder lists (DESIGN §4): a change reaches, after commit, those who may see the
 * reminder: the team's room for a Team Reminder, its creator alone for a Self Reminder. The event
 * carries ids only; a list refetches through the policy. A batch of firings is one outbox row for
 * all of its reminders.
 */
import { z } from 'zod';
import { REMINDER_TYPES } from '@atelier/domain';
import type { ReminderChange } from '@atelier/domain';
import { liveEvent } from '../../platform/realtime/outbox.ts';

const ZRouting = { type: z.enum(REMINDER_TYPES), createdBy: z.uuid() };
type Routed = ReminderChange & { type: (typeof REMINDER_TYPES)[number]; createdBy: string };

const toReaders = ({ type, createdBy, teamId }: Routed) =>
  type === 'Team Reminder' ? { team: teamId } : { user: createdBy };
const withoutRouting = ({ type: _type, createdBy: _createdBy, ...change }: Routed) => change;

export const reminderChanged = liveEvent({
  event: 'reminderChanged',
  kind: 'reminders.changed',
  payload: z.object({
    teamId: z.uuid(),
    reminderId: z.uuid(),
    // 'fired': queued by a version that announced each firing on its own.
    change: z.enum(['created', 'updated', 'deleted', 'fired']),
    ...ZRouting,
  }),
  to: toReaders,
  message: withoutRouting,
});

export const remindersFired = liveEvent({
  event: 'reminderChanged',
  kind: 'reminders.fired',
  payload: z.object({
    reminders: z.array(z.object({ teamId: z.uuid(), reminderId: z.uuid(), ...ZRouting })).min(1),
  }),
  each: ({ reminders }) => reminders.map((reminder): Routed => ({ ...reminder, change: 'fired' })),
  to: toReaders,
  message: withoutRouting,
});
