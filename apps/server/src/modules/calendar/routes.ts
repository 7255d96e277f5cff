/**
 * The calendar (issue 13), from its contracts: `calendarEvent` lists a team's dated items in a
 * range (deadlines, reminders, events, each with its `kind`), adds, edits and deletes events, and
 * moves any item (`PUT calendarEvent/move`); `calendar/feed` makes, shows and revokes the user's
 * .ics address, which `calendar/feed/{token}.ics` answers without a sign-in. Each route calls
 * exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { calendarEndpoints as calendarApi, messages } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer, route } from '../../platform/http/route.ts';
import * as events from './events.ts';
import * as feed from './feed.ts';
import * as calendar from './service.ts';

export const calendarRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, calendarApi.list, messages.calendarLoaded, (request, user) =>
    calendar.listCalendar(ctx, user, request.query),
  );

  // Static, so it is never read as an event's id.
  answer(app, calendarApi.move, messages.calendarItemMoved, (request, user) =>
    calendar.moveItem(ctx, user, request.body),
  );

  answer(app, calendarApi.getEvent, messages.calendarEventLoaded, (request, user) =>
    events.getEvent(ctx, user, request.params.id),
  );

  answer(app, calendarApi.createEvent, messages.calendarEventAdded, (request, user) =>
    events.createEvent(ctx, user, request.body),
  );

  answer(app, calendarApi.updateEvent, messages.calendarEventUpdated, (request, user) =>
    events.updateEvent(ctx, user, request.params.id, request.body),
  );

  answer(app, calendarApi.deleteEvent, messages.calendarEventDeleted, (request, user) =>
    events.deleteEvent(ctx, user, request.params.id),
  );

  answer(app, calendarApi.feed, messages.calendarFeedLoaded, (_request, user) =>
    feed.getFeed(ctx, user),
  );

  answer(app, calendarApi.createFeed, messages.calendarFeedCreated, (_request, user) =>
    feed.createFeed(ctx, user),
  );

  answer(app, calendarApi.revokeFeed, messages.calendarFeedRevoked, (_request, user) =>
    feed.revokeFeed(ctx, user),
  );

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
