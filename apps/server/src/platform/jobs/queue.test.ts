import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { enqueue, JobRunner } from './queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('durable jobs', () => {
  it('runs a job enqueued in a committed transaction once', async () => {
    const seen: unknown[] = [];
    t.app.ctx.jobs.register('test.once', async (payload) => {
      seen.push(payload);
    });
    await t.db.transaction((tx) => enqueue(tx, 'test.once', { n: 1 }));
    expect(await t.app.ctx.jobs.drain()).toBeGreaterThanOrEqual(1);
    expect(await t.app.ctx.jobs.drain()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('records nothing for a rolled-back transaction', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueue(tx, 'test.rollback', {});
        throw new Error('abort');
      })
      .catch(() => undefined);
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, 'test.rollback'))).toHaveLength(0);
  });

  it('retries a failing job later and gives up after its attempts', async () => {
    let calls = 0;
    t.app.ctx.jobs.register('test.flaky', async () => {
      calls++;
      throw new Error('smtp down');
    });
    await enqueue(t.db, 'test.flaky', {}, { maxAttempts: 2 });
    await t.app.ctx.jobs.drain();
    let [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'test.flaky'));
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'smtp down' });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());

    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job!.id));
    await t.app.ctx.jobs.drain();
    [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'test.flaky'));
    expect(job).toMatchObject({ status: 'failed', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('picks up a job whose worker died mid-run once its lock has passed', async () => {
    const seen: string[] = [];
    t.app.ctx.jobs.register('test.orphan', async (_payload, job) => {
      seen.push(job.id);
    });
    await t.db.insert(jobs).values({
      kind: 'test.orphan',
      payload: {},
      status: 'running',
      attempts: 1,
      lockedUntil: new Date(Date.now() - 1000),
    });
    await t.app.ctx.jobs.drain();
    expect(seen).toHaveLength(1);
  });
});

describe('the poll loop while the database is down', () => {
  it('keeps polling less and less often, says so once, and keeps its pace once it is back', async () => {
    vi.useFakeTimers();
    let down = true;
    let polls = 0;
    const db = {
      async execute() {
        polls++;
        if (down) {
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
            code: 'ECONNREFUSED',
          });
        }
        return { rows: [] };
      },
    };
    const log = { warn: vi.fn(), error: vi.fn() };
    const runner = new JobRunner(db as unknown as Db, log as unknown as FastifyBaseLogger, 1000);
    try {
      runner.start();
      // Polling every second would be 60 polls in this minute; backing off makes it a few.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(polls).toBeGreaterThan(3);
      expect(polls).toBeLessThan(10);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.error).not.toHaveBeenCalled();

      down = false;
      await vi.advanceTimersByTimeAsync(30_000);
      const back = polls;
      await vi.advanceTimersByTimeAsync(5_000);
      expect(polls - back).toBeGreaterThanOrEqual(4);
    } finally {
      await runner.stop();
      vi.useRealTimers();
    }
  });
});
