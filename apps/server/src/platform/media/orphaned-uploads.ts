/**
 * Uploads that were never attached: a picture or logo is uploaded first and attached by a later
 * save, which may never come. A day after upload, a file that no holder (upload-holders.ts)
 * holds is removed: its row at once, its stored files by a job recorded in the same transaction,
 * so a storage outage delays the removal but never loses it.
 */
import { and, inArray, lt, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema/index.ts';
import { defineJob, defineSweep } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/enqueue.ts';
import type { Storage } from '../storage/storage.ts';
import { storedKeys } from './media.ts';
import { uploadHolders } from './upload-holders.ts';

export const ORPHANED_AFTER_HOURS = 24;
const BATCH = 100;

export const orphanedUploadsSweep = defineSweep({
  kind: 'media.orphaned-uploads',
  everySeconds: 3600,
});

export const removeStoredFilesJob = defineJob({
  kind: 'media.remove-files',
  payload: z.object({ paths: z.array(z.string()).min(1) }),
});

/** The sweep: removes unattached uploads older than a day, a short transaction per batch. */
export async function removeOrphanedUploads(db: Db) {
  for (;;) {
    const removed = await db.transaction(async (tx) => {
      const orphans = tx
        .select({ path: mediaFiles.path })
        .from(mediaFiles)
        .where(
          and(
            lt(mediaFiles.createdAt, sql`now() - make_interval(hours => ${ORPHANED_AFTER_HOURS})`),
            ...uploadHolders(tx).map((attachment) => notExists(attachment)),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const rows = await tx
        .delete(mediaFiles)
        .where(inArray(mediaFiles.path, orphans))
        .returning({ path: mediaFiles.path });
      return removeStoredLater(tx, rows);
    });
    if (removed < BATCH) return;
  }
}

/** Records the removal of the deleted rows' stored files; answers how many there were. */
async function removeStoredLater(tx: Executor, rows: readonly { path: string }[]) {
  const paths = rows.map((row) => row.path);
  if (paths.length > 0) await enqueue(tx, removeStoredFilesJob, { paths });
  return paths.length;
}

/**
 * Gives back at once the storage of files a deletion let go (a product's file or folder, a whole
 * product), in the deleting transaction: of `paths`, those nothing holds any more lose their row
 * now, so the plan's storage counts them no longer, and their stored files go by a job. Paths still
 * held elsewhere (by a duplicate of the product) are kept.
 */
export async function releaseUploads(tx: Executor, paths: readonly string[]) {
  if (paths.length === 0) return;
  const rows = await tx
    .delete(mediaFiles)
    .where(
      and(
        inArray(mediaFiles.path, [...paths]),
        ...uploadHolders(tx).map((attachment) => notExists(attachment)),
      ),
    )
    .returning({ path: mediaFiles.path });
  await removeStoredLater(tx, rows);
}

/** Removes files and their derivatives; a failure throws, so the job is tried again. */
export async function removeStoredFiles(storage: Storage, paths: readonly string[]) {
  await Promise.all(storedKeys(paths).map((key) => storage.remove(key)));
}
