import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OtpPurpose } from '@atelier/domain';
import { userRef } from './users.ts';

/**
 * 6-digit codes, stored as HMACs. A verified reset code is exchanged for a reset token, kept
 * here too (hashed) so it works once.
 */
export const otps = pgTable(
  'otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash'),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    resetUsedAt: timestamp('reset_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otps_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
    index('otps_reset_token_idx').on(table.resetTokenHash),
  ],
);
