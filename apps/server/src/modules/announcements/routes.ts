/**
 * Announcements (issue 14): `announcement` lists a team's live ones and posts one;
 * `announcement/{id}` edits or deletes it; `announcement/{id}/dismiss` hides it for the caller.
 * Each route calls exactly one service function.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  ZAnnouncement,
  ZAnnouncementListQuery,
  ZCreateAnnouncementSchema,
  ZDeletedEntry,
  zRecordId,
  ZUpdateAnnouncementSchema,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { bearerSecurity, envelope, reply, teamRouteErrors } from '../../platform/http/envelope.ts';
import * as announcements from './service.ts';

const errors = teamRouteErrors;
const tags = ['announcement'];
const security = bearerSecurity;
const zIdParams = z.object({ id: zRecordId() });

export const announcementRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

  app.get('/announcement', {
    schema: {
      tags,
      security,
      querystring: ZAnnouncementListQuery,
      response: { 200: envelope(z.array(ZAnnouncement)), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await announcements.listAnnouncements(ctx, me(request), request.query),
        messages.announcementsLoaded,
      ),
  });

  app.post('/announcement', {
    schema: {
      tags,
      security,
      body: ZCreateAnnouncementSchema,
      response: { 201: envelope(ZAnnouncement), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await announcements.createAnnouncement(ctx, me(request), request.body),
        messages.announcementPosted,
        201,
      ),
  });

  app.put('/announcement/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      body: ZUpdateAnnouncementSchema,
      response: { 200: envelope(ZAnnouncement), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await announcements.updateAnnouncement(ctx, me(request), request.params.id, request.body),
        messages.announcementUpdated,
      ),
  });

  app.delete('/announcement/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      response: { 200: envelope(ZDeletedEntry), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await announcements.deleteAnnouncement(ctx, me(request), request.params.id),
        messages.announcementDeleted,
      ),
  });

  app.post('/announcement/:id/dismiss', {
    schema: {
      tags,
      security,
      params: zIdParams,
      response: { 200: envelope(ZAnnouncement), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await announcements.dismissAnnouncement(ctx, me(request), request.params.id),
        messages.announcementDismissed,
      ),
  });
};
