/**
 * The image pipeline shared by every module that stores pictures (profile pictures, company
 * logos, fabric swatches, later product images): a media_files row per upload with its team and
 * owner, a durable job that makes the two WebP derivatives of DESIGN §5 (`th_<name>.webp`,
 * `pre_<name>.webp`), and one way to present and to discard them.
 */
import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { z } from 'zod';
import { derivativePaths, PREVIEW_SIZE, THUMBNAIL_SIZE } from '@atelier/domain';
import type { Media, MediaStatus } from '@atelier/domain';
import type { Db, Executor } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema/index.ts';
import type { AppContext } from '../context.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { urlOf } from '../storage/storage.ts';
import type { Storage } from '../storage/storage.ts';
import { transaction } from '../transaction.ts';
import { receiveImage } from './upload.ts';
import type { ImageRules, ReceivedImage } from './upload.ts';

/** Decoding and resizing take the CPU: one image at a time per instance. */
export const mediaDerivativesJob = defineJob({
  kind: 'media.derivatives',
  payload: z.object({ path: z.string() }),
});

/** Larger images are refused by the decoder (a 10 MB file can still claim a huge canvas). */
const MAX_INPUT_PIXELS = 100_000_000;

/** Whose file it is: a team's (reached through membership) or, without a team, its owner's. */
export interface MediaOwner {
  ownerId: string;
  teamId: string | null;
}

/** A file of one person's own, in no team (a profile picture, a company logo). */
export const personal = (userId: string): MediaOwner => ({ ownerId: userId, teamId: null });

/** An uploaded file as it arrives: its name and its bytes, streamed. */
export interface IncomingFile {
  fileName: string;
  body: Readable & { truncated?: boolean };
}

/**
 * Records an upload and, for an image, queues its derivatives, inside the caller's transaction: if
 * the transaction rolls back, neither the row nor the job exists (the caller removes the file). A
 * file that is no image has nothing more to make: it is ready at once.
 */
export async function registerMedia(
  executor: Executor,
  image: ReceivedImage,
  owner: MediaOwner,
  { derivatives = true } = {},
) {
  await executor.insert(mediaFiles).values({
    path: image.path,
    contentType: image.contentType,
    bytes: image.bytes,
    ownerId: owner.ownerId,
    teamId: owner.teamId,
    status: derivatives ? 'pending' : 'ready',
  });
  if (!derivatives) return;
  // One file, one set of derivatives, however often its job is queued.
  await enqueue(executor, mediaDerivativesJob, { path: image.path }, { dedupeKey: image.path });
}

/**
 * The whole pipeline for an image that a later save attaches (a profile picture, a company logo):
 * checked and streamed into `folder`, then recorded with its derivatives job. If recording fails
 * the file is removed again.
 */
export async function uploadImage(
  ctx: AppContext,
  upload: IncomingFile & { folder: string },
  rules: ImageRules,
  owner: MediaOwner,
): Promise<ReceivedImage> {
  const image = await receiveImage(ctx.storage, upload.folder, upload.fileName, upload.body, rules);
  try {
    await transaction(ctx, (tx) => registerMedia(tx, image, owner));
  } catch (err) {
    await removeMediaFiles(ctx.storage, [image.path]);
    throw err;
  }
  return image;
}

export async function findMedia(executor: Executor, path: string) {
  const [row] = await executor.select().from(mediaFiles).where(eq(mediaFiles.path, path));
  return row;
}

/** Forgets images (rows only; call `removeMediaFiles` once the transaction has committed). */
export async function forgetMedia(executor: Executor, paths: readonly string[]) {
  if (paths.length === 0) return;
  await executor.delete(mediaFiles).where(inArray(mediaFiles.path, [...paths]));
}

/** The storage keys of images: each original with its derivatives. */
export function storedKeys(paths: readonly (string | null)[]) {
  return paths.flatMap((path) => {
    if (!path) return [];
    const { thumbnail, preview } = derivativePaths(path);
    return [path, thumbnail, preview];
  });
}

/** Removes originals and derivatives from storage; best effort, never fails the request. */
export async function removeMediaFiles(storage: Storage, paths: readonly (string | null)[]) {
  await Promise.allSettled(storedKeys(paths).map((key) => storage.remove(key)));
}

/** An image as responses carry it; the derivative URLs are null until they exist. */
export async function presentMedia(
  storage: Storage,
  media: { path: string; status: MediaStatus | null } | null,
): Promise<Media | null> {
  if (!media) return null;
  const status = media.status ?? 'pending';
  const { thumbnail, preview } = derivativePaths(media.path);
  const ready = status === 'ready';
  const [url, thumbnailUrl, previewUrl] = await Promise.all([
    storage.url(media.path),
    urlOf(storage, ready ? thumbnail : null),
    urlOf(storage, ready ? preview : null),
  ]);
  return { path: media.path, url, thumbnailUrl, previewUrl, status };
}

async function markFailed(db: Db, path: string) {
  await db
    .update(mediaFiles)
    .set({ status: 'failed', processedAt: new Date() })
    .where(eq(mediaFiles.path, path));
}

const resized = (image: Sharp, size: number) =>
  image
    .clone()
    .rotate()
    .resize(size, size, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();

/**
 * The job: decodes the original once, writes both derivatives and marks the row ready. An image
 * that cannot be decoded, or whose file is gone, is marked failed at once (retrying cannot help);
 * an error while reading or writing storage is thrown, so the job runner retries it. A row discarded meanwhile (swatch replaced, fabric
 * deleted) is skipped, and derivatives written in the race are removed again.
 */
export async function makeDerivatives(db: Db, storage: Storage, path: string) {
  const row = await findMedia(db, path);
  if (!row || row.status !== 'pending') return;
  if (!(await storage.exists(path))) {
    await markFailed(db, path);
    return;
  }

  const source = await storage.read(path);
  let readError: unknown;
  const image = sharp({ failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  source.on('error', (err) => {
    readError = err;
    image.destroy(err);
  });
  source.pipe(image);

  let outputs: [Metadata, Buffer, Buffer];
  try {
    outputs = await Promise.all([
      image.clone().metadata(),
      resized(image, THUMBNAIL_SIZE),
      resized(image, PREVIEW_SIZE),
    ]);
  } catch {
    if (readError) throw readError;
    await markFailed(db, path);
    return;
  }
  const [meta, thumbnail, preview] = outputs;
  const targets = derivativePaths(path);
  await storage.save(targets.thumbnail, Readable.from(thumbnail), { contentType: 'image/webp' });
  await storage.save(targets.preview, Readable.from(preview), { contentType: 'image/webp' });
  const oriented = meta.autoOrient ?? meta;
  const updated = await db
    .update(mediaFiles)
    .set({
      status: 'ready',
      width: oriented.width ?? null,
      height: oriented.height ?? null,
      processedAt: sql`now()`,
    })
    .where(eq(mediaFiles.path, path))
    .returning({ path: mediaFiles.path });
  if (updated.length === 0) await removeMediaFiles(storage, [path]);
}
