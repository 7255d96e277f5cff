import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { movableClock } from '../../test/movable-clock.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { defineJob } from './define-job.ts';
import { enqueue } from './enqueue.ts';
import { JobRunner } from './runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const jobsOf = (kind: string) => t.db.select().from(jobs).where(eq(jobs.kind, kind));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('durable jobs', () => {
  it('runs a job enqueued in a committed transaction once, with its typed payload', async () => {
    const once = defineJob({ kind: 'test.once', payload: z.object({ n: z.number() }) });
    const seen: number[] = [];
    t.app.ctx.jobs.register(once, async ({ n }) => {
      seen.push(n);
    });
    await t.db.transaction((tx) => enqueue(tx, once, { n: 1 }));
    expect(await t.app.ctx.jobs.drain()).toBe(1);
    expect(await t.app.ctx.jobs.drain()).toBe(0);
    expect(seen).toEqual([1]);
  });

  it('records nothing for a rolled-back transaction', async () => {
    const rollback = defineJob({ kind: 'test.rollback', payload: z.object({}) });
    await t.db
      .transaction(async (tx) => {
        await enqueue(tx, rollback, {});
        throw new Error('abort');
      })
      .catch(() => undefined);
    expect(await jobsOf('test.rollback')).toHaveLength(0);
  });

  it('retries a failing job with a growing delay and gives up after its attempts', async () => {
    const flaky = defineJob({ kind: 'test.flaky', payload: z.object({}), maxAttempts: 3 });
    const time = movableClock();
    const runner = new JobRunner(t.db, t.app.log, { clock: time.clock });
    let calls = 0;
    runner.register(flaky, async () => {
      calls++;
      throw new Error('smtp down');
    });
    const { id } = await enqueue(t.db, flaky, {});
    const job = async () => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];

    expect(await runner.drain()).toBe(1);
    const retryAt = new Date(time.now().getTime() + 10_000);
    expect(await job()).toMatchObject({ status: 'pending', attempts: 1, runAt: retryAt });
    expect((await job())?.lastError).toBe('smtp down');
    time.advance(9);
    expect(await runner.drain()).toBe(0);
    time.advance(1);
    expect(await runner.drain()).toBe(1);
    expect(await job()).toMatchObject({
      attempts: 2,
      runAt: new Date(time.now().getTime() + 20_000),
    });

    time.advance(20);
    expect(await runner.drain()).toBe(1);
    expect(await job()).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'smtp down',
      finishedAt: time.now(),
    });
    time.advance(3600);
    expect(await runner.drain()).toBe(0);
    expect(calls).toBe(3);
  });

  it('picks up a job whose worker died mid-run once its lock has passed', async () => {
    const orphan = defineJob({ kind: 'test.orphan', payload: z.object({}) });
    const seen: string[] = [];
    t.app.ctx.jobs.register(orphan, async (_payload, job) => {
      seen.push(job.id);
    });
    await t.db.insert(jobs).values({
      kind: 'test.orphan',
      payload: {},
      status: 'running',
      attempts: 1,
      lockedBy: 'a runner that died',
      lockedUntil: new Date(Date.now() - 1000),
    });
    await t.app.ctx.jobs.drain();
    expect(seen).toHaveLength(1);
    const [job] = await jobsOf('test.orphan');
    expect(job).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  });

  it('fails a job whose stored payload does not match its schema at once, saying why', async () => {
    const typed = defineJob({ kind: 'test.typed', payload: z.object({ n: z.number() }) });
    const handler = vi.fn(async () => undefined);
    t.app.ctx.jobs.register(typed, handler);
    // As a row written by an older version of the code would be.
    await t.db.insert(jobs).values({ kind: 'test.typed', payload: { n: 'one' } });
    await t.app.ctx.jobs.drain();
    const [job] = await jobsOf('test.typed');
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job!.lastError).toBe(
      // zod's rules read in Atelier's words everywhere (packages/domain/src/zod-texts.ts).
      'Invalid payload for test.typed: ✖ Enter a number.\n  → at n',
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it('runs at most the kind’s concurrency at once in one instance', async () => {
    const pair = defineJob({
      kind: 'test.pair',
      payload: z.object({ n: z.number() }),
      concurrency: 2,
    });
    const runner = new JobRunner(t.db, t.app.log, { pollMs: 60_000 });
    const release = deferred();
    const twoStarted = deferred();
    const allDone = deferred();
    let running = 0;
    let mostAtOnce = 0;
    const done: number[] = [];
    runner.register(pair, async ({ n }) => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      if (running === 2) twoStarted.resolve();
      // The first two hold their slots until released; a third would finish at once.
      if (done.length === 0 && running <= 2) await release.promise;
      running--;
      done.push(n);
      if (done.length === 3) allDone.resolve();
    });
    for (const n of [1, 2, 3]) await enqueue(t.db, pair, { n });
    try {
      runner.start();
      await twoStarted.promise;
      // Both slots are taken: looking again claims nothing.
      expect(await runner.drain()).toBe(0);
      const statuses = (await jobsOf('test.pair')).map((job) => job.status).sort();
      expect(statuses).toEqual(['pending', 'running', 'running']);
      release.resolve();
      await allDone.promise;
    } finally {
      release.resolve();
      await runner.stop();
    }
    expect(mostAtOnce).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3]);
  });
});

