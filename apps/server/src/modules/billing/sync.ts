/**
 * Writes Stripe's current state of a subscription into the account it belongs to (found by its
 * customer) and moves the account's plan with it. Every webhook, and every change made from the
 * app, ends here with the subscription as Stripe answers it now, so events arriving late or out of
 * order can never put an older state back.
 */
import type Stripe from 'stripe';
import type { Executor } from '../../db/client.ts';
import {
  lapsedGraceAccounts,
  lockAccountByCustomer,
  setPlanType,
  updateAccount,
} from './queries.ts';
import { graceCutoff, planOf, stateOf, statusOf } from './subscription-state.ts';

const customerIdOf = (subscription: Stripe.Subscription) =>
  typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;

export async function applySubscription(
  executor: Executor,
  subscription: Stripe.Subscription,
  now: Date,
) {
  const account = await lockAccountByCustomer(executor, customerIdOf(subscription));
  if (!account) return;
  // A new subscription replaced this one: news of the old one ending changes nothing.
  const isReplaced =
    account.stripeSubscriptionId !== null &&
    account.stripeSubscriptionId !== subscription.id &&
    statusOf(subscription.status) === 'canceled';
  if (isReplaced) return;
  const state = stateOf(subscription, account.paymentFailedAt, now);
  await updateAccount(executor, account.userId, state);
  await setPlanType(executor, account.userId, planOf(state, now));
}

/** The grace sweep: accounts whose failed payment was not made good in time go to Freemium. */
export async function endLapsedGrace(executor: Executor, now: Date) {
  const lapsed = await lapsedGraceAccounts(executor, graceCutoff(now));
  for (const { userId } of lapsed) await setPlanType(executor, userId, 'Free');
  return lapsed.length;
}
