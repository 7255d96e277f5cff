/**
 * What a share link's visitor calls (SPEC §7; issue 12), from their public contracts: no sign-in,
 * the link's token instead, and only what the token grants on its one product — whatever the
 * page's address claims. `shareProductLink` opens the product, `teamuserdetails/{teamId}` the faces
 * of its team, and the NoAuth/NonAuth comment routes read and write its comments.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, sharingEndpoints as sharingApi } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { route } from '../../platform/http/route.ts';
import * as sharing from './service.ts';

export const visitorRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, sharingApi.open, {
    config: limits.visitorRead,
    handler: async (request, res) =>
      reply(res, await sharing.openLink(ctx, request.query.token), messages.sharedProductLoaded),
  });

  route(app, sharingApi.teamFaces, {
    config: limits.visitorRead,
    handler: async (request, res) =>
      reply(
        res,
        await sharing.teamUserDetails(ctx, request.params.teamId, request.query.token),
        messages.teamMembersLoaded,
      ),
  });

  route(app, sharingApi.visitorComments, {
    config: limits.visitorRead,
    handler: async (request, res) =>
      reply(
        res,
        await sharing.visitorComments(ctx, request.query.token, null),
        messages.commentsLoaded,
      ),
  });

  route(app, sharingApi.visitorComment, {
    config: limits.visitorComment,
    handler: async (request, res) =>
      reply(res, await sharing.addVisitorComment(ctx, request.body), messages.commentAdded, 201),
  });

  route(app, sharingApi.visitorImageComments, {
    config: limits.visitorRead,
    handler: async (request, res) =>
      reply(
        res,
        await sharing.visitorComments(ctx, request.query.token, request.query.fileId),
        messages.commentsLoaded,
      ),
  });

  route(app, sharingApi.visitorImageComment, {
    config: limits.visitorComment,
    handler: async (request, res) =>
      reply(res, await sharing.addVisitorComment(ctx, request.body), messages.commentAdded, 201),
  });
};
