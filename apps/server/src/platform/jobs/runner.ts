/**
 * Durable jobs: `enqueue` writes a row inside the caller's transaction; the runner claims due rows
 * with FOR UPDATE SKIP LOCKED, so several instances share the work and each job runs once.
 * Delivery is at least once: a running job's lock is renewed by a heartbeat, and a job whose
 * instance died is claimed again soon after its lock lapses. A failing job is retried with
 * exponential backoff, then left `failed`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { databaseUnavailable } from '../../db/errors.ts';
import { databaseClock } from './clock.ts';
import type { Clock } from './clock.ts';
import type { JobDefinition, JobHandler, JobInfo, PayloadSchema } from './define-job.ts';
import {
  claimJobs,
  extendLocks,
  LOCK_SECONDS,
  markDone,
  markFailed,
  recordSweepOccurrences,
} from './queries.ts';
import type { ClaimedJob } from './queries.ts';
import { jobRetention, removeFinishedJobs } from './retention.ts';

const MAX_BACKOFF_SECONDS = 3600;
const MAX_POLL_MS = 30_000;
/** Several heartbeats fit in one lock, so one slow or lost statement does not cost the lock. */
const HEARTBEAT_MS = (LOCK_SECONDS * 1000) / 3;

/** Retrying cannot help a job whose stored payload does not match its kind's schema. */
class InvalidPayload extends Error {}

interface Registered {
  definition: JobDefinition;
  run(payload: unknown, job: JobInfo): Promise<void>;
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
  private readonly clock: Clock;
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
    this.kinds.set(definition.kind, {
      definition,
      async run(payload, job) {
        const parsed = definition.payload.safeParse(payload);
        if (!parsed.success) {
          throw new InvalidPayload(
            `Invalid payload for ${definition.kind}: ${z.prettifyError(parsed.error)}`,
          );
        }
        await handler(parsed.data, job);
      },
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
    for (const job of await this.claim()) {
      this.track(job)
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
   * Claims and runs due jobs until none is left, one at a time in due order; returns how many
   * ran. Tests call it to run what they queued.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return total;
      claimed.sort((a, b) => new Date(a.run_at).getTime() - new Date(b.run_at).getTime());
      for (const job of claimed) await this.track(job);
      total += claimed.length;
    }
  }

  /** Renews the locks of the jobs running here; a timer calls it while any is running. */
  async heartbeat() {
    if (this.inFlight.size > 0) await extendLocks(this.db, this.id, this.clock);
  }

  /** Claims as many jobs of each kind as it has free slots. */
  private async claim(): Promise<ClaimedJob[]> {
    const wanted = [...this.kinds.values()]
      .map(({ definition }) => ({
        kind: definition.kind,
        free: definition.concurrency - (this.runningOf.get(definition.kind) ?? 0),
      }))
      .filter(({ free }) => free > 0);
    if (wanted.length === 0) return [];
    return claimJobs(this.db, this.id, wanted, this.clock);
  }

  /** Runs a claimed job, counted in its kind's slots and kept alive by the heartbeat meanwhile. */
  private async track(job: ClaimedJob) {
    this.runningOf.set(job.kind, (this.runningOf.get(job.kind) ?? 0) + 1);
    const running = this.run(job);
    this.inFlight.add(running);
    this.heartbeatTimer ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
    try {
      await running;
    } finally {
      this.inFlight.delete(running);
      this.runningOf.set(job.kind, (this.runningOf.get(job.kind) ?? 1) - 1);
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

  private async run(job: ClaimedJob) {
    const registered = this.kinds.get(job.kind);
    try {
      if (!registered) throw new Error(`no handler for job kind ${job.kind}`);
      await registered.run(job.payload, {
        id: job.id,
        attempts: job.attempts,
        claimedAt: new Date(job.claimed_at),
      });
    } catch (err) {
      const isFinal = err instanceof InvalidPayload || job.attempts >= job.max_attempts;
      const delay = Math.min(2 ** job.attempts * 5, MAX_BACKOFF_SECONDS);
      this.log.warn({ err, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed');
      const message = String(err instanceof Error ? err.message : err).slice(0, 2000);
      await markFailed(this.db, this.id, job, this.clock, message, isFinal ? null : delay);
      return;
    }
    await markDone(this.db, this.id, job, this.clock);
  }
}
