/**
 * A product's folders and files (SPEC §3 tree items, §5 upload rules). Uploading needs the right
 * to edit the product and is checked before a byte of the files is read; the files are stored
 * whole or not at all (receive-files.ts), then recorded with their derivative jobs in one
 * transaction. Reading the tree needs the right to view the product.
 */
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { FOLDER_NAME_MAX, fileExtension, hasDerivatives, messages } from '@atelier/domain';
import type { TCreateFolderSchema, TUpdateItemSchema } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { ProductItemRow, ProductRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/http/errors.ts';
import type { ContentDigest, Once } from '../../platform/http/idempotency.ts';
import { registerMedia } from '../../platform/media/media.ts';
import { releaseUploads } from '../../platform/media/orphaned-uploads.ts';
import { digestFiles, FileReceiver, uploadPartsError } from '../../platform/media/receive-files.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorizeStorage } from '../policy/plans.ts';
import type { Actor } from '../policy/policy.ts';
import {
  deleteItem,
  findFolder,
  findItem,
  insertItems,
  isSelfOrAncestor,
  listItems,
  productFilePaths,
  updateItem,
} from './files-queries.ts';
import { presentItem } from './files-presenter.ts';
import { onTimeline, type TimelineEntryInput } from '../timeline/service.ts';
import { productChanged } from './live.ts';
import { lockProduct, touchProduct } from './queries.ts';
import { productFor } from './service.ts';

export interface UploadTarget {
  productId: string;
  folderId: string | null;
  /** The request's Content-Length: checked against the plan's storage before reading. */
  announcedBytes: number;
}

/** What a change did to the product's files, as the timeline tells it. */
type FileChange = Pick<TimelineEntryInput, 'action' | 'subject' | 'before' | 'after'>;

/**
 * A change to the product's files changes the product: its recency, the live wall, and its
 * timeline.
 */
export async function filesChanged(
  tx: Executor,
  product: { id: string; teamId: string },
  userId: string,
  ...changes: FileChange[]
) {
  await touchProduct(tx, product.id, userId);
  await productChanged.record(tx, {
    teamId: product.teamId,
    productId: product.id,
    change: 'updated',
  });
  await onTimeline(
    tx,
    ...changes.map((change) => ({
      ...change,
      productId: product.id,
      kind: 'file' as const,
      actor: { userId },
    })),
  );
}

async function checkFolder(ctx: AppContext, productId: string, folderId: string | null) {
  if (folderId && !(await findFolder(ctx.db, productId, folderId))) {
    throw fieldError('folderId', messages.folderOfProduct);
  }
}

/**
 * Receives `first` and every further file part into the product (or one of its folders). Fields
 * naming the target must come before the files: one after a file is refused.
 */
export async function uploadFiles(
  ctx: AppContext,
  user: UserRow,
  target: UploadTarget,
  first: MultipartFile,
  rest: AsyncIterableIterator<Multipart>,
  once?: { digest: ContentDigest; once: Once | undefined },
) {
  const product = await productFor(ctx.db, user, target.productId, 'edit');
  await checkFolder(ctx, product.id, target.folderId);
  return receiveFiles(ctx, user, product, { ...target, ...once }, first, rest);
}

/** Refuses whoever may not upload to the product now (before a stored upload is answered again). */
export async function mayUpload(ctx: AppContext, user: UserRow, productId: string) {
  await productFor(ctx.db, user, productId, 'edit');
}

/** The fields before the first file part (hashed into `digest`), and that part. */
export async function readUploadHead(
  parts: AsyncIterableIterator<Multipart>,
  digest: ContentDigest,
) {
  const fields: Record<string, string> = {};
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.type === 'file') {
        // A small body is parsed whole before we read it: a cut-off one is already destroyed.
        if (part.file.destroyed) throw fieldError('files', messages.uploadBroken);
        return { fields, first: part };
      }
      fields[part.fieldname] = String(part.value);
      digest.field(part.fieldname, fields[part.fieldname]!);
    }
  } catch (err) {
    throw uploadPartsError(err);
  }
  throw fieldError('files', messages.fileRequired);
}

/** Reads a replayed upload's files into its digest, keeping none. */
export async function digestUpload(
  digest: ContentDigest,
  first: MultipartFile,
  rest: AsyncIterableIterator<Multipart>,
) {
  try {
    await digestFiles(digest, first, rest);
  } catch (err) {
    throw uploadPartsError(err);
  }
}

export interface ReceiveOptions {
  folderId: string | null;
  announcedBytes: number;
  /** Images only: anything else is refused with this text, and nothing is kept. */
  imagesOnly?: string;
  /** Under an Idempotency-Key: the files' digest, and the key kept with the items. */
  digest?: ContentDigest;
  once?: Once | undefined;
}

/**
 * Receives file parts into the tree of a product the caller authorized (a supplier's photos of
 * its sample, issue 47 §3, as well as a member's upload): the bytes are stored first, then one
 * transaction registers them, adds their items and runs `then` with the items (so what the caller
 * links to them lands with them, or nothing does). A refusal discards what was stored.
 */
