import { PLANS, type Payment } from '@atelier/domain';

/** The plan's name as the plan cards show it (Freemium, Pro, Teams). */
export const planName = (payment: Pick<Payment, 'planType'>) =>
  PLANS.find((plan) => plan.planType === payment.planType)?.name ?? payment.planType;

/** A subscription that still runs (and may be cancelled or given seats). */
export const isLive = (payment: Pick<Payment, 'status'>) =>
  ['trialing', 'active', 'past_due', 'unpaid'].includes(payment.status);

/** How the subscription stands, in a few words; null without one. */
export function statusLabel(
  payment: Payment,
  formatDate: (value: string) => string,
): string | null {
  if (payment.graceEndsAt) return 'Payment failed';
  if (payment.cancelAtPeriodEnd && payment.periodEnd && isLive(payment)) {
    return `Ends on ${formatDate(payment.periodEnd)}`;
  }
  if (payment.status === 'trialing' && payment.trialEnd) {
    return `Free trial until ${formatDate(payment.trialEnd)}`;
  }
  if (payment.status === 'active') return 'Active';
  if (payment.status === 'canceled') return 'Cancelled';
  return null;
}
