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
  /** Stripe's events, signed over the raw body (the route reads it unparsed). */
  webhook: endpoint({
    method: 'POST',
    path: '/payment/webhook',
    tag,
    public: true,
    headers: z.object({ 'stripe-signature': z.string().max(2048).optional() }),
    data: z.null(),
  }),
  payment: endpoint({ method: 'GET', path: '/payment', tag, data: ZPayment }),
  addSubscription: endpoint({
    method: 'POST',
    path: '/payment/addSubscription',
    tag,
    body: ZAddSubscriptionSchema,
    data: ZRedirect,
  }),
  price: endpoint({
    method: 'GET',
    path: '/price/:id',
    tag,
    params: z.object({ id: z.string().trim().min(1).max(255) }),
    data: ZPrice,
  }),
  cancelSubscription: endpoint({
    method: 'POST',
    path: '/payment/cancleSubscription',
    tag,
    data: ZPayment,
  }),
  seats: endpoint({
    method: 'POST',
    path: '/payment/seats',
    tag,
    body: ZSeatsSchema,
    data: ZPayment,
  }),
  invoices: endpoint({ method: 'GET', path: '/payment/invoices', tag, data: z.array(ZInvoice) }),
  portal: endpoint({ method: 'POST', path: '/payment/portal', tag, data: ZRedirect }),
};
