import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { JobDefinition, PayloadSchema } from './define-job.ts';

/** Executors (transactions) that recorded or moved a job: only their commit has work to announce. */
const queuedIn = new WeakSet<Executor>();

/** Whether a job was recorded through this executor, so its commit should wake the runner. */
export function queuedJobs(executor: Executor) {
  return queuedIn.has(executor);
}

export interface EnqueueOptions {
  /** Not before this time (default: at once). */
  runAt?: Date;
  /** The same work enqueued again with this key is one job: the first one's. */
  dedupeKey?: string;
}

/**
 * Records a job in the caller's transaction (it runs only once that commits). The payload is
 * checked against the kind's schema here, so a mistake fails the action, not the job later. With
 * a dedupe key that the kind already holds, nothing is added and the existing job is returned.
 */
export async function enqueue<S extends PayloadSchema>(
  executor: Executor,
  definition: JobDefinition<S>,
  payload: z.input<S>,
  options: EnqueueOptions = {},
): Promise<{ id: string; isDuplicate: boolean }> {
  queuedIn.add(executor);
  const values = {
    kind: definition.kind,
    payload: definition.payload.parse(payload),
    dedupeKey: options.dedupeKey,
    runAt: options.runAt,
    maxAttempts: definition.maxAttempts,
  };
  const { dedupeKey } = options;
  if (dedupeKey === undefined) {
    const [created] = await executor.insert(jobs).values(values).returning({ id: jobs.id });
    return { id: created!.id, isDuplicate: false };
  }
  // The row holding the key may be deleted (retention) between the two statements: then insert again.
  for (;;) {
    const [created] = await executor
      .insert(jobs)
      .values(values)
      .onConflictDoNothing({ target: [jobs.kind, jobs.dedupeKey] })
      .returning({ id: jobs.id });
    if (created) return { id: created.id, isDuplicate: false };
    const [existing] = await executor
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, definition.kind), eq(jobs.dedupeKey, dedupeKey)));
    if (existing) return { id: existing.id, isDuplicate: true };
  }
}

export interface Scheduled<S extends PayloadSchema> {
  payload: z.input<S>;
  runAt: Date;
  dedupeKey: string;
}

/**
 * Records a job to run at `runAt` under its dedupe key, or moves the job holding the key there:
 * one waiting or finished runs (again) at the new time, from its first attempt; one running now
 * is left alone. For work whose handler re-reads what it acts on and guards its own effect (a
 * reminder's occurrence, moved by an edit): enqueue's "the first one's" would keep a stale time.
 */
export async function schedule<S extends PayloadSchema>(
  executor: Executor,
  definition: JobDefinition<S>,
  payload: z.input<S>,
  options: { runAt: Date; dedupeKey: string },
): Promise<void> {
  await scheduleMany(executor, definition, [{ payload, ...options }]);
}

/** `schedule` for many jobs of one kind in one statement (their dedupe keys distinct). */
export async function scheduleMany<S extends PayloadSchema>(
  executor: Executor,
  definition: JobDefinition<S>,
  scheduled: readonly Scheduled<S>[],
): Promise<void> {
  if (scheduled.length === 0) return;
  queuedIn.add(executor);
  await executor
    .insert(jobs)
    .values(
      scheduled.map(({ payload, runAt, dedupeKey }) => ({
        kind: definition.kind,
        payload: definition.payload.parse(payload),
        dedupeKey,
        runAt,
        maxAttempts: definition.maxAttempts,
      })),
    )
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.dedupeKey],
      set: {
        payload: sql`excluded.payload`,
        runAt: sql`excluded.run_at`,
        status: 'pending',
        attempts: 0,
        lastError: null,
        finishedAt: null,
      },
      setWhere: sql`${jobs.status} <> 'running'`,
    });
}
