import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRACE_PERIOD_DAYS, messages } from '@atelier/domain';
import { billingAccounts, billingEvents, teams, users } from '../../db/schema/index.ts';
import { FAKE_STRIPE_PRICES, startFakeStripe } from '../../test/fake-stripe.ts';
import type { FakeEvent, FakeStripe } from '../../test/fake-stripe.ts';
import { call, makeTeam, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { endGraceNow } from './grace.ts';

const SECRET = 'whsec_test_atelier';
const [MONTHLY, QUARTERLY, ANNUAL] = FAKE_STRIPE_PRICES.map((price) => price.id);
const PRICES = { monthly: MONTHLY!, quarterly: QUARTERLY!, annually: ANNUAL! };
const DAY_MS = 86_400_000;

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe({
    webhookSecret: SECRET,
    prices: FAKE_STRIPE_PRICES,
  });
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_atelier',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PRICE_PRO_MONTHLY: PRICES.monthly,
    STRIPE_PRICE_PRO_QUARTERLY: PRICES.quarterly,
    STRIPE_PRICE_PRO_ANNUAL: PRICES.annually,
    STRIPE_API_BASE: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type User = Awaited<ReturnType<typeof makeUser>>;

/** Posts a webhook the way Stripe does, or with the signature header given. */
async function post(payload: string, signature: string | null = fake.signature(payload)) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

async function deliver(events: FakeEvent[]) {
  for (const event of events) expect((await post(event.payload)).status).toBe(200);
}

const planOf = async (user: User) =>
  (await t.db.select().from(users).where(eq(users.id, user.user.id)))[0]!.planType;

const paymentOf = async (user: User) =>
  (await call(t, 'GET', 'payment', { token: user.token })).body.data;

/** Starts checkout and pays it on the fake; answers the events Stripe would send. */
async function checkout(user: User, seats = 2) {
  const res = await call(t, 'POST', 'payment/addSubscription', {
    token: user.token,
    body: { priceId: PRICES.monthly, seats },
  });
  expect(res.status).toBe(200);
  const sessionId = String(res.body.data.url).split('/').pop()!;
  return fake.complete(sessionId);
}

async function subscribed(seats = 2) {
  const user = await makeUser(t);
  await deliver(await checkout(user, seats));
  const account = (
    await t.db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.user.id))
  )[0]!;
  return { user, subscriptionId: account.stripeSubscriptionId! };
}

const eventRows = () => t.db.select().from(billingEvents);

describe('GET payment', () => {
  it("answers 401 'invalid token' without a token", async () => {
    const res = await call(t, 'GET', 'payment');
    expect(res.status).toBe(401);
    expect(res.body.responseMessage).toBe(messages.invalidToken);
  });

  it('answers Freemium with no subscription, and the prices checkout offers', async () => {
    const user = await makeUser(t);
    expect(await paymentOf(user)).toMatchObject({
      planType: 'Free',
      status: 'none',
      seats: 0,
      periodEnd: null,
      prices: PRICES,
    });
  });
});

