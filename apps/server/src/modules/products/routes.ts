/**
 * `product` (SPEC §7; issue 11), from their contracts: the wall list with its filters (also as
 * `product/productFilter` and `product/productByTeam/{teamId}`), one product, create, edit, delete,
 * like and duplicate, the product's tree and its files' versions. Each route calls exactly one
 * service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { messages, productEndpoints as productApi } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { fieldError } from '../../platform/http/errors.ts';
import { ContentDigest, writeOnce } from '../../platform/http/idempotency.ts';
import { refuseOversizedUpload, uploadParts } from '../../platform/media/receive-files.ts';
import { answer, route, SAID } from '../../platform/http/route.ts';
import * as buyer from './buyer-service.ts';
import * as files from './files-service.ts';
import * as products from './service.ts';
import * as versions from './versions-service.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';

const zUuid = z.uuid();

export const productRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);

  for (const contract of [productApi.list, productApi.filter]) {
    answer(app, contract, messages.ok, (request, user) =>
      products.listAll(ctx, user, request.query),
    );
  }

  answer(app, productApi.byTeam, messages.ok, (request, user) =>
    products.listAll(ctx, user, { ...request.query, teamId: request.params.teamId }),
  );

  answer(app, productApi.get, messages.ok, (request, user) =>
    products.getProduct(ctx, user, request.params.id),
  );

  answer(app, productApi.create, messages.productAdded, (request, user) =>
    products.createProduct(ctx, user, request.body),
  );

  answer(app, productApi.update, SAID, async (request, user) => {
    const edited = await products.editProduct(ctx, user, request.params.id, request.body);
    const message = edited.approvalAsked ? messages.approvalRequested : messages.productUpdated;
    return { data: edited.product, message };
  });

  answer(app, productApi.delete, messages.productDeleted, (request, user) =>
    products.deleteProduct(ctx, user, request.params.id),
  );

  route(app, productApi.like, {
    handler: async (request, res) => {
      const result = await products.toggleLike(ctx, userOf(request), request.params.id);
      return reply(res, result, result.liked ? messages.productLiked : messages.productUnliked);
    },
  });

  answer(app, productApi.duplicate, messages.productDuplicated, (request, user) =>
    products.duplicateProduct(ctx, user, request.params.id),
  );

  answer(app, productApi.files, messages.filesLoaded, (request, user) =>
    files.listFiles(ctx, user, request.params.id),
  );

  // Under an Idempotency-Key, a replayed upload answers the first's items and keeps no file again.
  route(app, productApi.upload, {
    handler: async (request, res) => {
      refuseOversizedUpload(request, res);
      if (!request.isMultipart()) throw fieldError('files', messages.fileRequired);
      const user = userOf(request);
      const productId = request.params.id;
      const digest = new ContentDigest();
      const parts = uploadParts(request);
      const { fields, first } = await files.readUploadHead(parts, digest);
      const folderId = fields.folderId || null;
      if (folderId !== null && !zUuid.safeParse(folderId).success)
        throw fieldError('folderId', messages.folderOfProduct);
      const target = {
        productId,
        folderId,
        announcedBytes: Number(request.headers['content-length']) || 0,
      };
      return writeOnce({
        ctx,
        request,
        reply: res,
        userId: user.id,
        status: 201,
        message: messages.filesUploaded,
        authorize: () => files.mayUpload(ctx, user, productId),
        content: { digest, readRest: () => files.digestUpload(digest, first, parts) },
        write: async (once) => ({
          data: await files.uploadFiles(ctx, user, target, first, parts, { digest, once }),
        }),
      });
    },
  });

  answer(app, productApi.createFolder, messages.folderAdded, (request, user) =>
    files.createFolder(ctx, user, request.params.id, request.body),
  );

  route(app, productApi.updateItem, {
    handler: async (request, res) => {
      const { id, itemId } = request.params;
      const item = await files.updateTreeItem(ctx, userOf(request), id, itemId, request.body);
      const text =
        request.body.parentId !== undefined
          ? messages.itemMoved
          : item.kind === 'folder'
            ? messages.folderRenamed
            : messages.fileRenamed;
      return reply(res, item, text);
    },
  });

  answer(app, productApi.deleteItem, messages.itemDeleted, (request, user) =>
    files.deleteTreeItem(ctx, user, request.params.id, request.params.itemId),
  );

  answer(app, productApi.buyerFields, messages.buyerFieldsLoaded, (request, user) =>
    buyer.getBuyerFields(ctx, user, request.params.id),
  );

  answer(app, productApi.updateBuyerFields, messages.buyerFieldsSaved, (request, user) =>
    buyer.updateBuyerFields(ctx, user, request.params.id, request.body),
  );

  answer(app, productApi.versions, messages.versionsLoaded, (request, user) =>
    versions.listVersions(ctx, user, request.params.id, request.params.fileId),
  );

  route(app, productApi.addVersion, {
    handler: async (request, res) => {
      refuseOversizedUpload(request, res);
      if (!request.isMultipart()) throw fieldError('file', messages.fileRequired);
      const version = await versions.addVersion(
        ctx,
        userOf(request),
        request.params.id,
        request.params.fileId,
        uploadParts(request),
        Number(request.headers['content-length']) || 0,
      );
      return reply(res, version, messages.versionAdded, 201);
    },
  });
};
