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

export async function receiveWebhook(ctx: AppContext, body: Buffer, signature: string | undefined) {
  const event = verify(ctx, body, signature);
  // A repeat is answered without asking Stripe; two at once are told apart by recordEvent.
  if (await isEventRecorded(ctx.db, event.id)) return;
  const subscriptionId = subscriptionIdOf(event);
  const subscription =
    subscriptionId === null
      ? null
      : await callStripe(() =>
          stripeFor(ctx.config.stripe!).subscriptions.retrieve(subscriptionId),
        );
  await transaction(ctx, async (tx) => {
    if (!(await recordEvent(tx, event.id, event.type))) return;
    if (subscription) await applySubscription(tx, subscription, new Date());
  });
}
