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
    summary: 'List a team’s announcements',
    description: 'Any active member. The team’s live announcements.',
    refuses: [403, 404],
    tag,
    query: ZAnnouncementListQuery,
    data: z.array(ZAnnouncement),
  }),
  create: endpoint({
    method: 'POST',
    path: '/announcement',
    summary: 'Post an announcement',
    description:
      'The team’s owner, or a member with canEditTeam: an announcement speaks for the team.',
    refuses: [403, 404],
    tag,
    body: ZCreateAnnouncementSchema,
    data: ZAnnouncement,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/announcement/:id',
    summary: 'Edit an announcement',
    description: 'The team’s owner, or a member with canEditTeam.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    body: ZUpdateAnnouncementSchema,
    data: ZAnnouncement,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/announcement/:id',
    summary: 'Delete an announcement',
    description: 'The team’s owner, or a member with canEditTeam.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  dismiss: endpoint({
    method: 'POST',
    path: '/announcement/:id/dismiss',
    summary: 'Dismiss an announcement',
    description: 'Any active member. Hides it for the caller alone.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZAnnouncement,
  }),
};
