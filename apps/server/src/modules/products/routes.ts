/**
 * `product` (SPEC §7; issue 11): the wall list with its filters (also as `product/productFilter`
 * and `product/productByTeam/{teamId}`), one product, create, edit, delete, like and duplicate.
 * Each route calls exactly one service function.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  ZCreateFolderSchema,
  ZCreateProductSchema,
  ZDeletedEntry,
  ZLikeResult,
  ZProduct,
  ZProductItem,
  ZProductListQuery,
  zRecordId,
  ZUpdateItemSchema,
  ZUpdateProductSchema,
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
import * as files from './files-service.ts';
import * as products from './service.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';

const errors = teamRouteErrors;
const tags = ['product'];
const security = bearerSecurity;
const zIdParams = z.object({ id: zRecordId() });

export const productRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;
  const listSchema = {
    tags,
    security,
    querystring: ZProductListQuery,
    response: { 200: pagedEnvelope(ZProduct), ...errors },
  };

  for (const url of ['/product', '/product/productFilter']) {
    app.get(url, {
      schema: listSchema,
      handler: async (request, res) =>
        replyPage(res, await products.listAll(ctx, me(request), request.query), messages.ok),
    });
  }

  app.get('/product/productByTeam/:teamId', {
    schema: {
      ...listSchema,
      params: z.object({ teamId: zRecordId() }),
      querystring: ZProductListQuery.omit({ teamId: true }),
    },
    handler: async (request, res) =>
      replyPage(
        res,
        await products.listAll(ctx, me(request), {
          ...request.query,
          teamId: request.params.teamId,
        }),
        messages.ok,
      ),
  });

  app.get('/product/:id', {
    schema: { tags, security, params: zIdParams, response: { 200: envelope(ZProduct), ...errors } },
    handler: async (request, res) =>
      reply(res, await products.getProduct(ctx, me(request), request.params.id), messages.ok),
  });

  app.post('/product', {
    schema: {
      tags,
      security,
      body: ZCreateProductSchema,
      response: { 201: envelope(ZProduct), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await products.createProduct(ctx, me(request), request.body),
        messages.productAdded,
        201,
      ),
  });

  app.put('/product/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      body: ZUpdateProductSchema,
      response: { 200: envelope(ZProduct), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await products.updateProduct(ctx, me(request), request.params.id, request.body),
        messages.productUpdated,
      ),
  });

  app.delete('/product/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      response: { 200: envelope(ZDeletedEntry), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await products.deleteProduct(ctx, me(request), request.params.id),
        messages.productDeleted,
      ),
  });

  app.post('/product/:id/like', {
    schema: {
      tags,
      security,
      params: zIdParams,
      response: { 200: envelope(ZLikeResult), ...errors },
    },
    handler: async (request, res) => {
      const result = await products.toggleLike(ctx, me(request), request.params.id);
      return reply(res, result, result.liked ? messages.productLiked : messages.productUnliked);
    },
  });

  app.post('/product/:id/duplicate', {
    schema: {
      tags,
      security,
      params: zIdParams,
      response: { 201: envelope(ZProduct), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await products.duplicateProduct(ctx, me(request), request.params.id),
        messages.productDuplicated,
        201,
      ),
  });

  app.get('/product/:id/files', {
    schema: {
      tags,
      security,
      params: zIdParams,
      response: { 200: envelope(z.array(ZProductItem)), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await files.listFiles(ctx, me(request), request.params.id), messages.filesLoaded),
  });

  app.post('/product/:id/folders', {
    schema: {
      tags,
      security,
      params: zIdParams,
      body: ZCreateFolderSchema,
      response: { 201: envelope(ZProductItem), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await files.createFolder(ctx, me(request), request.params.id, request.body),
        messages.folderAdded,
        201,
      ),
  });

  const zItemParams = z.object({ id: zRecordId(), itemId: zRecordId() });

  app.put('/product/:id/items/:itemId', {
    schema: {
      tags,
      security,
      params: zItemParams,
      body: ZUpdateItemSchema,
      response: { 200: envelope(ZProductItem), ...errors },
    },
    handler: async (request, res) => {
      const { id, itemId } = request.params;
      const item = await files.updateTreeItem(ctx, me(request), id, itemId, request.body);
      const text =
        request.body.parentId !== undefined
          ? messages.itemMoved
          : item.kind === 'folder'
            ? messages.folderRenamed
            : messages.fileRenamed;
      return reply(res, item, text);
    },
  });

  app.delete('/product/:id/items/:itemId', {
    schema: {
      tags,
      security,
      params: zItemParams,
      response: { 200: envelope(ZDeletedEntry), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await files.deleteTreeItem(ctx, me(request), request.params.id, request.params.itemId),
        messages.itemDeleted,
      ),
  });
};
