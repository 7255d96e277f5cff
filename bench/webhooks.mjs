// Webhooks under failure (issue 49 §2): BENCH_EVENTS (10,000) product.updated events, spread over
// BENCH_PRODUCTS (100) products, sent to a local receiver that verifies every signature with
// `standardwebhooks` and refuses a third of the requests it gets (the first attempt of every other
// event: each refused one comes back 5 s later), while the server is restarted once half-way (a
// hard kill on PostgreSQL, a SIGTERM on the embedded database). It reports whether every event
// was delivered at least once, whether each product's events arrived in order (none attempted
// before the one before it was taken), and how many were taken twice.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { api, root, signUp } from './atelier.mjs';
import { sparePort } from './spare-port.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100);
const PER_PRODUCT = Math.ceil(EVENTS / PRODUCTS);
/** Updates in flight at once (each product's own one after another). */
const PARALLEL = 8;
const DRAIN_LIMIT_MS = Number(process.env.BENCH_DRAIN_SECONDS ?? 1200) * 1000;

// ---------------------------------------------------------------- the receiver
let secret = '';
const requests = []; // { id, product, n, accepted, at }
const acceptedIds = new Map(); // webhook-id → times taken
const orderBreaks = [];
const nextOf = new Map(); // product → the n it may next be sent (all before it taken)
const seen = new Set(); // webhook-ids that came at least once
let badSignatures = 0;

const refuses = (id) => createHash('sha256').update(id).digest()[0] % 2 === 0;

const receiver = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    let event;
    try {
      event = new Webhook(secret).verify(body, req.headers);
    } catch {
      badSignatures += 1;
      res.writeHead(400).end();
      return;
    }
    const id = req.headers['webhook-id'];
    const product = event.data.productId;
    const n = Number(/^n=(\d+)$/.exec(event.data.description)?.[1]);
    const seenBefore = seen.has(id);
    seen.add(id);
    // A third of the requests: the first attempt of half the events.
    const accepted = seenBefore || !refuses(id);
    const expected = nextOf.get(product) ?? 1;
    if (n > expected && !acceptedIds.has(id)) orderBreaks.push({ product, n, expected });
    requests.push({ id, product, n, accepted, at: Date.now() });
    if (accepted) {
      acceptedIds.set(id, (acceptedIds.get(id) ?? 0) + 1);
      if (n === expected) nextOf.set(product, n + 1);
    }
    res.writeHead(accepted ? 204 : 500).end();
  });
});

// ---------------------------------------------------------------- the server, restartable
const port = await sparePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-hooks-'));
const databaseUrl = process.env.DATABASE_URL ?? '';
let server;

async function start() {
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_DIST: path.join(dataDir, 'no-web'),
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
    },
  });
  await healthy(`http://127.0.0.1:${port}/api/health`);
}

/** Resolves once the server answers; a restart migrates and may take a while on a busy machine. */
async function healthy(url) {
  for (let i = 0; i < 1800; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

// A failed run leaves no server behind.
process.on('exit', () => server?.kill('SIGKILL'));

async function stop(signal) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill(signal);
  await exited;
}

await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${receiver.address().port}/hooks`;
await start();
const atelier = { base: `http://127.0.0.1:${port}`, dataDir };
const token = await signUp(atelier, `hooks-${Date.now()}@bench.test`);
const team = await api(
  atelier.base,
  'POST',
  'team',
  { name: 'Webhooks bench', description: 'Bench' },
  token,
);
const products = [];
for (let i = 0; i < PRODUCTS; i += 1) {
  const made = await api(
    atelier.base,
    'POST',
    'product',
    { teamId: team._id, name: `P${i}` },
    token,
  );
  products.push(made._id);
}
({ secret } = await api(
  atelier.base,
  'POST',
  `team/${team._id}/webhooks`,
  { url: receiverUrl, events: ['product.updated'] },
  token,
));

/** Updates n = from..to of every product, PARALLEL products at a time. */
async function update(from, to) {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < products.length) {
        const product = products[next++];
        for (let n = from; n <= to; n += 1) {
          await api(atelier.base, 'PUT', `product/${product}`, { description: `n=${n}` }, token);
        }
      }
    }),
  );
}

const started = Date.now();
const half = Math.floor(PER_PRODUCT / 2);
await update(1, half);
const signal = databaseUrl ? 'SIGKILL' : 'SIGTERM';
console.log(`${half * PRODUCTS} events recorded; restarting the server (${signal})…`);
await stop(signal);
await start();
await update(half + 1, PER_PRODUCT);
const recorded = Date.now();
const total = PER_PRODUCT * PRODUCTS;
console.log(`${total} events recorded in ${((recorded - started) / 1000).toFixed(1)} s; waiting…`);
while (acceptedIds.size < total && Date.now() - recorded < DRAIN_LIMIT_MS) {
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const drained = Date.now();
await stop('SIGTERM');
receiver.close();
rmSync(dataDir, { recursive: true, force: true });

const twice = [...acceptedIds.values()].filter((times) => times > 1).length;
const refused = requests.filter((r) => !r.accepted).length;
console.log(
  `events                         ${total} on ${PRODUCTS} products (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
);
console.log(
  `delivered at least once        ${acceptedIds.size} of ${total}${acceptedIds.size === total ? ' ✓' : ' ✗'}`,
);
console.log(
  `order per product held         ${orderBreaks.length === 0 ? 'yes ✓' : `no ✗ (${orderBreaks.length} early)`}`,
);
console.log(`taken twice                    ${twice}`);
console.log(
  `requests                       ${requests.length} (${refused} refused, ${((refused / requests.length) * 100).toFixed(1)} %)`,
);
console.log(`bad signatures                 ${badSignatures}`);
console.log(`last delivery after last event ${((drained - recorded) / 1000).toFixed(1)} s`);
if (acceptedIds.size !== total || orderBreaks.length > 0 || badSignatures > 0) process.exitCode = 1;
