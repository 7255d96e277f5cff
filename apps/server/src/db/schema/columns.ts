/**
 * The times most rows keep, written once. A row's reference to its team or its user sits beside
 * that table (`teamRef` in teams.ts, `userRef` in users.ts).
 */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** When the row was made and last changed; the query that edits a row sets `updatedAt`. */
export function timestamps() {
  return {
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/**
 * An exact decimal of money, a quantity or a percentage (DESIGN §9): 12 whole digits and 4
 * decimals, read and written as its decimal text ('2.35').
 */
export const decimalColumn = (name: string) => numeric(name, { precision: 16, scale: 4 });
