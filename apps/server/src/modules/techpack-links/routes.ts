/**
 * Tech pack links (issue 46 §7), from their contracts: a member sends a revision by link, lists
 * and revokes the product's links; the factory opens one with its token, without signing in.
 * Each route calls exactly one service function; the policy decides who may share.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, techpackLinkEndpoints as api } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { sendAttachment } from '../../platform/http/attachment.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer, route, SAID } from '../../platform/http/route.ts';
import * as links from './service.ts';

export const techpackLinkRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, api.create, SAID, (request, user) =>
    links.createTechpackLink(ctx, user, request.params, request.body),
  );
  answer(app, api.list, messages.techpackLinksLoaded, (request, user) =>
    links.listTechpackLinks(ctx, user, request.params.id),
  );
  answer(app, api.revoke, messages.techpackLinkRevoked, (request, user) =>
    links.revokeTechpackLink(ctx, user, request.params.linkId),
  );
  // A link travels: its reads are limited per client address, as a share link's are.
  answer(app, api.open, messages.techpackLinkOpened, { config: limits.visitorRead }, (request) =>
    links.openTechpackLink(ctx, request.query.token),
  );
  // The factory's copy as a file, streamed from storage as the team's own downloads are.
  for (const format of ['pdf', 'xlsx'] as const) {
    route(app, api[format], {
      config: limits.export,
      handler: async (request, res) => {
        const file = await links.techpackLinkFile(
          ctx,
          request.query.token,
          format,
          request.query.paper,
          request.query.language,
        );
        return sendAttachment(res, {
          body: file.stream,
          contentType: file.contentType,
          fileName: file.fileName,
          fallback: `techpack.${format}`,
          bytes: file.bytes,
        });
      },
    });
  }
};
