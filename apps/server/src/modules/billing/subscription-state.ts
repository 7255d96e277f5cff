/**
 * What a Stripe subscription means for the account: the columns we keep of it and the plan it
 * gives. Pure, so the rules (trial, grace, cancel) are read in one place.
 */
import { GRACE_PERIOD_DAYS, isSubscribedStatus, SUBSCRIPTION_STATUSES } from '@atelier/domain';
import type { PlanType, SubscriptionStatus } from '@atelier/domain';
import type Stripe from 'stripe';
import type { SubscriptionState } from './queries.ts';

const DAY_MS = 86_400_000;
const fromUnix = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000) : null;

export function statusOf(value: string | null): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as SubscriptionStatus)
    : 'none';
}

const isFailedPayment = (status: SubscriptionStatus) =>
  status === 'past_due' || status === 'unpaid';

/** The columns kept of Stripe's current subscription; a failed payment keeps its first date. */
export function stateOf(
  subscription: Stripe.Subscription,
  previousFailure: Date | null,
  now: Date,
): SubscriptionState {
  const item = subscription.items.data[0];
  const status = statusOf(subscription.status);
  return {
    stripeSubscriptionId: subscription.id,
    status,
    priceId: item?.price.id ?? null,
    seats: item?.quantity ?? 0,
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    trialEnd: fromUnix(subscription.trial_end),
    paymentFailedAt: isFailedPayment(status) ? (previousFailure ?? now) : null,
  };
}

/** When the grace of a failed payment ends; null when no payment has failed. */
export function graceEndOf(state: Pick<SubscriptionState, 'status' | 'paymentFailedAt'>) {
  if (!state.paymentFailedAt || !isFailedPayment(statusOf(state.status))) return null;
  return new Date(state.paymentFailedAt.getTime() + GRACE_PERIOD_DAYS * DAY_MS);
}

/** Pro while trialing or paid, and through the grace of a failed payment; Free otherwise. */
export function planOf(state: SubscriptionState, now: Date): PlanType {
  if (isSubscribedStatus(statusOf(state.status))) return 'Pro';
  const graceEnd = graceEndOf(state);
  return graceEnd && now < graceEnd ? 'Pro' : 'Free';
}

/** The grace cut-off: failed payments that started before this have run out of grace. */
export const graceCutoff = (now: Date) => new Date(now.getTime() - GRACE_PERIOD_DAYS * DAY_MS);
