/**
 * Line sheets (issue 36 §4), from their contracts: a file asked for and followed, my recent ones,
 * live links made, listed and revoked, and the live sheet a link's visitor reads.
 */
import type { FastifyPluginAsync } from 'fastify';
import { lineSheetEndpoints as lineSheetApi, messages } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer } from '../../platform/http/route.ts';
import * as lineSheets from './service.ts';

export const lineSheetRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(
    app,
    lineSheetApi.create,
    messages.lineSheetQueued,
    { config: limits.lineSheet },
    (request, user) => lineSheets.createLineSheet(ctx, user, request.body),
  );

  answer(app, lineSheetApi.recent, messages.lineSheetLoaded, (request, user) =>
    lineSheets.recentLineSheets(ctx, user, request.query.teamId),
  );

  answer(app, lineSheetApi.get, messages.lineSheetLoaded, (request, user) =>
    lineSheets.getLineSheet(ctx, user, request.params.jobId),
  );

  answer(app, lineSheetApi.createLink, messages.lineSheetLinkCreated, (request, user) =>
    lineSheets.createLink(ctx, user, request.body),
  );

  answer(app, lineSheetApi.links, messages.lineSheetLinksLoaded, (request, user) =>
    lineSheets.listLinks(ctx, user, request.query.teamId),
  );

  answer(app, lineSheetApi.revokeLink, messages.lineSheetLinkRevoked, (request, user) =>
    lineSheets.revokeLink(ctx, user, request.params.id),
  );

  answer(
    app,
    lineSheetApi.shared,
    messages.lineSheetLoaded,
    { config: limits.lineSheetRead },
    (request) => lineSheets.openLink(ctx, request.query.token, request.query.page),
  );
};
