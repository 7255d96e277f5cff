import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from './clock.ts';
import { defineSweep } from './define-job.ts';

/** Finished jobs are kept this long: done ones for a week, failed ones a month for inspection. */
export const DONE_KEPT_DAYS = 7;
export const FAILED_KEPT_DAYS = 30;
const BATCH = 1000;

export const jobRetention = defineSweep({ kind: 'jobs.retention', everySeconds: 3600 });

/**
 * Deletes finished jobs past their retention, a batch per statement so no transaction is long.
 * A dedupe key is free again once its job is gone.
 */
export async function removeFinishedJobs(db: Db, clock: Clock) {
  for (;;) {
    const removed = await rows<{ id: string }>(
      db,
      sql`
      DELETE FROM jobs WHERE id IN (
        SELECT id FROM jobs
        WHERE (status = 'done' AND finished_at < ${clock()} - make_interval(days => ${DONE_KEPT_DAYS}))
          OR (status = 'failed' AND finished_at < ${clock()} - make_interval(days => ${FAILED_KEPT_DAYS}))
        LIMIT ${BATCH})
      RETURNING id`,
    );
    if (removed.length < BATCH) return;
  }
}
