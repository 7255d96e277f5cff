/**
 * A local HTTP fake of the parts of the Stripe API that billing uses (customers, prices, Checkout
 * sessions, subscriptions, invoices, billing portal), so tests and journeys never need the
 * internet. Its Checkout page has a "Pay" button that completes the session, sends the signed
 * webhook events a real Stripe would send, and returns the browser to the app's success URL.
 * Tests drive it directly too: `complete`, `update`, `event` and `deliver`.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

export interface FakePrice {
  id: string;
  /** In cents, for one seat and one period. */
  unitAmount: number;
  interval: 'month' | 'year';
  intervalCount: number;
}

/** Pro at 75 a seat per month, billed monthly, quarterly or annually (SPEC §1). */
export const FAKE_STRIPE_PRICES: FakePrice[] = [
  { id: 'price_pro_monthly', unitAmount: 7500, interval: 'month', intervalCount: 1 },
  { id: 'price_pro_quarterly', unitAmount: 22500, interval: 'month', intervalCount: 3 },
  { id: 'price_pro_annual', unitAmount: 90000, interval: 'year', intervalCount: 1 },
];

export interface FakeStripeOptions {
  webhookSecret: string;
  prices: FakePrice[];
  /** Where signed events go; unset, they are only kept (tests deliver them themselves). */
  webhookUrl?: string;
  port?: number;
}

export interface FakeEvent {
  id: string;
  type: string;
  payload: string;
}

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`line_items[0][price]=…`) back into nested objects and arrays. */
export function parseStripeForm(body: string): Json {
  const result: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Json = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = node[part] as Json;
    });
  }
  return result;
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function page(res: ServerResponse, title: string, body: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
      `<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem"><main>${body}</main></body></html>`,
  );
}

