/**
 * `colour`, `colour/favorite`, `colour/colorByTeam/{teamId}` (SPEC §7) and `colour/import`. Each
 * route calls exactly one service function.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  ZColour,
  ZColourListQuery,
  ZCreateColourSchema,
  ZDeletedEntry,
  ZFavoriteListQuery,
  ZFavoriteResult,
  ZImportColoursResult,
  ZImportColoursSchema,
  zRecordId,
  ZToggleFavoriteSchema,
  ZUpdateColourSchema,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  bearerSecurity,
  envelope,
  pagedEnvelope,
  reply,
  replyPage,
  teamRouteErrors,
} from '../../platform/http/envelope.ts';
import * as colours from './service.ts';

const errors = teamRouteErrors;
const tags = ['colour'];
const security = bearerSecurity;
const zIdParams = z.object({ id: zRecordId() });

/** Every route here needs a signed-in user (401 'invalid token' before anything else). */
export const colourRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

  app.get('/colour', {
    schema: {
      tags,
      security,
      querystring: ZColourListQuery,
      response: { 200: pagedEnvelope(ZColour), ...errors },
    },
    handler: async (request, res) =>
      replyPage(res, await colours.listAll(ctx, me(request), request.query), messages.ok),
  });

  app.get('/colour/favorite', {
    schema: {
      tags,
      security,
      querystring: ZFavoriteListQuery,
      response: { 200: pagedEnvelope(ZColour), ...errors },
    },
    handler: async (request, res) =>
      replyPage(res, await colours.favorites(ctx, me(request), request.query), messages.ok),
  });

  app.post('/colour/favorite', {
    schema: {
      tags,
      security,
      body: ZToggleFavoriteSchema,
      response: { 200: envelope(ZFavoriteResult), ...errors },
    },
    handler: async (request, res) => {
      const result = await colours.toggleFavorite(ctx, me(request), request.body.colourId);
      return reply(
        res,
        result,
        result.isFavorite ? messages.favoriteAdded : messages.favoriteRemoved,
      );
    },
  });

  app.get('/colour/colorByTeam/:teamId', {
    schema: {
      tags,
      security,
      params: z.object({ teamId: zRecordId() }),
      response: { 200: envelope(z.array(ZColour)), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await colours.teamGrid(ctx, me(request), request.params.teamId), messages.ok),
  });

  app.post('/colour/import', {
    schema: {
      tags,
      security,
      body: ZImportColoursSchema,
      response: { 200: envelope(ZImportColoursResult), ...errors },
    },
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

  app.get('/colour/:id', {
    schema: { tags, security, params: zIdParams, response: { 200: envelope(ZColour), ...errors } },
    handler: async (request, res) =>
      reply(res, await colours.getColour(ctx, me(request), request.params.id), messages.ok),
  });

  app.post('/colour', {
    schema: {
      tags,
      security,
      body: ZCreateColourSchema,
      response: { 201: envelope(ZColour), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await colours.createColour(ctx, me(request), request.body),
        messages.colourAdded,
        201,
      ),
  });

  app.put('/colour/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      body: ZUpdateColourSchema,
      response: { 200: envelope(ZColour), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await colours.updateColour(ctx, me(request), request.params.id, request.body),
        messages.colourUpdated,
      ),
  });

  app.delete('/colour/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      response: { 200: envelope(ZDeletedEntry), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await colours.deleteColour(ctx, me(request), request.params.id),
        messages.colourDeleted,
      ),
  });
};
