/**
 * `colour`, `colour/favorite`, `colour/colorByTeam/{teamId}` (SPEC §7) and `colour/import`, from
 * their contracts. Each route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { colourEndpoints as colourApi, messages } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { answer, route } from '../../platform/http/route.ts';
import * as colours from './service.ts';

/** Every route here needs a signed-in user (401 'invalid token' before anything else). */
export const colourRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, colourApi.list, messages.ok, (request, user) =>
    colours.listAll(ctx, user, request.query),
  );

  answer(app, colourApi.favorites, messages.ok, (request, user) =>
    colours.favorites(ctx, user, request.query),
  );

  route(app, colourApi.toggleFavorite, {
    handler: async (request, res) => {
      const result = await colours.toggleFavorite(ctx, userOf(request), request.body.colourId);
      return reply(
        res,
        result,
        result.isFavorite ? messages.favoriteAdded : messages.favoriteRemoved,
      );
    },
  });

  answer(app, colourApi.teamGrid, messages.ok, (request, user) =>
    colours.teamGrid(ctx, user, request.params.teamId),
  );

  route(app, colourApi.import, {
    handler: async (request, res) => {
      const result = await colours.importPalette(ctx, userOf(request), request.body);
      const message =
        result.errors.length === 0
          ? messages.paletteImported
          : result.added.length > 0
            ? messages.paletteImportedPartly
            : messages.paletteImportedNone;
      return reply(res, result, message);
    },
  });

  answer(app, colourApi.get, messages.ok, (request, user) =>
    colours.getColour(ctx, user, request.params.id),
  );

  answer(app, colourApi.create, messages.colourAdded, (request, user) =>
    colours.createColour(ctx, user, request.body),
  );

  answer(app, colourApi.update, messages.colourUpdated, (request, user) =>
    colours.updateColour(ctx, user, request.params.id, request.body),
  );

  answer(app, colourApi.delete, messages.colourDeleted, (request, user) =>
    colours.deleteColour(ctx, user, request.params.id),
  );
};
