/**
 * `category`, `subCategory`, `fabric`, `season`, `tag` (SPEC §7): the same five REST routes each,
 * plus the fabric swatch. Each route calls exactly one service function.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  messages,
  ZCatalogueListQuery,
  ZCategory,
  ZCreateCategorySchema,
  ZCreateFabricSchema,
  ZCreateSeasonSchema,
  ZCreateSubCategorySchema,
  ZCreateTagSchema,
  ZDeletedEntry,
  ZFabric,
  zRecordId,
  ZSeason,
  ZSubCategory,
  ZSubCategoryListQuery,
  ZTag,
  ZUpdateCategorySchema,
  ZUpdateFabricSchema,
  ZUpdateSeasonSchema,
  ZUpdateSubCategorySchema,
  ZUpdateTagSchema,
} from '@atelier/domain';
import type { CatalogueKind } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  bearerSecurity,
  envelope,
  errorEnvelope,
  pagedEnvelope,
  reply,
  replyPage,
  teamRouteErrors,
} from '../../platform/http/envelope.ts';
import { KIND_TEXTS } from './kinds.ts';
import * as catalogues from './service.ts';
import type { CreateInput, ListQuery, UpdateInput } from './service.ts';
import { requireUploadedFile } from '../../platform/media/upload.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';

const errors = teamRouteErrors;
const security = bearerSecurity;
const zIdParams = z.object({ id: zRecordId() });

interface KindSchemas {
  list: z.ZodType<ListQuery>;
  create: z.ZodType<CreateInput>;
  update: z.ZodType<UpdateInput>;
  item: z.ZodType;
}

const SCHEMAS: Record<CatalogueKind, KindSchemas> = {
  category: {
    list: ZCatalogueListQuery,
    create: ZCreateCategorySchema,
    update: ZUpdateCategorySchema,
    item: ZCategory,
  },
  subCategory: {
    list: ZSubCategoryListQuery,
    create: ZCreateSubCategorySchema,
    update: ZUpdateSubCategorySchema,
    item: ZSubCategory,
  },
  fabric: {
    list: ZCatalogueListQuery,
    create: ZCreateFabricSchema,
    update: ZUpdateFabricSchema,
    item: ZFabric,
  },
  season: {
    list: ZCatalogueListQuery,
    create: ZCreateSeasonSchema,
    update: ZUpdateSeasonSchema,
    item: ZSeason,
  },
  tag: {
    list: ZCatalogueListQuery,
    create: ZCreateTagSchema,
    update: ZUpdateTagSchema,
    item: ZTag,
  },
};

/** Every route here needs a signed-in user (401 'invalid token' before anything else). */
export const catalogueRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

  for (const [kind, schemas] of Object.entries(SCHEMAS) as [CatalogueKind, KindSchemas][]) {
    const texts = KIND_TEXTS[kind];
    const tags = [kind];

    app.get(`/${kind}`, {
      schema: {
        tags,
        security,
        querystring: schemas.list,
        response: { 200: pagedEnvelope(schemas.item), ...errors },
      },
      handler: async (request, res) =>
        replyPage(
          res,
          await catalogues.listEntries(ctx, me(request), kind, request.query),
          messages.ok,
        ),
    });

    app.get(`/${kind}/:id`, {
      schema: {
        tags,
        security,
        params: zIdParams,
        response: { 200: envelope(schemas.item), ...errors },
      },
      handler: async (request, res) =>
        reply(
          res,
          await catalogues.getEntry(ctx, me(request), kind, request.params.id),
          messages.ok,
        ),
    });

    app.post(`/${kind}`, {
      schema: {
        tags,
        security,
        body: schemas.create,
        response: { 201: envelope(schemas.item), ...errors },
      },
      handler: async (request, res) =>
        reply(
          res,
          await catalogues.createEntry(ctx, me(request), kind, request.body),
          texts.added,
          201,
        ),
    });

    app.put(`/${kind}/:id`, {
      schema: {
        tags,
        security,
        params: zIdParams,
        body: schemas.update,
        response: { 200: envelope(schemas.item), ...errors },
      },
      handler: async (request, res) =>
        reply(
          res,
          await catalogues.updateEntry(ctx, me(request), kind, request.params.id, request.body),
          texts.updated,
        ),
    });

    app.delete(`/${kind}/:id`, {
      schema: {
        tags,
        security,
        params: zIdParams,
        response: { 200: envelope(ZDeletedEntry), ...errors },
      },
      handler: async (request, res) =>
        reply(
          res,
          await catalogues.deleteEntry(ctx, me(request), kind, request.params.id),
          texts.deleted,
        ),
    });
  }

  app.post('/fabric/:id/swatch', {
    schema: {
      tags: ['fabric'],
      security,
      consumes: ['multipart/form-data'],
      params: zIdParams,
      response: { 200: envelope(ZFabric), 413: errorEnvelope, ...errors },
    },
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

  app.delete('/fabric/:id/swatch', {
    schema: {
      tags: ['fabric'],
      security,
      params: zIdParams,
      response: { 200: envelope(ZFabric), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await catalogues.removeSwatch(ctx, me(request), request.params.id),
        messages.swatchRemoved,
      ),
  });
};