export async function startFakeStripe(options: FakeStripeOptions) {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices: Json[] = [];
  const events: FakeEvent[] = [];
  const prices = new Map(options.prices.map((price) => [price.id, price]));
  let base = '';

  const priceObject = (price: FakePrice) => ({
    id: price.id,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: price.unitAmount,
    recurring: { interval: price.interval, interval_count: price.intervalCount },
    product: 'prod_atelier_pro',
  });

  const periodSeconds = (price: FakePrice) =>
    price.interval === 'year' ? 365 * DAY : 30 * DAY * price.intervalCount;

  /** A signed event, kept in `events` and sent to the app when a webhook URL is set. */
  function event(type: string, object: Json): FakeEvent {
    const id = newId('evt');
    const payload = JSON.stringify(
      {
        id,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: now(),
        livemode: false,
        data: { object },
      },
      null,
      2,
    );
    const made = { id, type, payload };
    events.push(made);
    return made;
  }

  const signature = (payload: string, timestamp = now(), secret = options.webhookSecret) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

  async function deliver(made: FakeEvent) {
    if (!options.webhookUrl) return;
    await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature(made.payload) },
      body: made.payload,
    });
  }

  function invoiceFor(subscription: Json, paid: boolean): Json {
    const item = (subscription.items as { data: Json[] }).data[0]!;
    const price = item.price as Json;
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      number: `ATL-${String(invoices.length + 1).padStart(4, '0')}`,
      customer: subscription.customer,
      created: now(),
      currency: 'usd',
      amount_due:
        subscription.status === 'trialing' ? 0 : Number(price.unit_amount) * Number(item.quantity),
      status: paid ? 'paid' : 'open',
      invoice_pdf: `${base}/invoices/${invoices.length + 1}.pdf`,
      hosted_invoice_url: `${base}/invoices/${invoices.length + 1}`,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id },
      },
    };
    invoices.unshift(invoice);
    return invoice;
  }

  /** Pays a Checkout session: its subscription starts (trialing when it has a trial). */
  function complete(sessionId: string): FakeEvent[] {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const item = (session.line_items as Json[])[0]!;
    const price = prices.get(String(item.price))!;
    const trialDays = Number(
      (session.subscription_data as Json | undefined)?.trial_period_days ?? 0,
    );
    const start = now();
    const periodEnd = start + (trialDays > 0 ? trialDays * DAY : periodSeconds(price));
    const subscription: Json = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: trialDays > 0 ? 'trialing' : 'active',
      cancel_at_period_end: false,
      trial_end: trialDays > 0 ? periodEnd : null,
      metadata: (session.subscription_data as Json | undefined)?.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: priceObject(price),
            quantity: Number(item.quantity ?? 1),
            current_period_start: start,
            current_period_end: periodEnd,
          },
        ],
      },
    };
    subscriptions.set(String(subscription.id), subscription);
    Object.assign(session, { status: 'complete', subscription: subscription.id });
    return [
      event('checkout.session.completed', session),
      event('customer.subscription.created', subscription),
      event('invoice.paid', invoiceFor(subscription, true)),
    ];
  }

  /** Changes a subscription as Stripe would (status, cancel flag…) and answers its new state. */
  function update(subscriptionId: string, changes: Json): Json {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    return Object.assign(subscription, changes);
  }

  const subscriptionOf = (customerId: string) =>
    [...subscriptions.values()].find((subscription) => subscription.customer === customerId);

  async function api(request: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname;
    const form = parseStripeForm(
      request.method === 'GET' ? url.search.slice(1) : await readBody(request),
    );
    const notFound = () =>
      send(res, 404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such object: ${path}`,
        },
      });
    let match: RegExpMatchArray | null;
    if (request.method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer', ...form };
      customers.set(customer.id, customer);
      return send(res, 200, customer);
    }
    if ((match = path.match(/^\/v1\/prices\/([\w-]+)$/))) {
      const price = prices.get(match[1]!);
      return price ? send(res, 200, priceObject(price)) : notFound();
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        status: 'open',
        mode: form.mode,
        customer: form.customer,
        client_reference_id: form.client_reference_id ?? null,
        line_items: form.line_items,
        subscription_data: form.subscription_data,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        subscription: null,
        url: `${base}/checkout/${id}`,
      };
      if (!customers.has(String(form.customer))) return notFound();
      sessions.set(id, session);
      return send(res, 200, session);
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([\w-]+)$/))) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return notFound();
      if (request.method === 'DELETE') {
        return send(res, 200, update(String(subscription.id), { status: 'canceled' }));
      }
      if (request.method === 'POST') {
        const items = form.items as Json[] | undefined;
        const item = (subscription.items as { data: Json[] }).data[0]!;
        if (items?.[0]?.quantity) item.quantity = Number(items[0].quantity);
        if (form.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
        }
      }
      return send(res, 200, subscription);
    }
    if (request.method === 'GET' && path === '/v1/invoices') {
      const data = invoices.filter((invoice) => invoice.customer === form.customer);
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/invoices' });
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return send(res, 200, {
        id: newId('bps'),
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url,
        url: `${base}/portal?return=${encodeURIComponent(String(form.return_url ?? ''))}`,
      });
    }
    return notFound();
  }

  /** The pages a browser sees: Checkout with its "Pay" button, and the billing portal. */
  async function browser(request: IncomingMessage, res: ServerResponse, url: URL) {
    const match = url.pathname.match(/^\/checkout\/([\w-]+)(\/pay)?$/);
    const session = match && sessions.get(match[1]!);
    if (session && request.method === 'POST' && match[2]) {
      for (const made of complete(String(session.id))) await deliver(made);
      const success = String(session.success_url).replace(
        '{CHECKOUT_SESSION_ID}',
        String(session.id),
      );
      res.writeHead(303, { location: success });
      return res.end();
    }
    if (session && request.method === 'GET') {
      const item = (session.line_items as Json[])[0]!;
      const price = prices.get(String(item.price))!;
      const total = (price.unitAmount * Number(item.quantity)) / 100;
      return page(
        res,
        'Checkout (test)',
        `<h1>Atelier Pro</h1><p>${item.quantity} seat(s): $${total.toFixed(2)} per period</p>` +
          `<p>Test card 4242 4242 4242 4242</p>` +
          `<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>` +
          `<p><a href="${session.cancel_url}">Back</a></p>`,
      );
    }
    if (url.pathname === '/portal') {
      const back = url.searchParams.get('return') ?? '/';
      return page(
        res,
        'Billing portal (test)',
        `<h1>Billing portal</h1><a href="${back}">Return</a>`,
      );
    }
    res.writeHead(404).end();
  }

  const server = createServer((request, res) => {
    const url = new URL(request.url ?? '/', base);
    const handle = url.pathname.startsWith('/v1/') ? api : browser;
    handle(request, res, url).catch((err: unknown) =>
      send(res, 500, { error: { message: String(err) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    events,
    customers,
    sessions,
    subscriptions,
    subscriptionOf,
    complete,
    update,
    event,
    signature,
    deliver,
    /** Adds an invoice for the subscription (unpaid when `paid` is false) and answers it. */
    invoice: (subscriptionId: string, paid: boolean) =>
      invoiceFor(subscriptions.get(subscriptionId)!, paid),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
