import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The runner evaluates this file first and its workers inherit the environment, so every worker
// reads the same fresh data directory (and outbox) as the server.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, '..');
const appUrl = `http://127.0.0.1:${port}`;
// A local OpenID provider plays Google (e2e/support/local-google.mjs); the app is pointed at it.
const googlePort = Number(process.env.E2E_GOOGLE_PORT ?? port + 1);
const google = {
  GOOGLE_CLIENT_ID: 'atelier-e2e',
  GOOGLE_CLIENT_SECRET: 'atelier-e2e-secret',
  GOOGLE_ISSUER: `http://127.0.0.1:${googlePort}`,
};
// A local fake of Stripe beside the app: checkout works in the journeys without the internet.
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? port + 2);
const stripe = {
  webhookSecret: 'whsec_e2e_atelier',
  prices: {
    STRIPE_PRICE_PRO_MONTHLY: 'price_pro_monthly',
    STRIPE_PRICE_PRO_QUARTERLY: 'price_pro_quarterly',
    STRIPE_PRICE_PRO_ANNUAL: 'price_pro_annual',
  },
};

// A second app with an AI provider (the OpenAI fake beside it), for the journeys of what only a
// provider offers (comment translation): the first app stays without one, so designmate's
// journeys keep answering with its offline skills. Its own data directory; the outbox helpers read
// both (docs/decisions.md, 'The journeys' AI provider').
process.env.E2E_AI_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-ai-'));
const aiPort = Number(process.env.E2E_AI_PORT ?? port + 3);
process.env.E2E_AI_URL = `http://127.0.0.1:${aiPort}`;
const openAiPort = Number(process.env.E2E_OPENAI_PORT ?? port + 4);

const WAITING = /reminders\.spec\.ts$/;

/** An app's settings: the embedded defaults, the local Google and the Stripe fake. */
function appEnv(appPort: number, dataDir: string) {
  return {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${appPort}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    ...google,
    STRIPE_SECRET_KEY: 'sk_test_e2e_atelier',
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
    ...stripe.prices,
    // The webhooks journey's receiver listens on this machine (issue 49 §2).
    WEBHOOKS_ALLOW_LOOPBACK: 'true',
  };
}

export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results',
  // Two journey files at a time, one browser each, against the one app: every journey makes its own
  // people and teams, so none waits on another's state. A file's tests stay in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  // Journeys check every page they visit with axe, about a second each. The longest takes a minute
  // on a quiet machine and twice that on a busy one: the bounds are there to stop a stuck journey.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's Content-Security-Policy would block the axe script the journeys inject.
    bypassCSP: true,
    // The service worker precaches the whole app shell (about 300 files) in every new context: only
    // the journeys about the installable app let it register (installable.spec.ts).
    serviceWorkers: 'block',
    // As a person who asked for less motion: Mantine's transitions are instant (theme.ts), so a
    // journey waits on no fade or slide. It halved some journeys' time on two cores; the products
    // journey keeps the motion (docs/decisions.md, 'Journeys with reduced motion').
    reducedMotion: 'reduce',
    launchOptions: {
      // scripts/e2e.mjs chooses Debian's headless shell (scripts/chromium.mjs).
      executablePath: process.env.E2E_BROWSER ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // A journey that waits on the clock (a reminder due at the next minute) starts first, so its
  // minute of waiting overlaps the other journeys instead of ending the run.
  projects: [
    { name: 'waits', testMatch: WAITING, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: WAITING, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      command: 'node e2e/support/local-google.mjs',
      cwd: root,
      url: `${google.GOOGLE_ISSUER}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      // Its warnings that it is a development setup are the point here.
      stderr: 'ignore',
      env: { ...google, LOCAL_GOOGLE_PORT: String(googlePort), APP_URL: appUrl },
    },
    {
      command: 'npx tsx apps/server/src/test/fake-stripe-server.ts',
      cwd: root,
      url: `http://127.0.0.1:${stripePort}/v1/prices/${stripe.prices.STRIPE_PRICE_PRO_MONTHLY}`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_STRIPE_PORT: String(stripePort),
        FAKE_STRIPE_WEBHOOK_URL: `${appUrl}/api/v1/payment/webhook`,
        FAKE_STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      },
    },
    {
      command: 'npx tsx apps/server/src/test/fake-openai-server.ts',
      cwd: root,
      url: `http://127.0.0.1:${openAiPort}/v1/models`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_OPENAI_PORT: String(openAiPort) },
    },
    {
      command: 'node scripts/start.mjs',
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: appEnv(port, process.env.E2E_DATA_DIR),
    },
    {
      command: 'node scripts/start.mjs',
      cwd: root,
      url: `${process.env.E2E_AI_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...appEnv(aiPort, process.env.E2E_AI_DATA_DIR),
        AI_BASE_URL: `http://127.0.0.1:${openAiPort}/v1`,
        AI_API_KEY: 'sk-e2e-atelier',
        AI_MODEL: 'fake-model',
        AI_TIMEOUT_MS: '5000',
      },
    },
  ],
});
