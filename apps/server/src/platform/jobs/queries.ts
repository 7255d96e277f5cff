/**
 * The runner's statements. Each runs on its own (no transaction held while a job runs) and goes
 * through `execute`, so the runner needs nothing of the database but raw SQL. A runner's updates
 * to a job it claimed are fenced by its id and the attempt it claimed: once the lock lapsed and
 * another claim took the job, a late finish of the first run changes nothing.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from './clock.ts';

/**
 * How long a claim holds a job without a heartbeat; the heartbeat renews it three times as often.
 * Short, so the work of an instance that died (a reminder due) is claimed again within
 * LOCK_SECONDS plus one poll, under ten seconds.
 */
export const LOCK_SECONDS = 6;

const lockedUntil = (now: SQL) => sql`${now} + make_interval(secs => ${LOCK_SECONDS})`;

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  run_at: string;
  /** The clock's time at the claim. */
  claimed_at: string | Date;
}

/**
 * Claims due jobs, at most `free` of each kind: pending ones whose time has come and running ones
 * whose lock lapsed (their runner died). SKIP LOCKED lets runners claim side by side without
 * waiting on each other or taking the same row. A running job was due when it was claimed, so
 * `run_at <= now` holds for every row a claim may take: it bounds the index scan, which then
 * stops at the first job not yet due instead of reading every future one (a large batch asks for
 * more rows than are due). The claimed ids are updated through the primary key as an array: the
 * planner cannot tell how many a claim takes (each LIMIT comes from the VALUES list), guesses
 * thousands, and joined them by hashing the whole table, done jobs included.
 */
export function claimJobs(
  db: Db,
  runnerId: string,
  wanted: readonly { kind: string; free: number }[],
  clock: Clock,
) {
  const slots = sql.join(
    wanted.map(({ kind, free }) => sql`(${kind}::text, ${free}::int)`),
    sql`, `,
  );
  return rows<ClaimedJob>(
    db,
    sql`
    WITH due AS MATERIALIZED (
      SELECT next.id FROM (VALUES ${slots}) AS wanted(kind, free)
      CROSS JOIN LATERAL (
        SELECT id FROM jobs
        WHERE jobs.kind = wanted.kind AND jobs.status IN ('pending', 'running')
          AND jobs.run_at <= ${clock()}
          AND (jobs.status = 'pending' OR jobs.locked_until < ${clock()})
        ORDER BY jobs.run_at LIMIT wanted.free
        FOR UPDATE SKIP LOCKED) next)
    UPDATE jobs SET status = 'running', attempts = jobs.attempts + 1, locked_by = ${runnerId},
      locked_until = ${lockedUntil(clock())}
    WHERE jobs.id = ANY(ARRAY(SELECT id FROM due))
    RETURNING jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.run_at,
      ${clock()} AS claimed_at`,
  );
}

/** The heartbeat: pushes forward the locks of every job this runner is running. */
export async function extendLocks(db: Db, runnerId: string, clock: Clock) {
  await db.execute(sql`
    UPDATE jobs SET locked_until = ${lockedUntil(clock())}
    WHERE status = 'running' AND locked_by = ${runnerId}`);
}

/** Still ours: running, locked by this runner, in the attempt it claimed. */
const isOurs = (runnerId: string) =>
  sql`jobs.id = ours.id AND jobs.status = 'running' AND jobs.locked_by = ${runnerId}
    AND jobs.attempts = ours.attempts`;

export async function markDone(
  db: Db,
  runnerId: string,
  claimed: readonly ClaimedJob[],
  clock: Clock,
) {
  await db.execute(sql`
    UPDATE jobs SET status = 'done', finished_at = ${clock()}, locked_by = NULL, locked_until = NULL
    FROM (VALUES ${sql.join(
      claimed.map((job) => sql`(${job.id}::uuid, ${job.attempts}::int)`),
      sql`, `,
    )}) AS ours(id, attempts)
    WHERE ${isOurs(runnerId)}`);
}

/**
 * Jobs done that nobody reads afterwards (a live event delivered): deleted at once instead of
 * kept as `done` for the retention sweep, so the table holds what is still to do.
 */
export async function removeDone(db: Db, runnerId: string, claimed: readonly ClaimedJob[]) {
  await db.execute(sql`
    DELETE FROM jobs
    USING (VALUES ${sql.join(
      claimed.map((job) => sql`(${job.id}::uuid, ${job.attempts}::int)`),
      sql`, `,
    )}) AS ours(id, attempts)
    WHERE ${isOurs(runnerId)}`);
}

export interface FailedTry {
  job: ClaimedJob;
  error: string;
  /** Pending again after this long, or `failed` for good when null. */
  retryInSeconds: number | null;
}

/** Failed tries: each pending again after its delay, or `failed` for good. */
export async function markFailed(
  db: Db,
  runnerId: string,
  failures: readonly FailedTry[],
  clock: Clock,
) {
  const list = sql.join(
    failures.map(
      ({ job, error, retryInSeconds }) =>
        sql`(${job.id}::uuid, ${job.attempts}::int, ${error}::text, ${retryInSeconds}::int)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE jobs SET
      status = CASE WHEN ours.retry IS NULL THEN 'failed' ELSE 'pending' END,
      finished_at = CASE WHEN ours.retry IS NULL THEN ${clock()} ELSE jobs.finished_at END,
      run_at = CASE WHEN ours.retry IS NULL THEN jobs.run_at
        ELSE ${clock()} + make_interval(secs => ours.retry) END,
      last_error = ours.error, locked_by = NULL, locked_until = NULL
    FROM (VALUES ${list}) AS ours(id, attempts, error, retry)
    WHERE ${isOurs(runnerId)}`);
}

/**
 * Records the current period's occurrence of each sweep. Every instance does this; the unique
 * (kind, dedupe_key), the period's start, keeps it to one row, which one runner then claims.
 */
export async function recordSweepOccurrences(
  db: Db,
  sweeps: readonly { kind: string; everySeconds: number; maxAttempts: number }[],
  clock: Clock,
) {
  const values = sql.join(
    sweeps.map(
      ({ kind, everySeconds, maxAttempts }) =>
        sql`(${kind}::text, ${everySeconds}::int, ${maxAttempts}::int)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO jobs (kind, payload, dedupe_key, run_at, max_attempts)
    SELECT sweep.kind, '{}'::jsonb,
      to_char(period.starts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      period.starts, sweep.max_attempts
    FROM (VALUES ${values}) AS sweep(kind, every, max_attempts)
    CROSS JOIN LATERAL (
      SELECT to_timestamp(floor(extract(epoch FROM ${clock()}) / sweep.every) * sweep.every) AS starts
    ) period
    ON CONFLICT (kind, dedupe_key) DO NOTHING`);
}
