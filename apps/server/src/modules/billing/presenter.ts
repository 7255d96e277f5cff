import { BILLING_PERIODS } from '@atelier/domain';
import type { BillingPeriod, Invoice, Payment, PlanType } from '@atelier/domain';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';
import type { BillingAccountRow } from '../../db/schema/index.ts';
import { graceEndOf, statusOf } from './subscription-state.ts';

/** The billing period a configured Stripe price stands for; undefined for any other price. */
export function periodOfPrice(config: StripeConfig, priceId: string): BillingPeriod | undefined {
  return BILLING_PERIODS.find((period) => config.prices[period] === priceId);
}

export function presentPayment(
  planType: PlanType,
  account: BillingAccountRow | undefined,
  seatsUsed: number,
  config: StripeConfig | undefined,
): Payment {
  const graceEnd = account ? graceEndOf(account) : null;
  return {
    planType,
    status: statusOf(account?.status ?? null),
    seats: account?.seats ?? 0,
    seatsUsed,
    periodEnd: account?.currentPeriodEnd?.toISOString() ?? null,
    period: (config && account?.priceId && periodOfPrice(config, account.priceId)) || null,
    cancelAtPeriodEnd: account?.cancelAtPeriodEnd ?? false,
    trialEnd: account?.trialEnd?.toISOString() ?? null,
    graceEndsAt: graceEnd?.toISOString() ?? null,
    prices: config ? { ...config.prices } : null,
  };
}

export function presentInvoice(invoice: Stripe.Invoice): Invoice {
  return {
    _id: invoice.id ?? '',
    number: invoice.number ?? null,
    createdAt: new Date(invoice.created * 1000).toISOString(),
    amount: invoice.amount_due / 100,
    currency: invoice.currency,
    status: invoice.status ?? 'draft',
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}
