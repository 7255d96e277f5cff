/**
 * Made line sheets are kept LINESHEET_KEPT_DAYS to download again, then swept: their rows go and
 * their files are removed after commit (the media sweep's job), a batch at a time.
 */
import { LINESHEET_KEPT_DAYS } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { defineSweep } from '../../platform/jobs/define-job.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import { removeStoredFilesJob } from '../../platform/media/orphaned-uploads.ts';
import { transaction } from '../../platform/transaction.ts';
import { deleteLineSheetsBefore } from './queries.ts';

export const expiredLineSheetsSweep = defineSweep({
  kind: 'linesheet.expired',
  everySeconds: 3600,
});

const BATCH = 500;

export async function removeExpiredLineSheets(ctx: AppContext, now = new Date()) {
  const cutoff = new Date(now.getTime() - LINESHEET_KEPT_DAYS * 86_400_000);
  for (;;) {
    const removed = await transaction(ctx, async (tx) => {
      const rows = await deleteLineSheetsBefore(tx, cutoff, BATCH);
      const paths = rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
      if (paths.length > 0) await enqueue(tx, removeStoredFilesJob, { paths });
      return rows.length;
    });
    if (removed < BATCH) return;
  }
}
