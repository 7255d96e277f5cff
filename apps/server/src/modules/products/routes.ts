/**
 * `product` (SPEC §7; issue 11), from their contracts: the wall list with its filters (also as
 * `product/productFilter` and `product/productByTeam/{teamId}`), one product, create, edit, delete,
 * like and duplicate, and the product's tree. Each route calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, productEndpoints as productApi } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply, replyPage } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import * as files from './files-service.ts';
import * as products from './service.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

export const productRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);

  for (const contract of [productApi.list, productApi.filter]) {
    route(app, contract, {
      handler: async (request, res) =>
        replyPage(res, await products.listAll(ctx, me(request), request.query), messages.ok),
    });
  }

  route(app, productApi.byTeam, {
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

  route(app, productApi.get, {
    handler: async (request, res) =>
      reply(res, await products.getProduct(ctx, me(request), request.params.id), messages.ok),
  });

  route(app, productApi.create, {
    handler: async (request, res) =>
      reply(
        res,
        await products.createProduct(ctx, me(request), request.body),
        messages.productAdded,
        201,
      ),
  });

  route(app, productApi.update, {
    handler: async (request, res) =>
      reply(
        res,
        await products.updateProduct(ctx, me(request), request.params.id, request.body),
        messages.productUpdated,
      ),
  });

  route(app, productApi.delete, {
    handler: async (request, res) =>
      reply(
        res,
        await products.deleteProduct(ctx, me(request), request.params.id),
        messages.productDeleted,
      ),
  });

  route(app, productApi.like, {
    handler: async (request, res) => {
      const result = await products.toggleLike(ctx, me(request), request.params.id);
      return reply(res, result, result.liked ? messages.productLiked : messages.productUnliked);
    },
  });

  route(app, productApi.duplicate, {
    handler: async (request, res) =>
      reply(
        res,
        await products.duplicateProduct(ctx, me(request), request.params.id),
        messages.productDuplicated,
        201,
      ),
  });

  route(app, productApi.files, {
    handler: async (request, res) =>
      reply(res, await files.listFiles(ctx, me(request), request.params.id), messages.filesLoaded),
  });

  route(app, productApi.createFolder, {
    handler: async (request, res) =>
      reply(
        res,
        await files.createFolder(ctx, me(request), request.params.id, request.body),
        messages.folderAdded,
        201,
      ),
  });

  route(app, productApi.updateItem, {
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

  route(app, productApi.deleteItem, {
    handler: async (request, res) =>
      reply(
        res,
        await files.deleteTreeItem(ctx, me(request), request.params.id, request.params.itemId),
        messages.itemDeleted,
      ),
  });
};