export async function receiveFiles(
  ctx: AppContext,
  user: UserRow,
  product: ProductRow,
  options: ReceiveOptions,
  first: MultipartFile,
  rest: AsyncIterableIterator<Multipart>,
  then?: (tx: Executor, items: ProductItemRow[]) => Promise<void>,
) {
  await authorizeStorage(ctx.db, product.teamId, options.announcedBytes);
  const receiver = new FileReceiver(
    ctx.storage,
    `products/${product.teamId}/${product.id}/`,
    options.digest,
  );
  try {
    await receiver.receive(first);
    for await (const part of rest) {
      if (part.type === 'file') await receiver.receive(part);
      else if (part.fieldname === 'productId' || part.fieldname === 'folderId')
        throw fieldError(part.fieldname, messages.productIdFirst);
    }
    if (options.imagesOnly && receiver.files.some((file) => !hasDerivatives(file.ext)))
      throw fieldError('files', options.imagesOnly);
    return await transaction(ctx, async (tx) => {
      if (!(await lockProduct(tx, product.id))) throw notFound();
      const bytes = receiver.files.reduce((sum, file) => sum + file.size, 0);
      await authorizeStorage(tx, product.teamId, bytes);
      for (const file of receiver.files) {
        await registerMedia(
          tx,
          { path: file.path, contentType: file.contentType, bytes: file.size },
          { ownerId: user.id, teamId: product.teamId },
          { derivatives: hasDerivatives(file.ext) },
        );
      }
      const items = await insertItems(
        tx,
        receiver.files.map((file) => ({
          productId: product.id,
          parentId: options.folderId,
          kind: 'file' as const,
          name: file.name,
          path: file.path,
          ext: file.ext,
          size: file.size,
          createdBy: user.id,
        })),
      );
      await filesChanged(
        tx,
        product,
        user.id,
        ...items.map((item) => ({ action: 'uploaded', subject: item.name })),
      );
      await then?.(tx, items);
      const presented = await Promise.all(
        items.map((item) =>
          presentItem(ctx.files, item, hasDerivatives(item.ext) ? 'pending' : 'ready'),
        ),
      );
      await options.once?.keep(tx, presented);
      return presented;
    });
  } catch (err) {
    await receiver.discard();
    throw uploadPartsError(err);
  }
}

/** The product's whole tree, for whoever may view the product (a share link's visitor too). */
export async function listFiles(ctx: AppContext, actor: Actor, productId: string) {
  const product = await productFor(ctx.db, actor, productId, 'view');
  const rows = await listItems(ctx.db, product.id);
  return Promise.all(rows.map((row) => presentItem(ctx.files, row.item, row.status)));
}

export async function createFolder(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  input: TCreateFolderSchema,
) {
  const product = await productFor(ctx.db, user, productId, 'edit');
  const parentId = input.parentId ?? null;
  await checkFolder(ctx, product.id, parentId);
  return transaction(ctx, async (tx) => {
    const [folder] = await insertItems(tx, [
      { productId: product.id, parentId, kind: 'folder', name: input.name, createdBy: user.id },
    ]);
    await filesChanged(tx, product, user.id, { action: 'made the folder', subject: input.name });
    return presentItem(ctx.files, folder!, null);
  });
}

/** A new name must fit the item: a folder's limit, and a file's extension unchanged. */
function checkName(item: ProductItemRow, name: string) {
  if (item.kind === 'folder' && name.length > FOLDER_NAME_MAX) {
    throw fieldError('name', messages.textTooLong);
  }
  if (item.kind === 'file' && fileExtension(name).toLowerCase() !== item.ext) {
    throw fieldError('name', messages.fileExtensionKept);
  }
}

/**
 * Renames and/or moves one item of the product. The product row is locked first, so two moves at
 * once cannot together put folders inside each other.
 */
export async function updateTreeItem(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  itemId: string,
  input: TUpdateItemSchema,
) {
  const product = await productFor(ctx.db, user, productId, 'edit');
  return transaction(ctx, async (tx) => {
    if (!(await lockProduct(tx, product.id))) throw notFound();
    const found = await findItem(tx, product.id, itemId);
    if (!found) throw notFound();
    const { item, status } = found;
    if (input.name !== undefined) checkName(item, input.name);
    const parentId = input.parentId;
    if (parentId) {
      if (!(await findFolder(tx, product.id, parentId))) {
        throw fieldError('parentId', messages.folderOfProduct);
      }
      if (await isSelfOrAncestor(tx, item.id, parentId)) {
        throw fieldError('parentId', messages.folderIntoItself);
      }
    }
    if (input.name === undefined && parentId === undefined)
      return presentItem(ctx.files, item, status);
    const updated = await updateItem(tx, item.id, { name: input.name, parentId });
    const renamed = input.name !== undefined && input.name !== item.name;
    await filesChanged(tx, product, user.id, {
      action: renamed ? 'renamed' : 'moved',
      subject: updated!.name,
      ...(renamed ? { before: item.name, after: updated!.name } : {}),
    });
    return presentItem(ctx.files, updated!, status);
  });
}

/**
 * Deletes one item; a folder takes everything inside with it. The uploads stay until the
 * orphaned-uploads sweep finds no product holding them.
 */
export async function deleteTreeItem(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  itemId: string,
) {
  const product = await productFor(ctx.db, user, productId, 'edit');
  return transaction(ctx, async (tx) => {
    if (!(await lockProduct(tx, product.id))) throw notFound();
    const found = await findItem(tx, product.id, itemId);
    if (!found) throw notFound();
    const paths = await productFilePaths(tx, product.id);
    await deleteItem(tx, itemId);
    await releaseUploads(tx, paths);
    await filesChanged(tx, product, user.id, {
      action: found.item.kind === 'folder' ? 'deleted the folder' : 'deleted',
      subject: found.item.name,
    });
    return { _id: itemId };
  });
}
