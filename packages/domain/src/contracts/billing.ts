/**
 * Plans and card payments (issue 15): `payment`, `payment/addSubscription`, `price/{id}`,
 * `payment/cancleSubscription` (SPEC spelling), `payment/seats`, `payment/invoices`,
 * `payment/portal` and Stripe's `payment/webhook`.
 */
import { z } from 'zod';
import {
  ZAddSubscriptionSchema,
  ZInvoice,
  ZPayment,
  ZPrice,
  ZRedirect,
  ZSeatsSchema,
} from '../billing.ts';
import { endpoint } from './endpoint.ts';

const tag = 'billing';

export const billingEndpoints = {
  /** The route reads the body unparsed: Stripe signs it byte for byte. */
  webhook: endpoint({
    method: 'POST',
    path: '/payment/webhook',
    summary: 'Receive a Stripe event',
    description:
      'Stripe only: each event is signed over the raw body (`stripe-signature`), an unsigned or wrongly signed one is 400, and every one is 404 while billing is not configured. Keeps accounts’ plans and subscriptions in step with Stripe.',
    refuses: [404],
    tag,
    public: true,
    headers: z.object({ 'stripe-signature': z.string().max(2048).optional() }),
    data: z.null(),
  }),
  payment: endpoint({
    method: 'GET',
    path: '/payment',
    summary: 'Read my plan and subscription',
    description:
      'The signed-in user. Their plan, subscription status, period, trial and seats (paid and used).',
    tag,
    data: ZPayment,
  }),
  addSubscription: endpoint({
    method: 'POST',
    path: '/payment/addSubscription',
    summary: 'Start a subscription',
    description:
      'The signed-in user. Answers a Stripe Checkout address for the plan and seats (a trial on a first subscription); 409 when already subscribed.',
    refuses: [409, 503],
    tag,
    body: ZAddSubscriptionSchema,
    data: ZRedirect,
  }),
  price: endpoint({
    method: 'GET',
    path: '/price/:id',
    summary: 'Read a price',
    description:
      'Any signed-in user. A configured price’s plan, period and amount, as Stripe prices it.',
    refuses: [404, 503],
    tag,
    params: z.object({ id: z.string().trim().min(1).max(255) }),
    data: ZPrice,
  }),
  cancelSubscription: endpoint({
    method: 'POST',
    path: '/payment/cancleSubscription',
    summary: 'Cancel my subscription',
    description:
      'The signed-in user. Cancels at the period’s end: the plan stays until then, then the account is on Freemium.',
    refuses: [404, 503],
    tag,
    data: ZPayment,
  }),
  seats: endpoint({
    method: 'POST',
    path: '/payment/seats',
    summary: 'Buy more seats',
    description:
      'The signed-in user with a subscription. Adds seats, charged pro rata by Stripe for the rest of the period.',
    refuses: [404, 503],
    tag,
    body: ZSeatsSchema,
    data: ZPayment,
  }),
  invoices: endpoint({
    method: 'GET',
    path: '/payment/invoices',
    summary: 'List my invoices',
    description: 'The signed-in user. Their Stripe invoices.',
    refuses: [503],
    tag,
    data: z.array(ZInvoice),
  }),
  portal: endpoint({
    method: 'POST',
    path: '/payment/portal',
    summary: 'Open Stripe’s billing portal',
    description:
      'The signed-in user with a subscription. Answers the portal’s address, where the card is changed; it leads back to the billing settings.',
    refuses: [404, 503],
    tag,
    data: ZRedirect,
  }),
};
