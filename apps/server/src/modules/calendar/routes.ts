/**
 * The calendar (issue 13), from its contracts: `calendarEvent` lists a team's dated items in a
 * range (deadlines, reminders, events, each with its `kind`), adds, edits and deletes events, and
 * moves any item (`PUT calendarEvent/move`); `calendar/feed` makes, shows and revokes the user's
 * .ics address, which `calendar/feed/{token}.ics` answers without a sign-in. Each route calls
 * exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { calendarEndpoints as calendarApi, messages } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { route } from '../../platform/http/route.ts';
import * as events from './events.ts';
import * as feed from './feed.ts';
import * as calendar from './service.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

export const calendarRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, calendarApi.list, {
    handler: async (request, res) =>
      reply(
        res,
        await calendar.listCalendar(ctx, me(request), request.query),
        messages.calendarLoaded,
      ),
  });

  // Static, so it is never read as an event's id.
  route(app, calendarApi.move, {
    handler: async (request, res) =>
      reply(
        res,
        await calendar.moveItem(ctx, me(request), request.body),
        messages.calendarItemMoved,
      ),
  });

  route(app, calendarApi.getEvent, {
    handler: async (request, res) =>
      reply(
        res,
        await events.getEvent(ctx, me(request), request.params.id),
        messages.calendarEventLoaded,
      ),
  });

  route(app, calendarApi.createEvent, {
    handler: async (request, res) =>
      reply(
        res,
        await events.createEvent(ctx, me(request), request.body),
        messages.calendarEventAdded,
        201,
      ),
  });

  route(app, calendarApi.updateEvent, {
    handler: async (request, res) =>
      reply(
        res,
        await events.updateEvent(ctx, me(request), request.params.id, request.body),
        messages.calendarEventUpdated,
      ),
  });

  route(app, calendarApi.deleteEvent, {
    handler: async (request, res) =>
      reply(
        res,
        await events.deleteEvent(ctx, me(request), request.params.id),
        messages.calendarEventDeleted,
      ),
  });

  route(app, calendarApi.feed, {
    handler: async (request, res) =>
      reply(res, await feed.getFeed(ctx, me(request)), messages.calendarFeedLoaded),
  });

  route(app, calendarApi.createFeed, {
    handler: async (request, res) =>
      reply(res, await feed.createFeed(ctx, me(request)), messages.calendarFeedCreated, 201),
  });

  route(app, calendarApi.revokeFeed, {
    handler: async (request, res) =>
      reply(res, await feed.revokeFeed(ctx, me(request)), messages.calendarFeedRevoked),
  });

  route(app, calendarApi.feedFile, {
    config: limits.calendarFeed,
    handler: async (request, res) =>
      res
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Disposition', 'inline; filename="atelier.ics"')
        .send(await feed.renderFeed(ctx, request.params.token)),
  });
};
