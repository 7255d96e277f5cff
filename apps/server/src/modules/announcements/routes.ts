/**
 * Announcements (issue 14), from their contracts: `announcement` lists a team's live ones and
 * posts one; `announcement/{id}` edits or deletes it; `announcement/{id}/dismiss` hides it for the
 * caller. Each route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { announcementEndpoints as announcementApi, messages } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import * as announcements from './service.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

export const announcementRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, announcementApi.list, {
    handler: async (request, res) =>
      reply(
        res,
        await announcements.listAnnouncements(ctx, me(request), request.query),
        messages.announcementsLoaded,
      ),
  });

  route(app, announcementApi.create, {
    handler: async (request, res) =>
      reply(
        res,
        await announcements.createAnnouncement(ctx, me(request), request.body),
        messages.announcementPosted,
        201,
      ),
  });

  route(app, announcementApi.update, {
    handler: async (request, res) =>
      reply(
        res,
        await announcements.updateAnnouncement(ctx, me(request), request.params.id, request.body),
        messages.announcementUpdated,
      ),
  });

  route(app, announcementApi.delete, {
    handler: async (request, res) =>
      reply(
        res,
        await announcements.deleteAnnouncement(ctx, me(request), request.params.id),
        messages.announcementDeleted,
      ),
  });

  route(app, announcementApi.dismiss, {
    handler: async (request, res) =>
      reply(
        res,
        await announcements.dismissAnnouncement(ctx, me(request), request.params.id),
        messages.announcementDismissed,
      ),
  });
};
