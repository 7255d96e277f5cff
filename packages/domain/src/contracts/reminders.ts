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
  /** Without a range, open ones by their next time, then done; with one, a calendar's view. */
  listByTeam: endpoint({
    method: 'GET',
    path: '/reminder/reminderByTeam/:teamId',
    tag,
    params: z.object({ teamId: zRecordId() }),
    query: ZReminderListQuery,
    data: ZReminder,
    paged: true,
  }),
  get: endpoint({ method: 'GET', path: '/reminder/:id', tag, params: zIdParams, data: ZReminder }),
  create: endpoint({
    method: 'POST',
    path: '/reminder',
    tag,
    body: ZCreateReminderSchema,
    data: ZReminder,
    status: 201,
  }),
  /** An edit, a snooze, done or reopened: one at a time, each answered with its own text. */
  update: endpoint({
    method: 'PUT',
    path: '/reminder/:id',
    tag,
    params: zIdParams,
    body: ZUpdateReminderSchema,
    data: ZReminder,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/reminder/:id',
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
};