describe('GET price/{id}', () => {
  it('answers a configured price with its plan, period and amount, and 404 for any other', async () => {
    const user = await makeUser(t);
    const res = await call(t, 'GET', `price/${PRICES.quarterly}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      _id: PRICES.quarterly,
      planType: 'Pro',
      period: 'quarterly',
      amount: 225,
      currency: 'usd',
    });
    const unknown = await call(t, 'GET', 'price/price_someone_elses', { token: user.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.responseMessage).toBe(messages.noRecord);
  });
});

describe('POST payment/addSubscription', () => {
  it('refuses an unknown price or seat count with 400 and creates no customer', async () => {
    const user = await makeUser(t);
    const before = fake.customers.size;
    const badPrice = await call(t, 'POST', 'payment/addSubscription', {
      token: user.token,
      body: { priceId: 'price_other', seats: 1 },
    });
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.responseMessage).toBe(messages.periodRequired);
    const tooMany = await call(t, 'POST', 'payment/addSubscription', {
      token: user.token,
      body: { priceId: PRICES.monthly, seats: 6 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.responseMessage).toBe(messages.seatsRange);
    expect(fake.customers.size).toBe(before);
  });

  it('answers the checkout page; once the webhook confirms, the account is on Pro in its trial', async () => {
    const user = await makeUser(t);
    const res = await call(t, 'POST', 'payment/addSubscription', {
      token: user.token,
      body: { priceId: PRICES.monthly, seats: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    const session = fake.sessions.get(String(res.body.data.url).split('/').pop()!)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: PRICES.monthly, quantity: '3' }],
      subscription_data: { trial_period_days: '14' },
    });
    // Not before Stripe says so.
    expect(await paymentOf(user)).toMatchObject({ planType: 'Free', status: 'none' });

    await deliver(fake.complete(String(session.id)));
    const payment = await paymentOf(user);
    expect(payment).toMatchObject({
      planType: 'Pro',
      status: 'trialing',
      seats: 3,
      period: 'monthly',
    });
    expect(new Date(payment.periodEnd).getTime()).toBeGreaterThan(Date.now() + 13 * DAY_MS);
  });

  it('creates the Stripe customer once, and refuses a second subscription with 409', async () => {
    const { user } = await subscribed();
    const customers = fake.customers.size;
    const again = await call(t, 'POST', 'payment/addSubscription', {
      token: user.token,
      body: { priceId: PRICES.annually, seats: 1 },
    });
    expect(again.status).toBe(409);
    expect(again.body.responseMessage).toBe(messages.alreadySubscribed);
    expect(fake.customers.size).toBe(customers);
  });
});

describe('POST payment/webhook', () => {
  async function unconfirmed() {
    const user = await makeUser(t);
    const [completed] = await checkout(user);
    return { user, event: completed! };
  }

  async function expectNothingChanged(user: User) {
    expect(await planOf(user)).toBe('Free');
    expect(await paymentOf(user)).toMatchObject({ status: 'none' });
  }

  it('refuses an event without a signature with 400 and changes nothing', async () => {
    const { user, event } = await unconfirmed();
    const events = (await eventRows()).length;
    const res = await post(event.payload, null);
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.webhookSignatureInvalid);
    await expectNothingChanged(user);
    expect(await eventRows()).toHaveLength(events);
  });

  it('refuses an event signed with another secret', async () => {
    const { user, event } = await unconfirmed();
    const res = await post(event.payload, fake.signature(event.payload, undefined, 'whsec_other'));
    expect(res.status).toBe(400);
    await expectNothingChanged(user);
  });

  it('refuses a body parsed and serialised again (its bytes are not the signed ones)', async () => {
    const { user, event } = await unconfirmed();
    const reserialised = JSON.stringify(JSON.parse(event.payload));
    const res = await post(reserialised, fake.signature(event.payload));
    expect(res.status).toBe(400);
    await expectNothingChanged(user);
  });

  it('refuses a signature older than 300 seconds', async () => {
    const { user, event } = await unconfirmed();
    const old = Math.floor(Date.now() / 1000) - 301;
    const res = await post(event.payload, fake.signature(event.payload, old));
    expect(res.status).toBe(400);
    await expectNothingChanged(user);
  });

  it('handles the same event sent twice at once exactly once', async () => {
    const { user, event } = await unconfirmed();
    const [first, second] = await Promise.all([post(event.payload), post(event.payload)]);
    expect([first!.status, second!.status]).toEqual([200, 200]);
    const rows = await t.db.select().from(billingEvents).where(eq(billingEvents.id, event.id));
    expect(rows).toHaveLength(1);
    expect(await planOf(user)).toBe('Pro');
  });

  it('reads the current subscription, so an update that arrives before its creation wins', async () => {
    const user = await makeUser(t);
    const [completed, created] = await checkout(user);
    const subscriptionId = JSON.parse(created!.payload).data.object.id as string;
    const updated = fake.event(
      'customer.subscription.updated',
      fake.update(subscriptionId, {
        status: 'active',
        trial_end: null,
        cancel_at_period_end: true,
      }),
    );
    await deliver([updated, created!, completed!]);
    expect(await paymentOf(user)).toMatchObject({
      planType: 'Pro',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
  });

  it('acknowledges an event for a subscription Stripe does not know, changing nothing', async () => {
    const user = await makeUser(t);
    const event = fake.event('customer.subscription.updated', {
      id: 'sub_unknown',
      object: 'subscription',
      customer: 'cus_unknown',
      status: 'active',
    });
    const res = await post(event.payload);
    expect(res.status).toBe(200);
    expect(await eventRows()).toContainEqual(expect.objectContaining({ id: event.id }));
    expect((await post(event.payload)).status).toBe(200);
    await expectNothingChanged(user);
  });

  it('answers 200 to events billing does not follow, once each', async () => {
    const event = fake.event('customer.created', { id: 'cus_someone', object: 'customer' });
    expect((await post(event.payload)).status).toBe(200);
    expect((await post(event.payload)).status).toBe(200);
  });
});

describe('failed payments and trials', () => {
  it('keeps Pro through the grace period after a failed payment, then Freemium, then Pro when paid', async () => {
    const { user, subscriptionId } = await subscribed();
    const subscription = fake.update(subscriptionId, { status: 'past_due' });
    await deliver([
      fake.event('invoice.payment_failed', fake.invoice(String(subscription.id), false)),
    ]);
    const payment = await paymentOf(user);
    expect(payment).toMatchObject({ planType: 'Pro', status: 'past_due' });
    const graceEnd = new Date(payment.graceEndsAt).getTime();
    expect(graceEnd).toBeGreaterThan(Date.now() + (GRACE_PERIOD_DAYS - 1) * DAY_MS);

    await endGraceNow(t.app.ctx, new Date(graceEnd - 60_000));
    expect(await planOf(user)).toBe('Pro');
    await endGraceNow(t.app.ctx, new Date(graceEnd + 60_000));
    expect(await planOf(user)).toBe('Free');

    fake.update(subscriptionId, { status: 'active' });
    await deliver([fake.event('invoice.paid', fake.invoice(subscriptionId, true))]);
    expect(await paymentOf(user)).toMatchObject({ planType: 'Pro', graceEndsAt: null });
  });

  it('stays on Pro when the trial ends with a payment, and drops to Freemium when it ends without', async () => {
    const paying = await subscribed();
    const trialEnded = fake.update(paying.subscriptionId, { status: 'active', trial_end: null });
    await deliver([fake.event('customer.subscription.updated', trialEnded)]);
    expect(await paymentOf(paying.user)).toMatchObject({ planType: 'Pro', status: 'active' });

    const lapsed = await subscribed();
    const paused = fake.update(lapsed.subscriptionId, { status: 'paused' });
    await deliver([fake.event('customer.subscription.updated', paused)]);
    expect(await paymentOf(lapsed.user)).toMatchObject({ planType: 'Free', status: 'paused' });
  });
});

describe('POST payment/cancleSubscription', () => {
  it('cancels at the period end: Pro until then, Freemium after, and the teams are kept', async () => {
    const { user, subscriptionId } = await subscribed();
    const team = await makeTeam(t, user);
    const res = await call(t, 'POST', 'payment/cancleSubscription', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.responseMessage).toBe(messages.subscriptionCancelled);
    expect(res.body.data).toMatchObject({ planType: 'Pro', cancelAtPeriodEnd: true });

    const ended = fake.update(subscriptionId, { status: 'canceled' });
    await deliver([fake.event('customer.subscription.deleted', ended)]);
    expect(await paymentOf(user)).toMatchObject({ planType: 'Free', status: 'canceled' });
    expect(await t.db.select().from(teams).where(eq(teams.id, team._id))).toHaveLength(1);
  });

  it('answers 404 to someone without a subscription, and never touches another account', async () => {
    const { user: owner } = await subscribed();
    const stranger = await makeUser(t);
    const res = await call(t, 'POST', 'payment/cancleSubscription', { token: stranger.token });
    expect(res.status).toBe(404);
    expect(res.body.responseMessage).toBe(messages.noSubscription);
    expect(await paymentOf(owner)).toMatchObject({ cancelAtPeriodEnd: false });
  });
});

describe('invoices and the billing portal', () => {
  it("lists the account's own invoices with their PDF links, and nobody else's", async () => {
    const { user } = await subscribed();
    const stranger = await makeUser(t);
    const res = await call(t, 'GET', 'payment/invoices', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ status: 'paid', pdfUrl: expect.stringMatching(/\.pdf$/) }),
    ]);
    const theirs = await call(t, 'GET', 'payment/invoices', { token: stranger.token });
    expect(theirs.body.data).toEqual([]);
    const portal = await call(t, 'POST', 'payment/portal', { token: stranger.token });
    expect(portal.status).toBe(404);
  });

  it('answers the billing portal address of the account', async () => {
    const { user } = await subscribed();
    const res = await call(t, 'POST', 'payment/portal', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(new RegExp(`^${fake.url}/portal`));
  });
});

describe('seats', () => {
  it('refuses a member beyond the paid seats, offering more seats, and lets them in once bought', async () => {
    const { user } = await subscribed(2);
    const team = await makeTeam(t, user);
    const first = await call(t, 'POST', `team/${team._id}/invite`, {
      token: user.token,
      body: { emails: ['one@atelier.test'] },
    });
    expect(first.status).toBe(200);
    const second = await call(t, 'POST', `team/${team._id}/invite`, {
      token: user.token,
      body: { emails: ['two@atelier.test'] },
    });
    expect(second.status).toBe(403);
    expect(second.body.responseMessage).toBe(messages.upgradePlan);
    expect(second.body.data).toEqual({ seatsUsed: 2, seatsPaid: 2, canAddSeats: true });

    const seats = await call(t, 'POST', 'payment/seats', { token: user.token, body: { seats: 3 } });
    expect(seats.status).toBe(200);
    expect(seats.body.data).toMatchObject({ seats: 3, seatsUsed: 2 });
    const again = await call(t, 'POST', `team/${team._id}/invite`, {
      token: user.token,
      body: { emails: ['two@atelier.test'] },
    });
    expect(again.status).toBe(200);
  });

  it('says when only another plan makes room: past 5 people, or at a Free limit', async () => {
    const { user } = await subscribed(2);
    const team = await makeTeam(t, user);
    const emails = (count: number) =>
      Array.from({ length: count }, (_, index) => `p${index}@atelier.test`);
    const pastPro = await call(t, 'POST', `team/${team._id}/invite`, {
      token: user.token,
      body: { emails: emails(5) },
    });
    expect(pastPro.status).toBe(403);
    expect(pastPro.body.data).toEqual({ seatsUsed: 1, seatsPaid: 2, canAddSeats: false });

    const free = await makeUser(t);
    const freeTeam = await makeTeam(t, free);
    const pastFree = await call(t, 'POST', `team/${freeTeam._id}/invite`, {
      token: free.token,
      body: { emails: emails(3) },
    });
    expect(pastFree.status).toBe(403);
    expect(pastFree.body.data).toBeNull();
  });

  it('refuses fewer seats with 400, and seats to someone without a subscription with 404', async () => {
    const { user } = await subscribed(2);
    const fewer = await call(t, 'POST', 'payment/seats', { token: user.token, body: { seats: 1 } });
    expect(fewer.status).toBe(400);
    expect(fewer.body.responseMessage).toBe(messages.seatsNotFewer);
    const stranger = await makeUser(t);
    const none = await call(t, 'POST', 'payment/seats', {
      token: stranger.token,
      body: { seats: 3 },
    });
    expect(none.status).toBe(404);
  });
});

describe('without Stripe configured', () => {
  it('answers Freemium and says checkout is unavailable on this installation', async () => {
    const plain = await createTestApp();
    try {
      const user = await makeUser(plain);
      const payment = await call(plain, 'GET', 'payment', { token: user.token });
      expect(payment.body.data).toMatchObject({ planType: 'Free', prices: null });
      const res = await call(plain, 'POST', 'payment/addSubscription', {
        token: user.token,
        body: { priceId: 'price_any', seats: 1 },
      });
      expect(res.status).toBe(503);
      expect(res.body.responseMessage).toBe(messages.checkoutUnavailable);
      const webhook = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/payment/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0' },
        payload: '{}',
      });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
