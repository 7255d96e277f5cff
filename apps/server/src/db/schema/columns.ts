/**
 * The times most rows keep, written once. A row's reference to its team or its user sits beside
 * that table (`teamRef` in teams.ts, `userRef` in users.ts).
 */
import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was made and last changed; the query that edits a row sets `updatedAt`. */
export function timestamps() {
  return {
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}
