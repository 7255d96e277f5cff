/**
 * `POST payment/webhook`: Stripe's events, verified on the raw body with STRIPE_WEBHOOK_SECRET
 * (300 s tolerance) and handled once each (billing_events' primary key). An event only says which
 * subscription changed: its current state is read from Stripe before the short transaction that
 * records the event and writes that state, so repeats change nothing and order does not matter.
 */
import Stripe from 'stripe';
import { messages } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { isEventRecorded, recordEvent } from './queries.ts';
import { callStripe, stripeFor } from './stripe-client.ts';
import { applySubscription } from './sync.ts';

export const WEBHOOK_TOLERANCE_SECONDS = 300;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription an event of interest is about; null for events billing does not follow. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return idOf(event.data.object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end':
      return event.data.object.id;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

function verify(ctx: AppContext, body: Buffer, signature: string | undefined) {
  const config = ctx.config.stripe;
  if (!config) throw notFound();
  if (!signature) throw badRequest(messages.webhookSignatureInvalid);
  try {
    return Stripe.webhooks.constructEvent(
      body,
      signature,
      config.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch {
    throw badRequest(messages.webhookSignatureInvalid);
  }
}

/** Stripe's answer for an id it does not know (a subscription deleted for good, another account's). */
const isUnknownToStripe = (err: unknown) =>
  err instanceof Stripe.errors.StripeError && err.statusCode === 404;

/**
 * The subscription as Stripe holds it now; null when Stripe no longer knows it. Any other failure
 * is an outage (503), so Stripe retries the event later.
 */
function currentSubscription(ctx: AppContext, subscriptionId: string) {
  return callStripe(async () => {
    try {
      return await stripeFor(ctx.config.stripe!).subscriptions.retrieve(subscriptionId);
    } catch (err) {
      if (isUnknownToStripe(err)) return null;
      throw err;
    }
  });
}

/**
 * Handles one event. Answers what it did: an event about a subscription Stripe no longer knows is
 * recorded and acknowledged (`unknownSubscription`), since a 5xx would have Stripe retry it for days.
 */
export async function receiveWebhook(ctx: AppContext, body: Buffer, signature: string | undefined) {
  const event = verify(ctx, body, signature);
  // A repeat is answered without asking Stripe; two at once are told apart by recordEvent.
  if (await isEventRecorded(ctx.db, event.id)) return { event, unknownSubscription: null };
  const subscriptionId = subscriptionIdOf(event);
  const subscription =
    subscriptionId === null ? null : await currentSubscription(ctx, subscriptionId);
  await transaction(ctx, async (tx) => {
    if (!(await recordEvent(tx, event.id, event.type))) return;
    if (subscription) await applySubscription(tx, subscription, new Date());
  });
  return { event, unknownSubscription: subscription ? null : subscriptionId };
}
