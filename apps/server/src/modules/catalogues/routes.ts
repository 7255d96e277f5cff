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
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { answer, route } from '../../platform/http/route.ts';
import { KIND_TEXTS } from './kinds.ts';
import * as catalogues from './service.ts';
import { requireUploadedFile } from '../../platform/media/upload.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';

/** Every route here needs a signed-in user (401 'invalid token' before anything else). */
export const catalogueRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);

  for (const kind of CATALOGUE_KINDS) {
    const kindApi = catalogueEndpoints[kind];
    const texts = KIND_TEXTS[kind];

    answer(app, kindApi.list, messages.ok, (request, user) =>
      catalogues.listEntries(ctx, user, kind, request.query),
    );

    answer(app, kindApi.get, messages.ok, (request, user) =>
      catalogues.getEntry(ctx, user, kind, request.params.id),
    );

    answer(app, kindApi.create, texts.added, (request, user) =>
      catalogues.createEntry(ctx, user, kind, request.body),
    );

    answer(app, kindApi.update, texts.updated, (request, user) =>
      catalogues.updateEntry(ctx, user, kind, request.params.id, request.body),
    );

    answer(app, kindApi.delete, texts.deleted, (request, user) =>
      catalogues.deleteEntry(ctx, user, kind, request.params.id),
    );
  }

  route(app, swatchApi.upload, {
    handler: async (request, res) => {
      const file = await requireUploadedFile(request, IMAGE_UPLOAD_MAX_BYTES);
      const fabric = await catalogues.uploadSwatch(
        ctx,
        userOf(request),
        request.params.id,
        file.filename,
        file.file,
      );
      return reply(res, fabric, messages.swatchUploaded);
    },
  });

  // The service returns the fabric typed as any kind's entry, which `answer` would not accept.
  route(app, swatchApi.remove, {
    handler: async (request, res) =>
      reply(
        res,
        await catalogues.removeSwatch(ctx, userOf(request), request.params.id),
        messages.swatchRemoved,
      ),
  });
};
