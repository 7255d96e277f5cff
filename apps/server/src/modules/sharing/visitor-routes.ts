/**
 * What a share link's visitor calls (SPEC §7; issue 12): no sign-in, the link's token instead,
 * and only what the token grants on its one product — whatever the page's address claims.
 * `shareProductLink` opens the product, `teamuserdetails/{teamId}` the faces of its team, and the
 * NoAuth/NonAuth comment routes read and write its comments.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  ZComment,
  zRecordId,
  ZSharedProduct,
  ZShareTokenQuery,
  ZTeamUserDetails,
  ZVisitorCommentSchema,
  ZVisitorImageCommentQuery,
  ZVisitorImageCommentSchema,
} from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { envelope, errorEnvelope, reply } from '../../platform/http/envelope.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import * as sharing from './service.ts';

const errors = { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope };
const tags = ['sharing'];
const read = { public: true, ...limits.visitorRead };
const write = { public: true, ...limits.visitorComment };

export const visitorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/shareProductLink', {
    config: read,
    schema: {
      tags,
      querystring: ZShareTokenQuery,
      response: { 200: envelope(ZSharedProduct), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await sharing.openLink(ctx, request.query.token), messages.sharedProductLoaded),
  });

  app.get('/teamuserdetails/:teamId', {
    config: read,
    schema: {
      tags,
      params: z.object({ teamId: zRecordId() }),
      querystring: ZShareTokenQuery,
      response: { 200: envelope(ZTeamUserDetails), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await sharing.teamUserDetails(ctx, request.params.teamId, request.query.token),
        messages.teamMembersLoaded,
      ),
  });

  app.get('/product/productCommentsNoAuth', {
    config: read,
    schema: {
      tags,
      querystring: ZShareTokenQuery,
      response: { 200: envelope(z.array(ZComment)), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await sharing.visitorComments(ctx, request.query.token, null),
        messages.commentsLoaded,
      ),
  });

  app.post('/product/productCommentsNoAuth', {
    config: write,
    schema: {
      tags,
      body: ZVisitorCommentSchema,
      response: { 201: envelope(ZComment), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await sharing.addVisitorComment(ctx, request.body), messages.commentAdded, 201),
  });

  app.get('/product/getProductImgCommentsNonAuth', {
    config: read,
    schema: {
      tags,
      querystring: ZVisitorImageCommentQuery,
      response: { 200: envelope(z.array(ZComment)), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await sharing.visitorComments(ctx, request.query.token, request.query.fileId),
        messages.commentsLoaded,
      ),
  });

  app.post('/product/productImgCommentsNonAuth', {
    config: write,
    schema: {
      tags,
      body: ZVisitorImageCommentSchema,
      response: { 201: envelope(ZComment), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await sharing.addVisitorComment(ctx, request.body), messages.commentAdded, 201),
  });
};
