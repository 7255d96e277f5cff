import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * An account's link to Stripe (issue 15): the customer created once for it and the state of its
 * subscription as Stripe last answered it (webhooks read the subscription again, so this is
 * always Stripe's current state, whatever order events came in). `payment_failed_at` starts the
 * grace period of a failed renewal (docs/decisions.md).
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Stripe's subscription status: trialing, active, past_due, unpaid, canceled, paused… */
    status: text('status'),
    priceId: text('price_id'),
    seats: integer('seats').notNull().default(0),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('billing_accounts_stripe_customer_id_key').on(table.stripeCustomerId),
    uniqueIndex('billing_accounts_stripe_subscription_id_key').on(table.stripeSubscriptionId),
    // The grace sweep looks for failed payments whose grace has run out.
    index('billing_accounts_payment_failed_at_idx').on(table.paymentFailedAt),
  ],
);

export type BillingAccountRow = typeof billingAccounts.$inferSelect;

/** Each Stripe webhook event handled once: the primary key refuses the same event id again. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
