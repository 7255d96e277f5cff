/**
 * What a share link's visitor calls (SPEC §7; issue 12), from their public contracts: no sign-in,
 * the link's token instead, and only what the token grants on its one product — whatever the
 * page's address claims. `shareProductLink` opens the product, `teamuserdetails/{teamId}` the faces
 * of its team, and the NoAuth/NonAuth comment routes read and write its comments.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, sharingEndpoints as sharingApi } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer } from '../../platform/http/route.ts';
import * as sharing from './service.ts';

export const visitorRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const read = { config: limits.visitorRead };
  const write = { config: limits.visitorComment };

  answer(app, sharingApi.open, messages.sharedProductLoaded, read, (request) =>
    sharing.openLink(ctx, request.query.token),
  );

  answer(app, sharingApi.teamFaces, messages.teamMembersLoaded, read, (request) =>
    sharing.teamUserDetails(ctx, request.params.teamId, request.query.token),
  );

  answer(app, sharingApi.visitorComments, messages.commentsLoaded, read, (request) =>
    sharing.visitorComments(ctx, request.query.token, null),
  );

  answer(app, sharingApi.visitorComment, messages.commentAdded, write, (request) =>
    sharing.addVisitorComment(ctx, request.body),
  );

  answer(app, sharingApi.visitorImageComments, messages.commentsLoaded, read, (request) =>
    sharing.visitorComments(ctx, request.query.token, request.query.fileId),
  );

  answer(app, sharingApi.visitorImageComment, messages.commentAdded, write, (request) =>
    sharing.addVisitorComment(ctx, request.body),
  );
};
