/**
 * Durable jobs: `enqueue` writes a row inside the caller's transaction; the runner claims due rows
 * with FOR UPDATE SKIP LOCKED, so several instances share the work and each job runs once.
 * Delivery is at least once: a job whose process died mid-run is claimed again when its lock ends.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rows } from '../../db/client.ts';
import type { Db, Executor } from '../../db/client.ts';
import { databaseUnavailable } from '../../db/errors.ts';
import { jobs } from '../../db/schema/index.ts';

export type JobHandler = (
  payload: Record<string, unknown>,
  job: { id: string; attempts: number },
) => Promise<void>;

const LOCK_MINUTES = 5;
const BATCH = 10;
const MAX_BACKOFF_SECONDS = 3600;
const MAX_POLL_MS = 30_000;

export async function enqueue(
  executor: Executor,
  kind: string,
  payload: Record<string, unknown>,
  options: { runAt?: Date; maxAttempts?: number } = {},
) {
  await executor
    .insert(jobs)
    .values({ kind, payload, runAt: options.runAt, maxAttempts: options.maxAttempts });
}

interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  run_at: string;
}

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** Polls in a row that failed. */
  private failures = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 2000,
  ) {}

  register(kind: string, handler: JobHandler) {
    this.handlers.set(kind, handler);
  }

  start() {
    this.stopped = false;
    this.kick();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs due jobs soon; called after a transaction that enqueued work commits. */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .then(() => {
        this.failures = 0;
      })
      .catch((err: unknown) => this.failed(err))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        } else {
          this.schedule();
        }
      });
  }

  /** The next poll: every pollMs, and less often while the database cannot be reached. */
  private schedule() {
    if (this.stopped) return;
    const delay = Math.min(this.pollMs * 2 ** this.failures, MAX_POLL_MS);
    this.timer = setTimeout(() => this.kick(), delay);
    this.timer.unref();
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

  /** Claims and runs due jobs until none is left; returns how many ran. Tests call it directly. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return total;
      for (const job of claimed) await this.run(job);
      total += claimed.length;
    }
  }

  /** Claims a batch; RETURNING has no order, so the batch is sorted here to run oldest first. */
  private async claim(): Promise<ClaimedJob[]> {
    const claimed = await rows<ClaimedJob>(
      this.db,
      sql`
      UPDATE jobs SET status = 'running', attempts = attempts + 1,
        locked_until = now() + make_interval(mins => ${LOCK_MINUTES})
      WHERE id IN (
        SELECT id FROM jobs
        WHERE (status = 'pending' AND run_at <= now()) OR (status = 'running' AND locked_until < now())
        ORDER BY run_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, attempts, max_attempts, run_at`,
    );
    return claimed.sort((a, b) => new Date(a.run_at).getTime() - new Date(b.run_at).getTime());
  }

  private async run(job: ClaimedJob) {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, { id: job.id, attempts: job.attempts });
      await this.db.execute(
        sql`UPDATE jobs SET status = 'done', finished_at = now(), locked_until = NULL WHERE id = ${job.id}`,
      );
    } catch (err) {
      const failed = job.attempts >= job.max_attempts;
      const delay = Math.min(2 ** job.attempts * 5, MAX_BACKOFF_SECONDS);
      this.log.warn({ err, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed');
      await this.db.execute(sql`
        UPDATE jobs SET status = ${failed ? 'failed' : 'pending'}, locked_until = NULL,
          last_error = ${String(err instanceof Error ? err.message : err).slice(0, 2000)},
          run_at = now() + make_interval(secs => ${delay}),
          finished_at = ${failed ? sql`now()` : null}
        WHERE id = ${job.id}`);
    }
  }
}
