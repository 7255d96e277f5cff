/**
 * `category`, `subCategory`, `fabric`, `season`, `tag` (SPEC §7), from their contracts: the same
 * five REST routes each, plus the fabric swatch. Each route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  CATALOGUE_KINDS,
  catalogueEndpoints,
  IMAGE_UPLOAD_MAX_BYTES,
  messages,
  swatchEndpoints as swatchApi,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply, replyPage } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { KIND_TEXTS } from './kinds.ts';
import * as catalogues from './service.ts';
import { requireUploadedFile } from '../../platform/media/upload.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

/** Every route here needs a signed-in user (401 'invalid token' before anything else). */
export const catalogueRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);

  for (const kind of CATALOGUE_KINDS) {
    const kindApi = catalogueEndpoints[kind];
    const texts = KIND_TEXTS[kind];

    route(app, kindApi.list, {
      handler: async (request, res) =>
        replyPage(
          res,
          await catalogues.listEntries(ctx, me(request), kind, request.query),
          messages.ok,
        ),
    });

    route(app, kindApi.get, {
      handler: async (request, res) =>
        reply(
          res,
          await catalogues.getEntry(ctx, me(request), kind, request.params.id),
          messages.ok,
        ),
    });

    route(app, kindApi.create, {
      handler: async (request, res) =>
        reply(
          res,
          await catalogues.createEntry(ctx, me(request), kind, request.body),
          texts.added,
          201,
        ),
    });

    route(app, kindApi.update, {
      handler: async (request, res) =>
        reply(
          res,
          await catalogues.updateEntry(ctx, me(request), kind, request.params.id, request.body),
          texts.updated,
        ),
    });

    route(app, kindApi.delete, {
      handler: async (request, res) =>
        reply(
          res,
          await catalogues.deleteEntry(ctx, me(request), kind, request.params.id),
          texts.deleted,
        ),
    });
  }

  route(app, swatchApi.upload, {
    handler: async (request, res) => {
      const file = await requireUploadedFile(request, IMAGE_UPLOAD_MAX_BYTES);
      const fabric = await catalogues.uploadSwatch(
        ctx,
        me(request),
        request.params.id,
        file.filename,
        file.file,
      );
      return reply(res, fabric, messages.swatchUploaded);
    },
  });

  route(app, swatchApi.remove, {
    handler: async (request, res) =>
      reply(
        res,
        await catalogues.removeSwatch(ctx, me(request), request.params.id),
        messages.swatchRemoved,
      ),
  });
};
