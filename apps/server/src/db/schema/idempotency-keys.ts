import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userRef } from './users.ts';

/**
 * Writes a client asked for under an `Idempotency-Key` (issue 48 §3): the first successful answer
 * of each key, per user, so a replay of the same request gets that answer instead of doing the
 * write again. Written in the write's own transaction; removed after the retention.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef(),
    key: text('key').notNull(),
    /** Method, route pattern and params: the same key on another route is other content. */
    request: text('request').notNull(),
    /** SHA-256 of the body (a multipart body's fields, file names and file bytes). */
    contentHash: text('content_hash').notNull(),
    status: integer('status').notNull(),
    /** The envelope as it was sent, byte for byte. */
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
