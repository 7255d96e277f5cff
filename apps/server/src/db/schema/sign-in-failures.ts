import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins and code checks per account, whatever address they came from: what the growing
 * delay per account reads (docs/decisions.md, Accounts and sign-in). The key is an HMAC of the
 * purpose and the e-mail as typed (lower case), known or not, so nothing tells an account apart.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
});
