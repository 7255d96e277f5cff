import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/**
 * Durable background work (e-mail delivery, notification delivery, image derivatives, sweeps).
 * Rows are written in the transaction of the action that causes them and claimed with
 * FOR UPDATE SKIP LOCKED, so each runs once across instances and survives restarts. A running
 * row is locked by one runner (locked_by) until locked_until, which the runner's heartbeat keeps
 * pushing forward; a row whose lock lapsed is claimed again. dedupe_key makes the same work
 * (one derivative, one sweep period) a single row per kind.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    unique('jobs_kind_dedupe_key').on(table.kind, table.dedupeKey),
    // What a claim reads: one kind's unfinished rows in due order. Finished rows stay out of it.
    index('jobs_due_idx')
      .on(table.kind, table.runAt)
      .where(sql`${table.status} in ('pending', 'running')`),
    // What the retention sweep reads.
    index('jobs_finished_idx').on(table.status, table.finishedAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
