import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/**
 * Durable background work (e-mail delivery, later reminders and image derivatives). Rows are
 * written in the transaction of the action that causes them and claimed with
 * FOR UPDATE SKIP LOCKED, so each runs once across instances and survives restarts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx').on(table.status, table.runAt),
    index('jobs_kind_idx').on(table.kind),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
