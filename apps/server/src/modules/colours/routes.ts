/**
 * `colour`, `colour/favorite`, `colour/colorByTeam/{teamId}` (SPEC §7) and `colour/import`, from
 * their contracts. Each route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { colourEndpoints as colourApi, messages } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply, replyPage } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import * as colours from './service.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

/** Every route here needs a signed-in user (401 'invalid token' before anything else). */
export const colourRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, colourApi.list, {
    handler: async (request, res) =>
      replyPage(res, await colours.listAll(ctx, me(request), request.query), messages.ok),
  });

  route(app, colourApi.favorites, {
    handler: async (request, res) =>
      replyPage(res, await colours.favorites(ctx, me(request), request.query), messages.ok),
  });

  route(app, colourApi.toggleFavorite, {
    handler: async (request, res) => {
      const result = await colours.toggleFavorite(ctx, me(request), request.body.colourId);
      return reply(
        res,
        result,
        result.isFavorite ? messages.favoriteAdded : messages.favoriteRemoved,
      );
    },
  });

  route(app, colourApi.teamGrid, {
    handler: async (request, res) =>
      reply(res, await colours.teamGrid(ctx, me(request), request.params.teamId), messages.ok),
  });

  route(app, colourApi.import, {
    handler: async (request, res) => {
      const result = await colours.importPalette(ctx, me(request), request.body);
      const message =
        result.errors.length === 0
          ? messages.paletteImported
          : result.added.length > 0
            ? messages.paletteImportedPartly
            : messages.paletteImportedNone;
      return reply(res, result, message);
    },
  });

  route(app, colourApi.get, {
    handler: async (request, res) =>
      reply(res, await colours.getColour(ctx, me(request), request.params.id), messages.ok),
  });

  route(app, colourApi.create, {
    handler: async (request, res) =>
      reply(
        res,
        await colours.createColour(ctx, me(request), request.body),
        messages.colourAdded,
        201,
      ),
  });

  route(app, colourApi.update, {
    handler: async (request, res) =>
      reply(
        res,
        await colours.updateColour(ctx, me(request), request.params.id, request.body),
        messages.colourUpdated,
      ),
  });

  route(app, colourApi.delete, {
    handler: async (request, res) =>
      reply(
        res,
        await colours.deleteColour(ctx, me(request), request.params.id),
        messages.colourDeleted,
      ),
  });
};
