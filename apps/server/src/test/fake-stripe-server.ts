/**
 * Runs the Stripe fake on its own for the journeys (e2e/playwright.config.ts starts it beside the
 * app): `tsx apps/server/src/test/fake-stripe-server.ts`, configured by FAKE_STRIPE_PORT,
 * FAKE_STRIPE_WEBHOOK_URL and FAKE_STRIPE_WEBHOOK_SECRET. Prices are those of FAKE_STRIPE_PRICES.
 */
import { FAKE_STRIPE_PRICES, startFakeStripe } from './fake-stripe.ts';

const fake = await startFakeStripe({
  port: Number(process.env.FAKE_STRIPE_PORT),
  webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL,
  webhookSecret: process.env.FAKE_STRIPE_WEBHOOK_SECRET ?? '',
  prices: FAKE_STRIPE_PRICES,
});
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
