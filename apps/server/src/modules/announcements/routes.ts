/**
 * Announcements (issue 14), from their contracts: `announcement` lists a team's live ones and
 * posts one; `announcement/{id}` edits or deletes it; `announcement/{id}/dismiss` hides it for the
 * caller. Each route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { announcementEndpoints as announcementApi, messages } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer } from '../../platform/http/route.ts';
import * as announcements from './service.ts';

export const announcementRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, announcementApi.list, messages.announcementsLoaded, (request, user) =>
    announcements.listAnnouncements(ctx, user, request.query),
  );

  answer(app, announcementApi.create, messages.announcementPosted, (request, user) =>
    announcements.createAnnouncement(ctx, user, request.body),
  );

  answer(app, announcementApi.update, messages.announcementUpdated, (request, user) =>
    announcements.updateAnnouncement(ctx, user, request.params.id, request.body),
  );

  answer(app, announcementApi.delete, messages.announcementDeleted, (request, user) =>
    announcements.deleteAnnouncement(ctx, user, request.params.id),
  );

  answer(app, announcementApi.dismiss, messages.announcementDismissed, (request, user) =>
    announcements.dismissAnnouncement(ctx, user, request.params.id),
  );
};
