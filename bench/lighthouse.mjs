// Lighthouse's mobile profile (simulated slow 4G, 4× CPU) on `/` signed out and `/dashboard`
// signed in (a team with products, so its cards and charts draw), `/dashboard` again on a repeat
// visit (its service worker installed, issue 48 §1), and /HelpSupport signed in, a
// page of static text: what the signed-in shell costs any page. Against the built web app served
// by `npm start`'s server. Prints LCP, CLS, TBT and
// the performance score against the first-load budget (LCP ≤ 2.5 s, CLS ≤ 0.05, TBT ≤ 200 ms).
// Lighthouse simulates the page from one real load, whose main-thread time a busy machine
// stretches: each page is audited BENCH_ROUNDS times (3 by default) and judged by the medians.
// Not part of `npm test`; full reports go to test-reports/lighthouse-*.json. CHROMIUM_PATH picks the
// browser (Debian's Chromium by default, installed from apt when missing, as for the journeys).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { api, PASSWORD, root, signUp, startAtelier } from './atelier.mjs';
import { median } from './measure.mjs';
import { buildWebIfStale } from '../scripts/builds.mjs';
import { CHROMIUM, ensureChromium } from '../scripts/chromium.mjs';

const PORT = 3203;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BUDGET = { lcp: 2500, cls: 0.05, tbt: 200 };

const reports = path.join(root, 'test-reports');

async function audit(port, url, { name, keepStorage }) {
  const { lhr } = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    // The stored session must survive Lighthouse's storage reset; the HTTP cache is cleared.
    keepStorage
      ? { extends: 'lighthouse:default', settings: { disableStorageReset: true } }
      : undefined,
  );
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  mkdirSync(reports, { recursive: true });
  writeFileSync(path.join(reports, `lighthouse-${name}.json`), JSON.stringify(lhr));
  const value = (id) => lhr.audits[id].numericValue;
  return {
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    score: lhr.categories.performance.score,
    bytes: value('total-byte-weight'),
    finalUrl: lhr.finalDisplayedUrl,
    // Lighthouse's CPU speed estimate: a busy machine inflates TBT and LCP (≈ 1000+ is a fast idle one).
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Stores a signed-in session in the origin's localStorage from a page that loads no assets, and
 * empties the HTTP cache that Lighthouse keeps when it is told to keep storage.
 */
async function storeSession(port, base, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/api/health`);
  await page.evaluate(({ token, user, teamId }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userDetails', JSON.stringify(user));
    // A returning designer's browser remembers the team they work in.
    if (teamId) localStorage.setItem('selectedTeamId', teamId);
  }, session);
  const devtools = await page.createCDPSession();
  await devtools.send('Network.clearBrowserCache');
  await page.close();
  await browser.disconnect();
}

/**
 * A repeat visit (issue 48 §1): the dashboard opened once before in this browser, so the service
 * worker is installed and has precached the app shell; Lighthouse then keeps storage and cache.
 */
async function primeRepeatVisit(port, base, session) {
  await storeSession(port, base, session);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle0' });
  // Registered once the page is idle; active once the shell is precached.
  await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 60_000 })
    .catch(() => undefined);
  const state = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.state,
  );
  if (state !== 'activated') throw new Error(`the service worker is ${state}, not activated`);
  await page.close();
  await browser.disconnect();
}

function report(name, result) {
  const mark = (ok) => (ok ? 'ok  ' : 'OVER');
  console.log(
    `${name.padEnd(18)} LCP ${(result.lcp / 1000).toFixed(2)} s ${mark(result.lcp <= BUDGET.lcp)}` +
      `  CLS ${result.cls.toFixed(3)} ${mark(result.cls <= BUDGET.cls)}` +
      `  TBT ${Math.round(result.tbt)} ms ${mark(result.tbt <= BUDGET.tbt)}` +
      `  score ${result.score.toFixed(2)}  ${Math.round(result.bytes / 1024)} KiB transferred` +
      `  CPU index ${Math.round(result.benchmarkIndex)}  (${result.finalUrl})`,
  );
}

/** Audits a page ROUNDS times, reporting each run and then the medians against the budget. */
async function rounds(name, audited) {
  const results = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const result = await audited();
    report(name, result);
    results.push(result);
  }
  const of = (key) => median(results.map((result) => result[key]));
  const keys = ['lcp', 'cls', 'tbt', 'score', 'bytes', 'benchmarkIndex'];
  report(`${name} median`, {
    ...Object.fromEntries(keys.map((key) => [key, of(key)])),
    finalUrl: results[0].finalUrl,
  });
}

ensureChromium();
buildWebIfStale();
const atelier = await startAtelier(PORT, { WEB_DIST: path.join(root, 'apps/web/dist') });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  await rounds('/', () =>
    audit(chrome.port, `${atelier.base}/`, { name: 'login', keepStorage: false }),
  );

  const email = `lighthouse-${Date.now()}@atelier.test`;
  await signUp(atelier, email);
  const session = await api(atelier.base, 'POST', 'auth/login', { email, password: PASSWORD });
  // A team at work, so the dashboard draws its cards and charts, not the first steps alone.
  const team = await api(
    atelier.base,
    'POST',
    'team',
    { name: 'Atelier Nord', description: 'Shirts and knits' },
    session.token,
  );
  const stages = ['idea', 'design', 'sampling', 'design', 'idea', 'sampling'];
  for (const [index, stage] of stages.entries()) {
    await api(
      atelier.base,
      'POST',
      'product',
      { teamId: team._id, name: `Look ${index + 1}`, stage, deadline: '2026-01-15' },
      session.token,
    );
  }
  await rounds('/dashboard', async () => {
    await storeSession(chrome.port, atelier.base, { ...session, teamId: team._id });
    return audit(chrome.port, `${atelier.base}/dashboard`, {
      name: 'dashboard',
      keepStorage: true,
    });
  });
  // A repeat visit: the shell from the service worker's precache, only the data from the network.
  await rounds('/dashboard again', async () => {
    await primeRepeatVisit(chrome.port, atelier.base, { ...session, teamId: team._id });
    return audit(chrome.port, `${atelier.base}/dashboard`, {
      name: 'dashboard-repeat',
      keepStorage: true,
    });
  });
  // The floor of a signed-in page: the shell around a page of static text, same session.
  await rounds('/HelpSupport', async () => {
    await storeSession(chrome.port, atelier.base, { ...session, teamId: team._id });
    return audit(chrome.port, `${atelier.base}/HelpSupport`, { name: 'help', keepStorage: true });
  });
  console.log(`budget             LCP ≤ 2.5 s, CLS ≤ 0.05, TBT ≤ 200 ms (mobile: slow 4G, 4× CPU)`);
} finally {
  chrome.kill();
  await atelier.stop();
}
