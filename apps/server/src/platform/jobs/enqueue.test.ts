import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jobs, users } from '../../db/schema/index.ts';
import { movableClock } from '../../test/movable-clock.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { defineJob } from './define-job.ts';
import { enqueue, schedule } from './enqueue.ts';
import { transaction } from '../transaction.ts';
import { JobRunner } from './runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const jobsOf = (kind: string) => t.db.select().from(jobs).where(eq(jobs.kind, kind));

describe('dedupe keys', () => {
  const thumbnail = defineJob({ kind: 'test.thumbnail', payload: z.object({ path: z.string() }) });
  const preview = defineJob({ kind: 'test.preview', payload: z.object({ path: z.string() }) });

  it('enqueues the same work once and hands back the first job', async () => {
    const first = await enqueue(t.db, thumbnail, { path: 'a.png' }, { dedupeKey: 'a.png' });
    const again = await t.db.transaction((tx) =>
      enqueue(tx, thumbnail, { path: 'a.png' }, { dedupeKey: 'a.png' }),
    );
    expect(first.isDuplicate).toBe(false);
    expect(again).toEqual({ id: first.id, isDuplicate: true });

    const other = await enqueue(t.db, thumbnail, { path: 'b.png' }, { dedupeKey: 'b.png' });
    const otherKind = await enqueue(t.db, preview, { path: 'a.png' }, { dedupeKey: 'a.png' });
    expect(other.isDuplicate).toBe(false);
    expect(otherKind.isDuplicate).toBe(false);
    expect(await jobsOf('test.thumbnail')).toHaveLength(2);

    const seen: string[] = [];
    t.app.ctx.jobs.register(thumbnail, async ({ path }) => {
      seen.push(path);
    });
    await t.app.ctx.jobs.drain();
    expect(seen.sort()).toEqual(['a.png', 'b.png']);
    // Done, the job still holds its key: the same work is not done twice.
    expect(await enqueue(t.db, thumbnail, { path: 'a.png' }, { dedupeKey: 'a.png' })).toEqual({
      id: first.id,
      isDuplicate: true,
    });
  });

  it('keeps jobs without a key apart', async () => {
    const plain = defineJob({ kind: 'test.plain', payload: z.object({}) });
    const a = await enqueue(t.db, plain, {});
    const b = await enqueue(t.db, plain, {});
    expect(a.id).not.toBe(b.id);
    expect(await jobsOf('test.plain')).toHaveLength(2);
  });

  it('frees a key whose job was rolled back', async () => {
    const key = { dedupeKey: 'c.png' };
    await t.db
      .transaction(async (tx) => {
        await enqueue(tx, thumbnail, { path: 'c.png' }, key);
        throw new Error('abort');
      })
      .catch(() => undefined);
    expect(await enqueue(t.db, thumbnail, { path: 'c.png' }, key)).toMatchObject({
      isDuplicate: false,
    });
  });
});

describe('scheduled jobs', () => {
  it('are not claimed before their time, and run once it has come', async () => {
    const later = defineJob({ kind: 'test.later', payload: z.object({}) });
    const time = movableClock();
    const runner = new JobRunner(t.db, t.app.log, { clock: time.clock });
    let runs = 0;
    runner.register(later, async () => {
      runs++;
    });
    await enqueue(t.db, later, {}, { runAt: new Date(time.now().getTime() + 3_600_000) });

    expect(await runner.drain()).toBe(0);
    time.advance(3599);
    expect(await runner.drain()).toBe(0);
    expect(runs).toBe(0);
    time.advance(1);
    expect(await runner.drain()).toBe(1);
    expect(runs).toBe(1);
    expect((await jobsOf('test.later'))[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('move to a new time under the same key, and run again once finished', async () => {
    const moved = defineJob({ kind: 'test.moved', payload: z.object({ n: z.number() }) });
    const time = movableClock();
    const runner = new JobRunner(t.db, t.app.log, { clock: time.clock });
    const seen: number[] = [];
    runner.register(moved, async ({ n }) => {
      seen.push(n);
    });
    const at = (seconds: number) => new Date(time.now().getTime() + seconds * 1000);
    const key = { dedupeKey: 'one' };
    await schedule(t.db, moved, { n: 1 }, { ...key, runAt: at(60) });
    await schedule(t.db, moved, { n: 2 }, { ...key, runAt: at(120) });
    time.advance(60);
    expect(await runner.drain()).toBe(0);
    time.advance(60);
    expect(await runner.drain()).toBe(1);
    await schedule(t.db, moved, { n: 3 }, { ...key, runAt: at(30) });
    time.advance(30);
    expect(await runner.drain()).toBe(1);
    expect(seen).toEqual([2, 3]);
    expect(await jobsOf('test.moved')).toHaveLength(1);
  });
});

describe('a commit', () => {
  const wakeful = defineJob({ kind: 'test.wakeful', payload: z.object({}) });

  it('wakes the runners when its transaction queued or moved a job, and only then', async () => {
    const kick = vi.spyOn(t.app.ctx, 'wakeJobs');
    try {
      // A chat message queues nothing: looking for work after it would be one claim per post.
      await transaction(t.app.ctx, (tx) => tx.select().from(users).limit(1));
      expect(kick).not.toHaveBeenCalled();
      await transaction(t.app.ctx, (tx) => enqueue(tx, wakeful, {}));
      expect(kick).toHaveBeenCalledTimes(1);
      const runAt = new Date(Date.now() + 60_000);
      await transaction(t.app.ctx, (tx) => schedule(tx, wakeful, {}, { runAt, dedupeKey: 'w' }));
      expect(kick).toHaveBeenCalledTimes(2);
    } finally {
      kick.mockRestore();
    }
  });
});
