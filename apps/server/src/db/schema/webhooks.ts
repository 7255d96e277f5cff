import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { teamRef } from './teams.ts';
import { users } from './users.ts';

/**
 * A team's webhook endpoints (issue 49 §2): an HTTPS URL the team's owner subscribed to some
 * events, with the secret its deliveries are signed with (Standard Webhooks, `whsec_…`).
 * `disabled_at` is set when deliveries kept failing for a day; the owner turns it on again.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    /** Whether payloads carry costs (a tech pack's costing); off unless the owner chose so. */
    includeCosts: boolean('include_costs').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [index('webhook_endpoints_team_idx').on(table.teamId)],
);

/**
 * One event for one endpoint, written in the action's transaction and sent after it commits.
 * `seq` orders them: an endpoint's deliveries about one subject (`ordering`, e.g. the product's
 * id) go out one after another, each only once the one before it is done. `state` is `pending`
 * until it is delivered (`delivered`) or its day of retries runs out (`failed`).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** The Standard Webhooks `webhook-id` (`msg_…`): the same on every attempt. */
    id: text('id').notNull().unique(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The body as sent, `{ type, timestamp, data }`. */
    body: jsonb('body').notNull(),
    ordering: text('ordering').notNull(),
    state: text('state', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.seq),
    index('webhook_deliveries_due_idx').on(table.state, table.nextAttemptAt),
    // The sender's "is an earlier one of this endpoint and subject still waiting?", per claim.
    index('webhook_deliveries_waiting_idx')
      .on(table.endpointId, table.ordering, table.seq)
      .where(sql`${table.state} = 'pending'`),
  ],
);

/** Each try of a delivery, for the endpoint's log: the answer's status, or why there was none. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliverySeq: bigint('delivery_seq', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.seq, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The receiver's HTTP status; null when none came (refused, timed out, too large). */
    status: integer('status'),
    /** Why it failed, in words, when it did. */
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliverySeq, table.at)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
