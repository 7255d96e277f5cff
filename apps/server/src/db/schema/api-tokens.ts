import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './users.ts';

/**
 * Personal API tokens (issue 49 §1): a person's key for scripts and other systems. Only the
 * SHA-256 of the secret is kept; the secret itself is shown once, when it is made. A token
 * reaches only the teams it names, reads or also writes (`scope`), and ends at `expires_at` or
 * when it is revoked.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    name: text('name').notNull(),
    /** Hex SHA-256 of the whole token (`atl_…`): how a request's token is found. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's last four characters, so its owner can tell two tokens apart. */
    lastFour: text('last_four').notNull(),
    teamIds: uuid('team_ids').array().notNull(),
    scope: text('scope', { enum: ['read', 'write'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('api_tokens_user_id_idx').on(table.userId, table.createdAt)],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
