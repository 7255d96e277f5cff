/**
 * Durable jobs: `enqueue` writes a row inside the caller's transaction; the runner claims due rows
 * with FOR UPDATE SKIP LOCKED, so several instances share the work and each job runs once.
 * Delivery is at least once: a running job's lock is renewed by a heartbeat, and a job whose
 * instance died is claimed again soon after its lock lapses. A failing job is retried with
 * exponential backoff, then left `failed`. A kind registered with a batch handler is claimed and
 * handled up to its batch size at a time, each batch taking one of its kind's slots.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { databaseUnavailable } from '../../db/errors.ts';
import { databaseClock } from './clock.ts';
import type { Clock } from './clock.ts';
import type {
  BatchItem,
  BatchJobHandler,
  JobDefinition,
  JobHandler,
  PayloadSchema,
} from './define-job.ts';
import {
  claimJobs,
  extendLocks,
  LOCK_SECONDS,
  markDone,
  removeDone,
  markFailed,
  recordSweepOccurrences,
} from './queries.ts';
import type { ClaimedJob, FailedTry } from './queries.ts';
import { jobRetention, removeFinishedJobs } from './retention.ts';

const MAX_BACKOFF_SECONDS = 3600;
const MAX_POLL_MS = 30_000;
/** Several heartbeats fit in one lock, so one slow or lost statement does not cost the lock. */
const HEARTBEAT_MS = (LOCK_SECONDS * 1000) / 3;

interface Registered {
  definition: JobDefinition;
  /** Jobs one run is given: the kind's batch size with a batch handler, else one. */
  batchSize: number;
  handler: BatchJobHandler<PayloadSchema>;
}

export interface JobRunnerOptions {
  /** How often to look for due work; a commit that queued some wakes the runner sooner. */
  pollMs?: number;
  clock?: Clock;
}

