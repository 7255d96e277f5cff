/**
 * Sharing a product (SPEC §7; issue 12): `product/shareProduct` makes, lists and revokes links,
 * `product/shareWithEmail` e-mails one to each address. Each route calls exactly one service
 * function; the policy decides who may share.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  ZDeletedEntry,
  zRecordId,
  ZShareLink,
  ZShareLinkListQuery,
  ZShareProductSchema,
  ZShareWithEmailSchema,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { bearerSecurity, envelope, reply, teamRouteErrors } from '../../platform/http/envelope.ts';
import * as sharing from './service.ts';

const errors = teamRouteErrors;
const tags = ['sharing'];
const security = bearerSecurity;

export const sharingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

  app.post('/product/shareProduct', {
    schema: {
      tags,
      security,
      body: ZShareProductSchema,
      response: { 201: envelope(ZShareLink), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await sharing.createLink(ctx, me(request), request.body),
        messages.shareLinkCreated,
        201,
      ),
  });

  app.get('/product/shareProduct', {
    schema: {
      tags,
      security,
      querystring: ZShareLinkListQuery,
      response: { 200: envelope(z.array(ZShareLink)), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await sharing.listLinks(ctx, me(request), request.query.productId),
        messages.shareLinksLoaded,
      ),
  });

  app.delete('/product/shareProduct/:id', {
    schema: {
      tags,
      security,
      params: z.object({ id: zRecordId() }),
      response: { 200: envelope(ZDeletedEntry), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await sharing.revokeLink(ctx, me(request), request.params.id),
        messages.shareLinkRevoked,
      ),
  });

  app.post('/product/shareWithEmail', {
    schema: {
      tags,
      security,
      body: ZShareWithEmailSchema,
      response: { 201: envelope(z.array(ZShareLink)), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await sharing.shareWithEmail(ctx, me(request), request.body),
        messages.invitationSent,
        201,
      ),
  });
};
