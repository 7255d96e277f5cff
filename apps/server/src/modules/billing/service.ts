/**
 * Plans and card payments (issue 15): checkout, the account's subscription, seats, invoices and
 * the billing portal, all through Stripe (stripe-client.ts). Network calls to Stripe happen
 * outside transactions; what Stripe answers is then written in a short one.
 */
import { messages, TRIAL_DAYS } from '@atelier/domain';
import type { TAddSubscriptionSchema, TSeatsSchema } from '@atelier/domain';
import type { StripeConfig } from '../../config.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, conflict, fieldError, notFound } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { seatsUsedByOwner } from '../policy/plans.ts';
import { periodOfPrice, presentInvoice, presentPayment } from './presenter.ts';
import { findAccount, insertAccount } from './queries.ts';
import { applySubscription } from './sync.ts';
import { callStripe, stripeFor } from './stripe-client.ts';
import { statusOf } from './subscription-state.ts';

function configured(ctx: AppContext): StripeConfig {
  if (!ctx.config.stripe) throw new AppError(503, messages.checkoutUnavailable);
  return ctx.config.stripe;
}

export async function paymentOf(ctx: AppContext, user: UserRow) {
  const account = await findAccount(ctx.db, user.id);
  const seatsUsed = await seatsUsedByOwner(ctx.db, user.id);
  return presentPayment(user.planType, account, seatsUsed, ctx.config.stripe);
}

/** A configured price's plan, period and amount, as Stripe prices it. */
export async function priceOf(ctx: AppContext, priceId: string) {
  const config = configured(ctx);
  const period = periodOfPrice(config, priceId);
  if (!period) throw notFound();
  const price = await callStripe(() => stripeFor(config).prices.retrieve(priceId));
  return {
    _id: price.id,
    planType: 'Pro' as const,
    period,
    amount: (price.unit_amount ?? 0) / 100,
    currency: price.currency,
  };
}

/** The account's Stripe customer, created the first time it is needed and never again. */
async function customerOf(ctx: AppContext, config: StripeConfig, user: UserRow) {
  const existing = await findAccount(ctx.db, user.id);
  if (existing) return existing;
  const customer = await callStripe(() =>
    stripeFor(config).customers.create(
      {
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        metadata: { userId: user.id },
      },
      // Two requests at once get the same customer from Stripe.
      { idempotencyKey: `atelier-customer-${user.id}` },
    ),
  );
  return insertAccount(ctx.db, user.id, customer.id);
}

const hasLiveSubscription = (status: string | null) =>
  ['trialing', 'active', 'past_due', 'unpaid'].includes(statusOf(status));

/** Stripe Checkout in subscription mode: the seats as quantity, the trial on a first subscription. */
export async function addSubscription(
  ctx: AppContext,
  user: UserRow,
  input: TAddSubscriptionSchema,
) {
  const config = configured(ctx);
  if (!periodOfPrice(config, input.priceId)) throw fieldError('priceId', messages.periodRequired);
  if (user.planType === 'Teams') throw conflict(messages.alreadySubscribed);
  const account = await customerOf(ctx, config, user);
  if (hasLiveSubscription(account.status)) throw conflict(messages.alreadySubscribed);
  const isFirst = account.stripeSubscriptionId === null;
  const session = await callStripe(() =>
    stripeFor(config).checkout.sessions.create({
      mode: 'subscription',
      customer: account.stripeCustomerId,
      client_reference_id: user.id,
      line_items: [{ price: input.priceId, quantity: input.seats }],
      subscription_data: {
        metadata: { userId: user.id },
        ...(isFirst ? { trial_period_days: TRIAL_DAYS } : {}),
      },
      success_url: `${ctx.config.publicUrl}/pricing/return?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ctx.config.publicUrl}/pricing`,
    }),
  );
  if (!session.url) throw new AppError(503, messages.billingUnreachable);
  return { url: session.url };
}

async function liveSubscriptionOf(ctx: AppContext, user: UserRow) {
  const account = await findAccount(ctx.db, user.id);
  if (!account?.stripeSubscriptionId || !hasLiveSubscription(account.status)) {
    throw notFound(messages.noSubscription);
  }
  return { account, subscriptionId: account.stripeSubscriptionId };
}

/** Cancels at the period end: the plan stays until then, and then the account is on Freemium. */
export async function cancelSubscription(ctx: AppContext, user: UserRow) {
  const config = configured(ctx);
  const { subscriptionId } = await liveSubscriptionOf(ctx, user);
  const subscription = await callStripe(() =>
    stripeFor(config).subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
  );
  await transaction(ctx, (tx) => applySubscription(tx, subscription, new Date()));
  return paymentOf(ctx, user);
}

/** More seats on the subscription, charged pro rata by Stripe for the rest of the period. */
export async function changeSeats(ctx: AppContext, user: UserRow, input: TSeatsSchema) {
  const config = configured(ctx);
  const { account, subscriptionId } = await liveSubscriptionOf(ctx, user);
  if (input.seats <= account.seats) throw fieldError('seats', messages.seatsNotFewer);
  const stripe = stripeFor(config);
  const current = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
  const item = current.items.data[0];
  if (!item) throw notFound(messages.noSubscription);
  const subscription = await callStripe(() =>
    stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, quantity: input.seats }],
      proration_behavior: 'create_prorations',
    }),
  );
  await transaction(ctx, (tx) => applySubscription(tx, subscription, new Date()));
  return paymentOf(ctx, user);
}

export async function invoicesOf(ctx: AppContext, user: UserRow) {
  const config = configured(ctx);
  const account = await findAccount(ctx.db, user.id);
  if (!account) return [];
  const list = await callStripe(() =>
    stripeFor(config).invoices.list({ customer: account.stripeCustomerId, limit: 24 }),
  );
  return list.data.map(presentInvoice);
}

/** Stripe's billing portal, where the card is updated; back to the billing settings after. */
export async function portalOf(ctx: AppContext, user: UserRow) {
  const config = configured(ctx);
  const account = await findAccount(ctx.db, user.id);
  if (!account) throw notFound(messages.noSubscription);
  const session = await callStripe(() =>
    stripeFor(config).billingPortal.sessions.create({
      customer: account.stripeCustomerId,
      return_url: `${ctx.config.publicUrl}/setting/billing`,
    }),
  );
  return { url: session.url };
}
