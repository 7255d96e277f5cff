import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import type { JobStatus } from '../../db/schema/index.ts';
import { movableClock } from '../../test/movable-clock.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { DONE_KEPT_DAYS, FAILED_KEPT_DAYS } from './retention.ts';
import { JobRunner } from './runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe('job retention', () => {
  it('removes finished jobs after their period and keeps the rest', async () => {
    const time = movableClock();
    const runner = new JobRunner(t.db, t.app.log, { clock: time.clock });
    const row = (kind: string, status: JobStatus, finishedDaysAgo: number | null) => ({
      kind,
      payload: {},
      status,
      runAt: new Date(time.now().getTime() - 40 * DAY),
      finishedAt:
        finishedDaysAgo === null ? null : new Date(time.now().getTime() - finishedDaysAgo * DAY),
    });
    await t.db
      .insert(jobs)
      .values([
        row('test.done-old', 'done', DONE_KEPT_DAYS + 0.01),
        row('test.done-recent', 'done', DONE_KEPT_DAYS - 0.01),
        row('test.failed-old', 'failed', FAILED_KEPT_DAYS + 0.01),
        row('test.failed-recent', 'failed', FAILED_KEPT_DAYS - 0.01),
        row('test.pending', 'pending', null),
      ]);

    // The retention sweep is the runner's own: recorded for this hour, then run like any job.
    await runner.recordSweeps();
    await runner.drain();

    const left = await t.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(
        inArray(jobs.kind, [
          'test.done-old',
          'test.done-recent',
          'test.failed-old',
          'test.failed-recent',
          'test.pending',
        ]),
      );
    expect(left.map((job) => job.kind).sort()).toEqual([
      'test.done-recent',
      'test.failed-recent',
      'test.pending',
    ]);
  });
});
