/**
 * The calendar (issue 13): `calendarEvent` lists a team's dated items in a range (deadlines,
 * reminders, events, each with its `kind`), adds, edits and deletes events, and moves any item
 * (`PUT calendarEvent/move`); `calendar/feed` makes, shows and revokes the user's .ics address,
 * which `calendar/feed/{token}.ics` answers without a sign-in. Each route calls exactly one
 * service function.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  ZCalendarEvent,
  ZCalendarFeed,
  ZCalendarItem,
  ZCalendarMoved,
  ZCalendarMoveSchema,
  ZCalendarQuery,
  ZCreateCalendarEventSchema,
  ZDeletedEntry,
  zRecordId,
  ZUpdateCalendarEventSchema,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  bearerSecurity,
  envelope,
  errorEnvelope,
  reply,
  teamRouteErrors,
} from '../../platform/http/envelope.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import * as events from './events.ts';
import * as feed from './feed.ts';
import * as calendar from './service.ts';

const errors = teamRouteErrors;
const tags = ['calendar'];
const security = bearerSecurity;
const zIdParams = z.object({ id: zRecordId() });

export const calendarRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

  app.get('/calendarEvent', {
    schema: {
      tags,
      security,
      querystring: ZCalendarQuery,
      response: { 200: envelope(z.array(ZCalendarItem)), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await calendar.listCalendar(ctx, me(request), request.query),
        messages.calendarLoaded,
      ),
  });

  // Static, so it is never read as an event's id.
  app.put('/calendarEvent/move', {
    schema: {
      tags,
      security,
      body: ZCalendarMoveSchema,
      response: { 200: envelope(ZCalendarMoved), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await calendar.moveItem(ctx, me(request), request.body),
        messages.calendarItemMoved,
      ),
  });

  app.get('/calendarEvent/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      response: { 200: envelope(ZCalendarEvent), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await events.getEvent(ctx, me(request), request.params.id),
        messages.calendarEventLoaded,
      ),
  });

  app.post('/calendarEvent', {
    schema: {
      tags,
      security,
      body: ZCreateCalendarEventSchema,
      response: { 201: envelope(ZCalendarEvent), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await events.createEvent(ctx, me(request), request.body),
        messages.calendarEventAdded,
        201,
      ),
  });

  app.put('/calendarEvent/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      body: ZUpdateCalendarEventSchema,
      response: { 200: envelope(ZCalendarEvent), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await events.updateEvent(ctx, me(request), request.params.id, request.body),
        messages.calendarEventUpdated,
      ),
  });

  app.delete('/calendarEvent/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      response: { 200: envelope(ZDeletedEntry), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await events.deleteEvent(ctx, me(request), request.params.id),
        messages.calendarEventDeleted,
      ),
  });

  app.get('/calendar/feed', {
    schema: { tags, security, response: { 200: envelope(ZCalendarFeed), ...errors } },
    handler: async (request, res) =>
      reply(res, await feed.getFeed(ctx, me(request)), messages.calendarFeedLoaded),
  });

  app.post('/calendar/feed', {
    schema: { tags, security, response: { 201: envelope(ZCalendarFeed), ...errors } },
    handler: async (request, res) =>
      reply(res, await feed.createFeed(ctx, me(request)), messages.calendarFeedCreated, 201),
  });

  app.delete('/calendar/feed', {
    schema: { tags, security, response: { 200: envelope(ZCalendarFeed), ...errors } },
    handler: async (request, res) =>
      reply(res, await feed.revokeFeed(ctx, me(request)), messages.calendarFeedRevoked),
  });

  // A calendar app fetches this without a sign-in: the signed token stands for it.
  app.get('/calendar/feed/:token.ics', {
    config: { public: true, ...limits.calendarFeed },
    schema: {
      tags,
      params: z.object({ token: z.string().max(200) }),
      response: { 200: z.string(), 404: errorEnvelope, 429: errorEnvelope },
    },
    handler: async (request, res) =>
      res
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', 'inline; filename="atelier.ics"')
        .send(await feed.renderFeed(ctx, request.params.token)),
  });
};
