/**
 * Comments (SPEC §7; issue 12), from their contracts: `product/productComments` on a product, and
 * `product/productImgComments` / `product/getProductImgComments` on one of its images, pinned at
 * a point; `product/mentionable`, whom a comment may @mention. Each route calls exactly one
 * service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { commentEndpoints as commentApi, messages } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { writeOnce } from '../../platform/http/idempotency.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer, route } from '../../platform/http/route.ts';
import { listMentionable } from './mentions.ts';
import * as comments from './service.ts';

export const commentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, commentApi.list, messages.commentsLoaded, (request, user) =>
    comments.listFor(ctx, user, request.query.productId, null),
  );

  answer(app, commentApi.imageList, messages.commentsLoaded, (request, user) =>
    comments.listFor(
      ctx,
      user,
      request.query.productId,
      request.query.fileId,
      request.query.version,
    ),
  );

  // Under an Idempotency-Key a replayed comment answers the first: no second comment or notice.
  for (const contract of [commentApi.create, commentApi.imageCreate]) {
    route(app, contract, {
      handler: (request, res) => {
        const user = userOf(request);
        return writeOnce({
          ctx,
          request,
          reply: res,
          userId: user.id,
          status: contract.status,
          message: messages.commentAdded,
          authorize: () => comments.mayComment(ctx, user, request.body.productId),
          content: { json: request.body },
          write: async (once) => ({
            data: await comments.addComment(ctx, user, request.body, once),
          }),
        });
      },
    });
  }

  // Each translation asks the AI provider: paced per reader.
  answer(
    app,
    commentApi.translate,
    messages.commentTranslated,
    { config: limits.translation },
    (request, user) => comments.translateComment(ctx, user, request.params.id, request.body),
  );

  answer(app, commentApi.mentionable, messages.mentionableLoaded, (request, user) =>
    listMentionable(ctx, user, request.query.productId),
  );

  // One comment, wherever it sits: the same edit, resolve and delete under both paths.
  for (const contract of [commentApi.update, commentApi.imageUpdate]) {
    route(app, contract, {
      handler: async (request, res) => {
        const { body } = request;
        const updated = await comments.updateComment(ctx, userOf(request), request.params.id, body);
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
    answer(app, contract, messages.commentDeleted, (request, user) =>
      comments.deleteComment(ctx, user, request.params.id),
    );
  }
};
