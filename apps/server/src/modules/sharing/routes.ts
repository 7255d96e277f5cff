/**
 * Sharing a product (SPEC §7; issue 12), from their contracts: `product/shareProduct` makes, lists
 * and revokes links, `product/shareWithEmail` e-mails one to each address. Each route calls
 * exactly one service function; the policy decides who may share.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, sharingEndpoints as sharingApi } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer } from '../../platform/http/route.ts';
import * as sharing from './service.ts';

export const sharingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, sharingApi.createLink, messages.shareLinkCreated, (request, user) =>
    sharing.createLink(ctx, user, request.body),
  );

  answer(app, sharingApi.links, messages.shareLinksLoaded, (request, user) =>
    sharing.listLinks(ctx, user, request.query.productId),
  );

  answer(app, sharingApi.revokeLink, messages.shareLinkRevoked, (request, user) =>
    sharing.revokeLink(ctx, user, request.params.id),
  );

  answer(app, sharingApi.shareWithEmail, messages.invitationSent, (request, user) =>
    sharing.shareWithEmail(ctx, user, request.body),
  );
};
