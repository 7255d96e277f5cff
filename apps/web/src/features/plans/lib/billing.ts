import type { BillingPeriod, Plan } from '@atelier/domain';

/** Months paid at once for each billing period of the Pro plan (SPEC §1). */
export const BILLING_MONTHS: Record<BillingPeriod, number> = {
  monthly: 1,
  quarterly: 3,
  annually: 12,
};

export const BILLING_LABELS: Record<BillingPeriod, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Annually',
};

const PERIOD_NOUN: Record<BillingPeriod, string> = {
  monthly: 'month',
  quarterly: 'quarter',
  annually: 'year',
};

/**
 * The line under a price: only Pro is billed monthly, quarterly or annually (SPEC §1).
 * `formatUsd` writes a whole number of US dollars the user's way (lib/format.ts).
 */
export function billingNote(
  plan: Plan,
  period: BillingPeriod,
  formatUsd: (amount: number) => string,
): string {
  if (plan.key === 'freemium') return 'Free forever';
  if (plan.key === 'teams' || plan.pricePerUserMonth === null)
    return 'Billing tailored to your studio';
  if (period === 'monthly') return 'Billed monthly';
  const total = plan.pricePerUserMonth * BILLING_MONTHS[period];
  return `Billed ${formatUsd(total)} per user every ${PERIOD_NOUN[period]}`;
}