export class JobRunner {
  /** Names this runner's locks: it renews only its own, and finishes only what it still holds. */
  readonly id = randomUUID();
  private readonly kinds = new Map<string, Registered>();
  private readonly runningOf = new Map<string, number>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly pollMs: number;
  /** The time due dates are measured on; handlers that schedule work of their own read it too. */
  readonly clock: Clock;
  private pollTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** Polls in a row that failed. */
  private failures = 0;
  private sweepsRecordedAt = -Infinity;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: JobRunnerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 2000;
    this.clock = options.clock ?? databaseClock;
    this.register(jobRetention, () => removeFinishedJobs(db, this.clock));
  }

  /** Handles jobs of this kind here; a kind no instance registers stays pending, never fails. */
  register<S extends PayloadSchema>(definition: JobDefinition<S>, handler: JobHandler<S>) {
    this.add(definition, 1, ([item]) => handler(item!.payload, item!.job));
  }

  /** Handles jobs of this kind here up to the kind's batch size at a time. */
  registerBatch<S extends PayloadSchema>(
    definition: JobDefinition<S>,
    handler: BatchJobHandler<S>,
  ) {
    this.add(definition, definition.batchSize, handler);
  }

  private add<S extends PayloadSchema>(
    definition: JobDefinition<S>,
    batchSize: number,
    handler: BatchJobHandler<S>,
  ) {
    this.kinds.set(definition.kind, {
      definition,
      batchSize,
      handler: handler as BatchJobHandler<PayloadSchema>,
    });
  }

  start() {
    this.stopped = false;
    this.kick();
  }

  /** Stops polling and waits for the jobs that are running to finish. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.pollTimer);
    await this.polling;
    await Promise.allSettled(this.inFlight);
  }

  /** Looks for due work soon; called after a transaction that enqueued some commits. */
  kick() {
    if (this.stopped) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    clearTimeout(this.pollTimer);
    this.polling = this.poll()
      .then(() => {
        this.failures = 0;
      })
      .catch((err: unknown) => this.failed(err))
      .finally(() => {
        this.polling = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        } else {
          this.schedule();
        }
      });
  }

  /**
   * Records the sweeps' occurrences (at most once per pollMs) and starts what the free slots
   * allow; each job that ends looks again, so its slot is filled at once.
   */
  private async poll() {
    if (Date.now() - this.sweepsRecordedAt >= this.pollMs) {
      await this.recordSweeps();
      this.sweepsRecordedAt = Date.now();
    }
    for (const batch of this.batches(await this.claim())) {
      this.track(batch)
        .catch((err: unknown) => this.failed(err))
        .finally(() => this.kick());
    }
  }

  /** The next poll: every pollMs, and less often while the database cannot be reached. */
  private schedule() {
    if (this.stopped) return;
    const delay = Math.min(this.pollMs * 2 ** this.failures, MAX_POLL_MS);
    this.pollTimer = setTimeout(() => this.kick(), delay);
    this.pollTimer.unref();
  }

  private failed(err: unknown) {
    this.failures += 1;
    const unavailable = databaseUnavailable(err);
    if (!unavailable) {
      this.log.error({ err }, 'job runner failed');
    } else if (this.failures === 1) {
      // One line per outage, not one per poll.
      this.log.warn({ reason: unavailable }, 'database unavailable, jobs wait');
    }
  }

  /** Records the current period's occurrence of every registered sweep; each poll does this. */
  async recordSweeps() {
    const sweeps = [...this.kinds.values()].flatMap(({ definition }) => {
      const { kind, everySeconds, maxAttempts } = definition;
      return everySeconds ? [{ kind, everySeconds, maxAttempts }] : [];
    });
    if (sweeps.length > 0) await recordSweepOccurrences(this.db, sweeps, this.clock);
  }

  /**
   * Claims and runs due jobs until none is left, one run at a time in due order; returns how
   * many jobs ran. Tests call it to run what they queued.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return total;
      const batches = this.batches(claimed).sort((a, b) => dueAt(a[0]!) - dueAt(b[0]!));
      for (const batch of batches) await this.track(batch);
      total += claimed.length;
    }
  }

  /** Renews the locks of the jobs running here; a timer calls it while any is running. */
  async heartbeat() {
    if (this.inFlight.size > 0) await extendLocks(this.db, this.id, this.clock);
  }

  /** Claims as many jobs of each kind as its free slots take (a batch per slot). */
  private async claim(): Promise<ClaimedJob[]> {
    const wanted = [...this.kinds.values()]
      .map(({ definition, batchSize }) => ({
        kind: definition.kind,
        free: (definition.concurrency - (this.runningOf.get(definition.kind) ?? 0)) * batchSize,
      }))
      .filter(({ free }) => free > 0);
    if (wanted.length === 0) return [];
    return claimJobs(this.db, this.id, wanted, this.clock);
  }

  /** The claimed jobs as runs: each kind's in due order, cut into its batch size. */
  private batches(claimed: ClaimedJob[]): ClaimedJob[][] {
    const byKind = new Map<string, ClaimedJob[]>();
    for (const job of [...claimed].sort((a, b) => dueAt(a) - dueAt(b))) {
      const jobs = byKind.get(job.kind) ?? [];
      jobs.push(job);
      byKind.set(job.kind, jobs);
    }
    return [...byKind].flatMap(([kind, jobs]) => {
      const size = this.kinds.get(kind)?.batchSize ?? 1;
      return Array.from({ length: Math.ceil(jobs.length / size) }, (_, i) =>
        jobs.slice(i * size, (i + 1) * size),
      );
    });
  }

  /** Runs a batch, counted in its kind's slots and kept alive by the heartbeat meanwhile. */
  private async track(batch: ClaimedJob[]) {
    const { kind } = batch[0]!;
    this.runningOf.set(kind, (this.runningOf.get(kind) ?? 0) + 1);
    const running = this.run(batch);
    this.inFlight.add(running);
    this.heartbeatTimer ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
    try {
      await running;
    } finally {
      this.inFlight.delete(running);
      this.runningOf.set(kind, (this.runningOf.get(kind) ?? 1) - 1);
      if (this.inFlight.size === 0) {
        clearInterval(this.heartbeatTimer);
        this.heartbeatTimer = undefined;
      }
    }
  }

  private beat() {
    this.heartbeat().catch((err: unknown) => {
      // While the database is down the poll loop has said so; the lock may lapse meanwhile, and
      // the job then runs again elsewhere (delivery is at least once).
      if (!databaseUnavailable(err)) this.log.error({ err }, 'job heartbeat failed');
    });
  }

  /**
   * Hands the batch's jobs to their handler and marks them done, or failed: a job whose payload
   * does not match its kind at once and for good (retrying cannot help); every job of the batch
   * when the handler throws, each tried again after its own backoff.
   */
  private async run(batch: ClaimedJob[]) {
    const { kind } = batch[0]!;
    const registered = this.kinds.get(kind);
    const failures: FailedTry[] = [];
    const valid: { job: ClaimedJob; item: BatchItem<PayloadSchema> }[] = [];
    for (const job of batch) {
      const parsed = registered?.definition.payload.safeParse(job.payload);
      if (parsed?.success === false) {
        const error = `Invalid payload for ${kind}: ${z.prettifyError(parsed.error)}`;
        this.log.warn({ err: error, jobId: job.id, kind }, 'job failed');
        failures.push({ job, error, retryInSeconds: null });
        continue;
      }
      const info = { id: job.id, attempts: job.attempts, claimedAt: new Date(job.claimed_at) };
      valid.push({ job, item: { payload: parsed?.data ?? {}, job: info } });
    }
    let isDone = valid.length > 0;
    try {
      if (!registered) throw new Error(`no handler for job kind ${kind}`);
      if (isDone) await registered.handler(valid.map(({ item }) => item));
    } catch (err) {
      isDone = false;
      this.log.warn({ err, jobIds: valid.map(({ job }) => job.id), kind }, 'job failed');
      const error = String(err instanceof Error ? err.message : err).slice(0, 2000);
      for (const { job } of valid) {
        const delay = Math.min(2 ** job.attempts * 5, MAX_BACKOFF_SECONDS);
        const retryInSeconds = job.attempts >= job.max_attempts ? null : delay;
        failures.push({ job, error, retryInSeconds });
      }
    }
    if (failures.length > 0) await markFailed(this.db, this.id, failures, this.clock);
    const done = isDone ? valid.map(({ job }) => job) : [];
    if (done.length === 0) return;
    if (registered?.definition.forgetWhenDone) await removeDone(this.db, this.id, done);
    else await markDone(this.db, this.id, done, this.clock);
  }
}

const dueAt = (job: ClaimedJob) => new Date(job.run_at).getTime();
