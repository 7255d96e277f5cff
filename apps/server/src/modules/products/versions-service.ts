/**
 * A file's versions (issue 36 sample rounds). Anyone who may view the product reads them; adding
 * one needs the right to edit it, checked before a byte of the upload is read. The new upload is
 * stored whole or not at all, then in one transaction: the file as first uploaded is kept as
 * version 1 if it was not yet, the new version is recorded, and the file points at it — its name,
 * place and comments stay, and every page shows the newest round.
 */
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  classifyFile,
  defaultVersionLabel,
  hasDerivatives,
  messages,
  ZVersionLabel,
} from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/http/errors.ts';
import { registerMedia } from '../../platform/media/media.ts';
import { FileReceiver, uploadPartsError } from '../../platform/media/receive-files.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorizeStorage } from '../policy/plans.ts';
import type { Actor } from '../policy/policy.ts';
import { findItem } from './files-queries.ts';
import { filesChanged } from './files-service.ts';
import { lockProduct } from './queries.ts';
import { productFor } from './service.ts';
import { presentVersion } from './versions-presenter.ts';
import {
  fileAsFirstVersion,
  insertVersion,
  keepFirstVersion,
  lastVersionNumber,
  pointFileAt,
  versionsOf,
} from './versions-queries.ts';

/** The product's file (not a folder), or 404. */
async function fileOf(ctx: AppContext, productId: string, fileId: string) {
  const found = await findItem(ctx.db, productId, fileId);
  if (!found || found.item.kind !== 'file' || !found.item.path) throw notFound();
  return found.item;
}

export async function listVersions(
  ctx: AppContext,
  actor: Actor,
  productId: string,
  fileId: string,
) {
  const product = await productFor(ctx.db, actor, productId, 'view');
  const file = await fileOf(ctx, product.id, fileId);
  const rows = await versionsOf(ctx.db, file.id);
  if (rows.length === 0) {
    const first = await fileAsFirstVersion(ctx.db, file.id, defaultVersionLabel(1));
    if (!first) throw notFound();
    rows.push(first);
  }
  return Promise.all(
    rows.map((row, index) => presentVersion(ctx.files, row, index === rows.length - 1)),
  );
}

/** The fields before the file (`label`), and the one file part. */
async function readVersionParts(parts: AsyncIterableIterator<Multipart>) {
  let label = '';
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.type === 'file') return { label, file: part };
      if (part.fieldname === 'label') label = String(part.value);
    }
  } catch (err) {
    throw uploadPartsError(err, 'file');
  }
  throw fieldError('file', messages.fileRequired);
}

/** Refuses what comes after the version's one file. */
async function refuseMoreFiles(parts: AsyncIterableIterator<Multipart>) {
  for await (const part of parts) {
    if (part.type === 'file') {
      part.file.resume();
      throw fieldError('file', messages.versionOneFile);
    }
  }
}

export async function addVersion(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  fileId: string,
  parts: AsyncIterableIterator<Multipart>,
  announcedBytes: number,
) {
  const product = await productFor(ctx.db, user, productId, 'edit');
  const file = await fileOf(ctx, product.id, fileId);
  await authorizeStorage(ctx.db, product.teamId, announcedBytes);
  const { label: given, file: part } = await readVersionParts(parts);
  const label = ZVersionLabel.safeParse(given);
  if (!label.success) {
    part.file.resume();
    throw fieldError('label', label.error.issues[0]!.message);
  }
  const receiver = new FileReceiver(ctx.storage, `products/${product.teamId}/${product.id}/`);
  try {
    await receive(receiver, part, file.name);
    await refuseMoreFiles(parts);
    const upload = receiver.files[0]!;
    return await transaction(ctx, async (tx) => {
      if (!(await lockProduct(tx, product.id))) throw notFound();
      await authorizeStorage(tx, product.teamId, upload.size);
      await registerMedia(
        tx,
        { path: upload.path, contentType: upload.contentType, bytes: upload.size },
        { ownerId: user.id, teamId: product.teamId },
        { derivatives: hasDerivatives(upload.ext) },
      );
      const last = await lastVersionNumber(tx, file.id);
      if (last === 0) await keepFirstVersion(tx, file, defaultVersionLabel(1));
      const number = Math.max(last, 1) + 1;
      const version = await insertVersion(tx, {
        itemId: file.id,
        number,
        label: label.data || defaultVersionLabel(number),
        name: upload.name,
        path: upload.path,
        ext: upload.ext,
        size: upload.size,
        createdBy: user.id,
      });
      await pointFileAt(tx, file.id, upload);
      await filesChanged(tx, product, user.id, {
        action: 'added a version of',
        subject: file.name,
        after: version.label,
      });
      const status = hasDerivatives(upload.ext) ? 'pending' : 'ready';
      return presentVersion(
        ctx.files,
        { version, status, firstName: user.firstName, lastName: user.lastName },
        true,
      );
    });
  } catch (err) {
    await receiver.discard();
    throw uploadPartsError(err, 'file');
  }
}

/** Stores the part, refusing a file of another kind than the one it is a version of. */
async function receive(receiver: FileReceiver, part: MultipartFile, fileName: string) {
  if (classifyFile(part.filename ?? '') !== classifyFile(fileName)) {
    part.file.resume();
    throw fieldError('file', messages.versionSameKind);
  }
  await receiver.receive(part);
  if (receiver.files.length === 0) throw fieldError('file', messages.fileRequired);
}
