import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './users.ts';

/**
 * Every sign-up attempt for an address, kept apart from the account: a repeat registration of an
 * unverified (or taken) address never changes the account's password. The browser that made an
 * attempt holds its signed id; proving the mailbox with a code applies that attempt's password
 * and name, and nobody else's.
 */
export const signups = pgTable(
  'signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('signups_user_created_idx').on(table.userId, table.createdAt)],
);

export type SignupRow = typeof signups.$inferSelect;
