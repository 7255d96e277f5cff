/**
 * Comments (SPEC §7; issue 12): `product/productComments` on a product, and
 * `product/productImgComments` / `product/getProductImgComments` on one of its images, pinned at
 * a point; `product/mentionable`, whom a comment may @mention. Each route calls exactly one
 * service function.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  ZComment,
  ZCommentListQuery,
  ZCreateCommentSchema,
  ZCreateImageCommentSchema,
  ZDeletedEntry,
  ZImageCommentListQuery,
  ZMentionable,
  ZMentionableQuery,
  zRecordId,
  ZUpdateCommentSchema,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { bearerSecurity, envelope, reply, teamRouteErrors } from '../../platform/http/envelope.ts';
import { listMentionable } from './mentions.ts';
import * as comments from './service.ts';

const errors = teamRouteErrors;
const tags = ['comments'];
const security = bearerSecurity;
const zIdParams = z.object({ id: zRecordId() });

export const commentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

  app.get('/product/productComments', {
    schema: {
      tags,
      security,
      querystring: ZCommentListQuery,
      response: { 200: envelope(z.array(ZComment)), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await comments.listFor(ctx, me(request), request.query.productId, null),
        messages.commentsLoaded,
      ),
  });

  app.post('/product/productComments', {
    schema: {
      tags,
      security,
      body: ZCreateCommentSchema,
      response: { 201: envelope(ZComment), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await comments.addComment(ctx, me(request), request.body),
        messages.commentAdded,
        201,
      ),
  });

  app.get('/product/getProductImgComments', {
    schema: {
      tags,
      security,
      querystring: ZImageCommentListQuery,
      response: { 200: envelope(z.array(ZComment)), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await comments.listFor(ctx, me(request), request.query.productId, request.query.fileId),
        messages.commentsLoaded,
      ),
  });

  app.post('/product/productImgComments', {
    schema: {
      tags,
      security,
      body: ZCreateImageCommentSchema,
      response: { 201: envelope(ZComment), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await comments.addComment(ctx, me(request), request.body),
        messages.commentAdded,
        201,
      ),
  });

  app.get('/product/mentionable', {
    schema: {
      tags,
      security,
      querystring: ZMentionableQuery,
      response: { 200: envelope(z.array(ZMentionable)), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await listMentionable(ctx, me(request), request.query.productId),
        messages.mentionableLoaded,
      ),
  });

  // One comment, wherever it sits: the same edit, resolve and delete under both paths.
  for (const base of ['/product/productComments', '/product/productImgComments']) {
    app.put(`${base}/:id`, {
      schema: {
        tags,
        security,
        params: zIdParams,
        body: ZUpdateCommentSchema,
        response: { 200: envelope(ZComment), ...errors },
      },
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

    app.delete(`${base}/:id`, {
      schema: {
        tags,
        security,
        params: zIdParams,
        response: { 200: envelope(ZDeletedEntry), ...errors },
      },
      handler: async (request, res) =>
        reply(
          res,
          await comments.deleteComment(ctx, me(request), request.params.id),
          messages.commentDeleted,
        ),
    });
  }
};
