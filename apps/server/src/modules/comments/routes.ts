/**
 * Comments (SPEC §7; issue 12), from their contracts: `product/productComments` on a product, and
 * `product/productImgComments` / `product/getProductImgComments` on one of its images, pinned at
 * a point; `product/mentionable`, whom a comment may @mention. Each route calls exactly one
 * service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { commentEndpoints as commentApi, messages } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { listMentionable } from './mentions.ts';
import * as comments from './service.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

export const commentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, commentApi.list, {
    handler: async (request, res) =>
      reply(
        res,
        await comments.listFor(ctx, me(request), request.query.productId, null),
        messages.commentsLoaded,
      ),
  });

  route(app, commentApi.imageList, {
    handler: async (request, res) =>
      reply(
        res,
        await comments.listFor(ctx, me(request), request.query.productId, request.query.fileId),
        messages.commentsLoaded,
      ),
  });

  for (const contract of [commentApi.create, commentApi.imageCreate]) {
    route(app, contract, {
      handler: async (request, res) =>
        reply(
          res,
          await comments.addComment(ctx, me(request), request.body),
          messages.commentAdded,
          201,
        ),
    });
  }

  route(app, commentApi.mentionable, {
    handler: async (request, res) =>
      reply(
        res,
        await listMentionable(ctx, me(request), request.query.productId),
        messages.mentionableLoaded,
      ),
  });

  // One comment, wherever it sits: the same edit, resolve and delete under both paths.
  for (const contract of [commentApi.update, commentApi.imageUpdate]) {
    route(app, contract, {
      handler: async (request, res) => {
        const { body } = request;
        const updated = await comments.updateComment(ctx, me(request), request.params.id, body);
        const message =
          body.text !== undefined
            ? messages.commentUpdated
            : body.resolved
              ? messages.commentResolved
              : messages.commentReopened;
        return reply(res, updated, message);
      },
    });
  }

  for (const contract of [commentApi.delete, commentApi.imageDelete]) {
    route(app, contract, {
      handler: async (request, res) =>
        reply(
          res,
          await comments.deleteComment(ctx, me(request), request.params.id),
          messages.commentDeleted,
        ),
    });
  }
};
