/**
 * Two runners on one database, as two instances would be: on PostgreSQL (DATABASE_URL) each has a
 * pool of its own; on PGlite they share the one embedded database.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { movableClock } from '../../test/movable-clock.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { defineJob, defineSweep } from './define-job.ts';
import { enqueue } from './enqueue.ts';
import { LOCK_SECONDS } from './queries.ts';
import { JobRunner } from './runner.ts';

let t: TestApp;
let second: Database | undefined;
beforeAll(async () => {
  t = await createTestApp();
  if (t.databaseUrl) second = await openDatabase({ databaseUrl: t.databaseUrl });
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

function twoRunners() {
  const time = movableClock();
  const a = new JobRunner(t.db, t.app.log, { clock: time.clock });
  const b = new JobRunner(second?.db ?? t.db, t.app.log, { clock: time.clock });
  return { time, a, b };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('two runners on one database', () => {
  it('claim each job once', async () => {
    const work = defineJob({
      kind: 'test.shared',
      payload: z.object({ n: z.number() }),
      concurrency: 4,
    });
    const { a, b } = twoRunners();
    const seen: number[] = [];
    for (const runner of [a, b]) {
      runner.register(work, async ({ n }) => {
        seen.push(n);
        // Let the other runner claim meanwhile.
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
    const all = Array.from({ length: 40 }, (_, n) => n);
    for (const n of all) await enqueue(t.db, work, { n });

    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(all.length);
    expect(seen.sort((x, y) => x - y)).toEqual(all);
    const statuses = new Set(
      (await t.db.select().from(jobs).where(eq(jobs.kind, 'test.shared'))).map((j) => j.status),
    );
    expect([...statuses]).toEqual(['done']);
  });

  it('keep a running job locked by its heartbeat, and reclaim it once its runner stops beating', async () => {
    // The heartbeat's own timer is held still: the test beats by hand.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const slow = defineJob({ kind: 'test.slow', payload: z.object({}) });
      const { time, a, b } = twoRunners();
      const aStarted = deferred();
      const aRelease = deferred();
      const runs: string[] = [];
      a.register(slow, async () => {
        runs.push('a');
        aStarted.resolve();
        await aRelease.promise;
        throw new Error('a lost its lock long ago');
      });
      const bStarted = deferred();
      const bRelease = deferred();
      b.register(slow, async () => {
        runs.push('b');
        bStarted.resolve();
        await bRelease.promise;
      });
      const { id } = await enqueue(t.db, slow, {});
      const row = async () => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
      const claimedAt = time.now().getTime();

      const aRuns = a.drain();
      await aStarted.promise;
      expect(await row()).toMatchObject({
        status: 'running',
        lockedBy: a.id,
        lockedUntil: new Date(claimedAt + LOCK_SECONDS * 1000),
      });

      time.advance((LOCK_SECONDS * 2) / 3);
      await a.heartbeat();
      expect((await row()).lockedUntil).toEqual(
        new Date(time.now().getTime() + LOCK_SECONDS * 1000),
      );
      // Past the first lock, within the renewed one: the job stays a's.
      time.advance((LOCK_SECONDS * 2) / 3);
      expect(await b.drain()).toBe(0);

      // a stops beating (its instance died): once the lock lapses, b runs the job again.
      time.advance(LOCK_SECONDS);
      const bRuns = b.drain();
      await bStarted.promise;
      expect(runs).toEqual(['a', 'b']);
      expect(await row()).toMatchObject({ status: 'running', attempts: 2, lockedBy: b.id });

      // a's run ending late changes nothing: the job is b's now.
      aRelease.resolve();
      await aRuns;
      expect(await row()).toMatchObject({ status: 'running', attempts: 2, lockedBy: b.id });

      bRelease.resolve();
      expect(await bRuns).toBe(1);
      expect(await row()).toMatchObject({
        status: 'done',
        attempts: 2,
        lockedBy: null,
        lastError: null,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('take over the job of a runner that died within ten seconds, one poll included', async () => {
    const due = defineJob({ kind: 'test.orphaned', payload: z.object({}) });
    const { time, a, b } = twoRunners();
    const started = deferred();
    const revived = deferred();
    a.register(due, async () => {
      started.resolve();
      // Its instance dies here: no heartbeat comes while b takes the job over.
      await revived.promise;
    });
    const ranOnB: string[] = [];
    b.register(due, async () => void ranOnB.push('b'));
    await enqueue(t.db, due, {});
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const aRuns = a.drain();
      await started.promise;
      const POLL_SECONDS = 2;
      time.advance(10 - POLL_SECONDS);
      expect(await b.drain()).toBe(1);
      expect(ranOnB).toEqual(['b']);
      revived.resolve();
      await aRuns;
    } finally {
      vi.useRealTimers();
    }
  });

  it('run a recurring sweep once per period', async () => {
    const sweep = defineSweep({ kind: 'test.every-minute', everySeconds: 60 });
    const { time, a, b } = twoRunners();
    const periodKey = (seconds: number) =>
      new Date(time.now().getTime() + seconds * 1000).toISOString().replace('.000Z', 'Z');
    const expectedKeys = [0, 60, 120].map(periodKey);
    let runs = 0;
    for (const runner of [a, b]) {
      runner.register(sweep, async () => {
        runs++;
      });
    }
    const tick = async () => {
      await Promise.all([a.recordSweeps(), b.recordSweeps()]);
      await Promise.all([a.drain(), b.drain()]);
    };

    await tick();
    expect(runs).toBe(1);
    time.advance(30);
    await tick();
    expect(runs).toBe(1);
    time.advance(30);
    await tick();
    await tick();
    expect(runs).toBe(2);
    time.advance(60);
    await tick();
    expect(runs).toBe(3);
    const occurrences = await t.db
      .select({ dedupeKey: jobs.dedupeKey, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.kind, 'test.every-minute'));
    expect(occurrences.map((row) => row.dedupeKey).sort()).toEqual(expectedKeys);
    expect(occurrences.every((row) => row.status === 'done')).toBe(true);
  });
});
