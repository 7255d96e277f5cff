import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SocialProvider } from '@atelier/domain';
import { userRef, users } from './users.ts';

/**
 * A provider account linked to an Atelier account, found by the provider's own stable id (never
 * by e-mail), one per provider per account.
 */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('identities_provider_subject_key').on(table.provider, table.subject),
    uniqueIndex('identities_user_provider_key').on(table.userId, table.provider),
  ],
);

/**
 * One trip to a provider: the state (hashed), nonce and PKCE verifier it must come back with, and
 * the signed-in account it links to when it was started from settings. Used once.
 */
export const socialFlows = pgTable(
  'social_flows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_flows_state_hash_key').on(table.stateHash),
    index('social_flows_link_user_id_idx').on(table.linkUserId),
  ],
);

/** What the provider vouched for, kept until the person confirms linking it with a code. */
export interface PendingIdentity {
  provider: SocialProvider;
  subject: string;
  email: string;
}

/**
 * The end of a trip, handed to the browser as a one-time code (never the session token itself):
 * either a session for an account, or an identity waiting for the account's e-mail code.
 */
export const socialHandoffs = pgTable(
  'social_handoffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    userId: userRef(),
    isNewAccount: boolean('is_new_account').notNull().default(false),
    pendingIdentity: jsonb('pending_identity').$type<PendingIdentity>(),
    otpHash: text('otp_hash'),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_handoffs_code_hash_key').on(table.codeHash),
    index('social_handoffs_user_id_idx').on(table.userId),
  ],
);

export type SocialHandoffRow = typeof socialHandoffs.$inferSelect;
