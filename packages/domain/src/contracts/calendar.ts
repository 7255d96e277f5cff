/**
 * The calendar endpoints (issue 13): `calendarEvent` lists a team's dated items in a range, adds,
 * edits and deletes events, and moves any item; `calendar/feed` makes, shows and revokes the
 * user's .ics address, which `calendar/feed/{token}.ics` answers without a sign-in.
 */
import { z } from 'zod';
import {
  ZCalendarEvent,
  ZCalendarFeed,
  ZCalendarItem,
  ZCalendarMoved,
  ZCalendarMoveSchema,
  ZCalendarQuery,
  ZCreateCalendarEventSchema,
  ZUpdateCalendarEventSchema,
} from '../calendar.ts';
import { ZDeletedEntry } from '../catalogues.ts';
import { zRecordId } from '../teams.ts';
import { endpoint } from './endpoint.ts';

const tag = 'calendar';
const zIdParams = z.object({ id: zRecordId() });

export const calendarEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/calendarEvent',
    summary: 'List a team’s calendar',
    description:
      'Any active member. The team’s dated items in a range: product deadlines, reminders, tasks and events, each only if the caller may see it.',
    refuses: [403, 404],
    tag,
    query: ZCalendarQuery,
    data: z.array(ZCalendarItem),
  }),
  move: endpoint({
    method: 'PUT',
    path: '/calendarEvent/move',
    summary: 'Move a calendar item',
    description:
      'Whoever may edit the item where it belongs: a product’s deadline, a reminder, a task’s due date or an event, each moved by its own area’s rules.',
    refuses: [403, 404],
    tag,
    body: ZCalendarMoveSchema,
    data: ZCalendarMoved,
  }),
  getEvent: endpoint({
    method: 'GET',
    path: '/calendarEvent/:id',
    summary: 'Read a calendar event',
    description: 'Any active member of its team.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZCalendarEvent,
  }),
  createEvent: endpoint({
    method: 'POST',
    path: '/calendarEvent',
    summary: 'Add a calendar event',
    description: 'Any active member; its attendees must be people of the team.',
    refuses: [403, 404],
    tag,
    body: ZCreateCalendarEventSchema,
    data: ZCalendarEvent,
    status: 201,
  }),
  updateEvent: endpoint({
    method: 'PUT',
    path: '/calendarEvent/:id',
    summary: 'Edit a calendar event',
    description: 'Its creator or the team’s owner.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    body: ZUpdateCalendarEventSchema,
    data: ZCalendarEvent,
  }),
  deleteEvent: endpoint({
    method: 'DELETE',
    path: '/calendarEvent/:id',
    summary: 'Delete a calendar event',
    description: 'Its creator or the team’s owner.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  feed: endpoint({
    method: 'GET',
    path: '/calendar/feed',
    summary: 'Read my calendar feed address',
    description: 'The signed-in user. Their .ics address for calendar apps, if they made one.',
    tag,
    data: ZCalendarFeed,
  }),
  createFeed: endpoint({
    method: 'POST',
    path: '/calendar/feed',
    summary: 'Make my calendar feed address',
    description:
      'The signed-in user. An .ics address a calendar app subscribes to, showing their dated items.',
    tag,
    data: ZCalendarFeed,
    status: 201,
  }),
  revokeFeed: endpoint({
    method: 'DELETE',
    path: '/calendar/feed',
    summary: 'Revoke my calendar feed address',
    description: 'The signed-in user. The address stops working at once.',
    tag,
    data: ZCalendarFeed,
  }),
  feedFile: endpoint({
    method: 'GET',
    path: '/calendar/feed/:token.ics',
    summary: 'Fetch a calendar feed (.ics)',
    description:
      'A calendar app holding a feed’s signed token, which stands for the sign-in: its user’s dated items as iCalendar text. An unknown or revoked token is 404.',
    refuses: [404],
    tag,
    public: true,
    params: z.object({ token: z.string().max(200) }),
    data: z.string(),
    raw: true,
  }),
};
