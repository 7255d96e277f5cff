/** `GET globalSearch` (SPEC §5, issue 33): one page of hits, with how many each kind has. */
import type { FastifyPluginAsync } from 'fastify';
import { messages, searchEndpoints } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { messageKeyOf } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { search } from './service.ts';

export const searchRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, searchEndpoints.search, {
    config: limits.search,
    handler: async (request, res) => {
      const found = await search(ctx, userOf(request), request.query);
      return res.send({
        responseCode: 200,
        responseMessage: messages.searchResults,
        ...messageKeyOf(messages.searchResults),
        ...found,
      });
    },
  });
};
