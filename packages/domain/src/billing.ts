/**
 * Card payments (issue 15): the contracts of `payment`, `payment/addSubscription`, `price/{id}`
 * and the billing page, shared by the server's routes and the web app. The periods are decided in
 * docs/decisions.md ("Billing (issue 15)").
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { BILLING_PERIODS, PLAN_MEMBER_LIMITS, PLAN_TYPES, SUBSCRIPTION_STATUSES } from './plans.ts';

/** Days of Pro before the first charge, once per account. */
export const TRIAL_DAYS = 14;
/** Days a failed renewal keeps Pro while Stripe retries the card; then the account is on Free. */
export const GRACE_PERIOD_DAYS = 7;
/** Pro is sold for 1-5 seats (SPEC §1); a seat is one person in each of the owner's teams. */
export const PRO_MAX_SEATS = PLAN_MEMBER_LIMITS.Pro ?? 5;

const zSeats = z.coerce
  .number({ error: messages.seatsRange })
  .int(messages.seatsRange)
  .min(1, messages.seatsRange)
  .max(PRO_MAX_SEATS, messages.seatsRange);

export const ZAddSubscriptionSchema = z.object({
  priceId: z
    .string({ error: messages.periodRequired })
    .trim()
    .min(1, messages.periodRequired)
    .max(255, messages.periodRequired),
  seats: zSeats,
});
export type TAddSubscriptionSchema = z.infer<typeof ZAddSubscriptionSchema>;

export const ZSeatsSchema = z.object({ seats: zSeats });
export type TSeatsSchema = z.infer<typeof ZSeatsSchema>;

export const ZPayment = z.object({
  planType: z.enum(PLAN_TYPES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  seats: z.number(),
  /** Seats taken in the owner's fullest team (owner, members and pending invites). */
  seatsUsed: z.number(),
  periodEnd: z.string().nullable(),
  period: z.enum(BILLING_PERIODS).nullable(),
  cancelAtPeriodEnd: z.boolean(),
  trialEnd: z.string().nullable(),
  /** Set while a failed renewal keeps the plan: when it ends. */
  graceEndsAt: z.string().nullable(),
  /** The Stripe price of each period; null when checkout is unavailable on this installation. */
  prices: z.record(z.enum(BILLING_PERIODS), z.string()).nullable(),
});
export type Payment = z.infer<typeof ZPayment>;

export const ZPrice = z.object({
  _id: z.string(),
  planType: z.enum(PLAN_TYPES),
  period: z.enum(BILLING_PERIODS),
  /** Per seat for the whole period, in the currency's main unit. */
  amount: z.number(),
  currency: z.string(),
});
export type Price = z.infer<typeof ZPrice>;

export const ZInvoice = z.object({
  _id: z.string(),
  number: z.string().nullable(),
  createdAt: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  pdfUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof ZInvoice>;

/** Where the browser goes next: Stripe Checkout or the billing portal. */
export const ZRedirect = z.object({ url: z.string() });
export type Redirect = z.infer<typeof ZRedirect>;

/**
 * The data of a 403 'Upgrade your plan.' for seats: how many the team uses, how many its owner's
 * subscription pays for, and whether buying more (up to 5) would make room.
 */
export const ZSeatsRefusal = z.object({
  seatsUsed: z.number(),
  seatsPaid: z.number(),
  canAddSeats: z.boolean(),
});
export type SeatsRefusal = z.infer<typeof ZSeatsRefusal>;
