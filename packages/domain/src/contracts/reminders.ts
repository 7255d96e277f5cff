/** The reminder endpoints (SPEC §7 `reminder`, `reminder/reminderByTeam`; issue 13). */
import { z } from 'zod';
import { ZDeletedEntry } from '../catalogues.ts';
import {
  ZCreateReminderSchema,
  ZReminder,
  ZReminderListQuery,
  ZUpdateReminderSchema,
} from '../reminders.ts';
import { zRecordId } from '../teams.ts';
import { endpoint } from './endpoint.ts';

const tag = 'reminder';
const zIdParams = z.object({ id: zRecordId() });

export const reminderEndpoints = {
  listByTeam: endpoint({
    method: 'GET',
    path: '/reminder/reminderByTeam/:teamId',
    summary: 'List a team’s reminders',
    description:
      'Any active member: the team reminders and their own self reminders. Without a range, open ones by their next time, then done ones; with one, what a calendar shows in it.',
    refuses: [403, 404],
    tag,
    params: z.object({ teamId: zRecordId() }),
    query: ZReminderListQuery,
    data: ZReminder,
    paged: true,
  }),
  get: endpoint({
    method: 'GET',
    path: '/reminder/:id',
    summary: 'Read a reminder',
    description:
      'For a self reminder its creator alone (anyone else reads 404); for a team reminder any active member.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZReminder,
  }),
  create: endpoint({
    method: 'POST',
    path: '/reminder',
    summary: 'Add a reminder',
    description:
      'Any active member. A self reminder (theirs alone) or a team reminder (seen by the team), once or repeating.',
    refuses: [403, 404],
    tag,
    body: ZCreateReminderSchema,
    data: ZReminder,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/reminder/:id',
    summary: 'Edit, snooze or complete a reminder',
    description:
      'Its creator or the team’s owner (others: 403); only its creator changes its type. One change at a time: an edit, a snooze, done or reopened, each answered with its own text.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    body: ZUpdateReminderSchema,
    data: ZReminder,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/reminder/:id',
    summary: 'Delete a reminder',
    description: 'Its creator or the team’s owner.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
};
