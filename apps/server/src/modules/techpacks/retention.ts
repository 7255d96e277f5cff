/**
 * The files drawn from revisions that are gone (their product or team deleted): an hourly sweep
 * deletes their rows and queues the removal of their stored files in the same transaction, a
 * batch at a time (the media sweep's job removes them after commit).
 */
import type { AppContext } from '../../platform/context.ts';
import { defineSweep } from '../../platform/jobs/define-job.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import { removeStoredFilesJob } from '../../platform/media/orphaned-uploads.ts';
import { transaction } from '../../platform/transaction.ts';
import { deleteOrphanedExports } from './queries.ts';

export const orphanedTechpackFilesSweep = defineSweep({
  kind: 'techpack.orphaned-files',
  everySeconds: 3600,
});

const BATCH = 500;

export async function removeOrphanedTechpackFiles(ctx: AppContext) {
  for (;;) {
    const removed = await transaction(ctx, async (tx) => {
      const rows = await deleteOrphanedExports(tx, BATCH);
      if (rows.length > 0)
        await enqueue(tx, removeStoredFilesJob, { paths: rows.map((row) => row.key) });
      return rows.length;
    });
    if (removed < BATCH) return;
  }
}
