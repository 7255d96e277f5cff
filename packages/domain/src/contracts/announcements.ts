/**
 * The announcement endpoints (issue 14): `announcement` lists a team's live ones and posts one;
 * `announcement/{id}` edits or deletes it; `announcement/{id}/dismiss` hides it for the caller.
 */
import { z } from 'zod';
import {
  ZAnnouncement,
  ZAnnouncementListQuery,
  ZCreateAnnouncementSchema,
  ZUpdateAnnouncementSchema,
} from '../announcements.ts';
import { ZDeletedEntry } from '../catalogues.ts';
import { zRecordId } from '../teams.ts';
import { endpoint } from './endpoint.ts';

const tag = 'announcement';
const zIdParams = z.object({ id: zRecordId() });

export const announcementEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/announcement',
    tag,
    query: ZAnnouncementListQuery,
    data: z.array(ZAnnouncement),
  }),
  create: endpoint({
    method: 'POST',
    path: '/announcement',
    tag,
    body: ZCreateAnnouncementSchema,
    data: ZAnnouncement,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/announcement/:id',
    tag,
    params: zIdParams,
    body: ZUpdateAnnouncementSchema,
    data: ZAnnouncement,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/announcement/:id',
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  dismiss: endpoint({
    method: 'POST',
    path: '/announcement/:id/dismiss',
    tag,
    params: zIdParams,
    data: ZAnnouncement,
  }),
};