describe('batch handlers', () => {
  it('get the due jobs a batch at a time, and one mark done for each batch', async () => {
    const batched = defineJob({
      kind: 'test.batched',
      payload: z.object({ n: z.number() }),
      batchSize: 3,
    });
    const runner = new JobRunner(t.db, t.app.log, { pollMs: 60_000 });
    const batches: number[][] = [];
    runner.registerBatch(batched, async (items) => {
      batches.push(items.map(({ payload }) => payload.n));
      expect(new Set(items.map(({ job }) => job.id)).size).toBe(items.length);
    });
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      await enqueue(t.db, batched, { n }, { runAt: new Date(Date.now() - 60_000 + n) });
    }
    expect(await runner.drain()).toBe(7);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    const rows = await jobsOf('test.batched');
    expect(rows.map((job) => job.status)).toEqual(Array(7).fill('done'));
    expect(await runner.drain()).toBe(0);
  });

  it('retry every job of a batch whose handler throws, and fail a bad payload alone', async () => {
    const shaky = defineJob({
      kind: 'test.shaky',
      payload: z.object({ n: z.number() }),
      batchSize: 10,
    });
    const time = movableClock();
    const runner = new JobRunner(t.db, t.app.log, { clock: time.clock });
    let calls = 0;
    const seen: number[][] = [];
    runner.registerBatch(shaky, async (items) => {
      calls++;
      seen.push(items.map(({ payload }) => payload.n));
      if (calls === 1) throw new Error('database hiccup');
    });
    await enqueue(t.db, shaky, { n: 1 });
    await enqueue(t.db, shaky, { n: 2 });
    await t.db.insert(jobs).values({ kind: 'test.shaky', payload: { n: 'three' } });

    expect(await runner.drain()).toBe(3);
    const byN = async () =>
      Object.fromEntries(
        (await jobsOf('test.shaky')).map((job) => [String(job.payload.n), job]),
      ) as Record<string, typeof jobs.$inferSelect>;
    const failed = await byN();
    expect(failed['1']).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'database hiccup',
    });
    expect(failed['2']).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'database hiccup',
    });
    expect(failed['three']).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed['three']!.lastError).toMatch(/^Invalid payload for test.shaky/);

    time.advance(10);
    expect(await runner.drain()).toBe(2);
    expect(seen).toEqual([
      [1, 2],
      [1, 2],
    ]);
    const retried = await byN();
    expect(retried['1']).toMatchObject({ status: 'done', attempts: 2 });
    expect(retried['2']).toMatchObject({ status: 'done', attempts: 2 });
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
    const runner = new JobRunner(db as unknown as Db, log as unknown as FastifyBaseLogger, {
      pollMs: 1000,
    });
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
