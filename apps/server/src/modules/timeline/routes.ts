/**
 * A product's timeline (issue 36), from its contracts: a page of it, and the whole as a CSV file.
 * Each route calls one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, timelineEndpoints as timelineApi } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendAttachment } from '../../platform/http/attachment.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer, route } from '../../platform/http/route.ts';
import * as timeline from './service.ts';

/** A file name without what a header or a file system would trip on. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'product';

export const timelineRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, timelineApi.list, messages.timelineLoaded, (request, user) =>
    timeline.listTimeline(ctx, user, request.params.id, request.query),
  );

  route(app, timelineApi.export, {
    config: limits.export,
    handler: async (request, res) => {
      const { csv, name } = await timeline.exportTimeline(
        ctx,
        userOf(request),
        request.params.id,
        request.query.kind,
      );
      const file = `${safeName(name)} timeline.csv`;
      return sendAttachment(res, {
        body: csv,
        contentType: 'text/csv; charset=utf-8',
        fileName: file,
        fallback: 'timeline.csv',
      });
    },
  });
};
