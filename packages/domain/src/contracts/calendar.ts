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
    tag,
    query: ZCalendarQuery,
    data: z.array(ZCalendarItem),
  }),
  /** Any dated item (a deadline, a reminder, an event), moved by the module that owns it. */
  move: endpoint({
    method: 'PUT',
    path: '/calendarEvent/move',
    tag,
    body: ZCalendarMoveSchema,
    data: ZCalendarMoved,
  }),
  getEvent: endpoint({
    method: 'GET',
    path: '/calendarEvent/:id',
    tag,
    params: zIdParams,
    data: ZCalendarEvent,
  }),
  createEvent: endpoint({
    method: 'POST',
    path: '/calendarEvent',
    tag,
    body: ZCreateCalendarEventSchema,
    data: ZCalendarEvent,
    status: 201,
  }),
  updateEvent: endpoint({
    method: 'PUT',
    path: '/calendarEvent/:id',
    tag,
    params: zIdParams,
    body: ZUpdateCalendarEventSchema,
    data: ZCalendarEvent,
  }),
  deleteEvent: endpoint({
    method: 'DELETE',
    path: '/calendarEvent/:id',
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  feed: endpoint({ method: 'GET', path: '/calendar/feed', tag, data: ZCalendarFeed }),
  createFeed: endpoint({
    method: 'POST',
    path: '/calendar/feed',
    tag,
    data: ZCalendarFeed,
    status: 201,
  }),
  revokeFeed: endpoint({ method: 'DELETE', path: '/calendar/feed', tag, data: ZCalendarFeed }),
  /** What a calendar app fetches: the signed token stands for the sign-in. */
  feedFile: endpoint({
    method: 'GET',
    path: '/calendar/feed/:token.ics',
    tag,
    public: true,
    params: z.object({ token: z.string().max(200) }),
    data: z.string(),
    raw: true,
  }),
};
