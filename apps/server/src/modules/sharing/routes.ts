/**
 * Sharing a product (SPEC §7; issue 12), from their contracts: `product/shareProduct` makes, lists
 * and revokes links, `product/shareWithEmail` e-mails one to each address. Each route calls
 * exactly one service function; the policy decides who may share.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, sharingEndpoints as sharingApi } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import * as sharing from './service.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

export const sharingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, sharingApi.createLink, {
    handler: async (request, res) =>
      reply(
        res,
        await sharing.createLink(ctx, me(request), request.body),
        messages.shareLinkCreated,
        201,
      ),
  });

  route(app, sharingApi.links, {
    handler: async (request, res) =>
      reply(
        res,
        await sharing.listLinks(ctx, me(request), request.query.productId),
        messages.shareLinksLoaded,
      ),
  });

  route(app, sharingApi.revokeLink, {
    handler: async (request, res) =>
      reply(
        res,
        await sharing.revokeLink(ctx, me(request), request.params.id),
        messages.shareLinkRevoked,
      ),
  });

  route(app, sharingApi.shareWithEmail, {
    handler: async (request, res) =>
      reply(
        res,
        await sharing.shareWithEmail(ctx, me(request), request.body),
        messages.invitationSent,
        201,
      ),
  });
};
