// Many instances behave as one (issue 37), first part: BENCH_INSTANCES (4) instances of the built
// server on one private PostgreSQL, one private Redis and one S3 server (s3rver), behind HAProxy
// (Debian's, installed when missing; no sticky sessions), all on loopback. The organisation —
// BENCH_TEAMS (200) teams, BENCH_MEMBERS (10,000) members, BENCH_PRODUCTS (20) products a team —
// is written in SQL; BENCH_ACTIVE (400) of the members send the load through the balancer for
// BENCH_SECONDS (90): BENCH_WRITES (200) comments a second, each carrying its own key, and as many
// product reads and wall pages. During it, one instance is killed (kill -9) and started again,
// then every instance is restarted one by one (SIGTERM, then started again).
//
// Checked after the load, from PostgreSQL: every acknowledged comment is there once (none lost,
// none twice), and no request was refused for its session (nobody logged out). Printed: per
// request kind its count, p50, p99 and errors; per fault the seconds in which requests failed.
// Still to come: live Socket.IO clients and their notifications, reminders firing once, uploads,
// PostgreSQL and Redis faults, and the comparison with one instance at a quarter of the load.
// Not part of `npm test`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { buildServerIfStale } from '../scripts/builds.mjs';
import { startAtelier } from './atelier.mjs';
import { percentile } from './measure.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';
import { startPrivateRedis } from './private-redis.mjs';
import { startHaproxy } from './scale/haproxy.mjs';
import { seedOrganisation } from './scale/seed.mjs';
import { sparePort } from './spare-port.mjs';

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 4);
const TEAMS = Number(process.env.BENCH_TEAMS ?? 200);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20);
const ACTIVE = Number(process.env.BENCH_ACTIVE ?? 400);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 90);
const WRITES = Number(process.env.BENCH_WRITES ?? 200);
/** Requests in flight at most: past it the generator waits, and says how often it did. */
const IN_FLIGHT_MAX = 400;
const JWT_SECRET = randomBytes(32).toString('hex');
const BUCKET = 'atelier-scale';

const ms = (value) => `${value.toFixed(1)} ms`;

async function startS3() {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'atelier-scale-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** What every request of the load leaves behind: kind, when, how long, how it ended. */
function recorder(started) {
  const requests = [];
  return {
    started,
    requests,
    /** The second of the load it is now. */
    now: () => Math.floor((Date.now() - started) / 1000),
    add(kind, at, duration, status) {
      requests.push({ kind, second: Math.floor((at - started) / 1000), duration, status });
    },
  };
}

/** The load: comments at WRITES a second, each with a key; product reads and wall pages beside. */
async function load(base, people, record, { onSecond }) {
  const acknowledged = [];
  let sent = 0;
  let inFlight = 0;
  let waited = 0;
  const started = performance.now();
  const send = async (kind, person, method, pathname, body) => {
    inFlight += 1;
    const at = performance.now();
    let status = 0;
    let json = null;
    try {
      const response = await fetch(`${base}/api/v1/${pathname}`, {
        method,
        headers: {
          authorization: `Bearer ${person.token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      status = response.status;
      json = await response.json().catch(() => null);
    } catch {
      status = 0; // the connection failed
    } finally {
      inFlight -= 1;
      record.add(kind, Date.now(), performance.now() - at, status);
    }
    return { status, json };
  };
  const tick = 1000 / WRITES;
  const tasks = [];
  for (let second = 0; second < SECONDS; second += 1) {
    await onSecond(second);
    for (let i = 0; i < WRITES; i += 1) {
      const due = started + (second * WRITES + i) * tick;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (inFlight >= IN_FLIGHT_MAX) {
        waited += 1;
        continue;
      }
      const n = sent++;
      const person = people[n % people.length];
      const productId = person.productIds[n % person.productIds.length];
      const key = `scale-${n}`;
      tasks.push(
        send('comment', person, 'POST', 'product/productComments', {
          productId,
          text: `${key}: the supplier asked for a heavier linen`,
        }).then(({ status, json }) => {
          if (status === 201 && json?.data?._id) acknowledged.push(key);
        }),
        send('product read', person, 'GET', `product/${productId}`),
        n % 4 === 0 ? send('wall page', person, 'GET', 'product?limit=20') : Promise.resolve(),
      );
    }
  }
  await Promise.all(tasks);
  return { acknowledged, sent, waited };
}

/** Every acknowledged key once in product_comments: how many are missing and how many twice. */
async function checkWrites(db, acknowledged) {
  const { rows } = await db.query(
    `select substring(text from '^(scale-[0-9]+):') as key, count(*)::int as n
     from product_comments where text like 'scale-%' group by 1`,
  );
  const stored = new Map(rows.map((row) => [row.key, row.n]));
  const lost = acknowledged.filter((key) => !stored.has(key)).length;
  const twice = rows.filter((row) => row.n > 1).length;
  return { lost, twice, stored: rows.length };
}

function table(record, faults) {
  const kinds = [...new Set(record.requests.map((request) => request.kind))];
  console.log('');
  console.log('request kind        count     p50       p99   errors  (of which 401)');
  for (const kind of kinds) {
    const of = record.requests.filter((request) => request.kind === kind);
    const durations = of.map((request) => request.duration);
    const errors = of.filter((request) => request.status === 0 || request.status >= 500).length;
    const refused = of.filter((request) => request.status === 401).length;
    console.log(
      `${kind.padEnd(16)} ${String(of.length).padStart(8)} ${ms(percentile(durations, 0.5)).padStart(9)} ${ms(percentile(durations, 0.99)).padStart(9)} ${String(errors).padStart(8)}  (${refused})`,
    );
  }
  const failed = record.requests.filter((request) => request.status === 0 || request.status >= 500);
  const byStatus = new Map();
  for (const request of failed)
    byStatus.set(request.status, (byStatus.get(request.status) ?? 0) + 1);
  if (failed.length > 0) {
    const statuses = [...byStatus].map(([status, n]) => `${status || 'no answer'} × ${n}`);
    console.log(`errors by status: ${statuses.join(', ')}`);
  }
  console.log('');
  console.log('fault                                  seconds with errors');
  for (const fault of faults) {
    const failing = new Set(
      record.requests
        .filter(
          (request) =>
            request.second >= fault.from &&
            request.second <= fault.to + 5 &&
            (request.status === 0 || request.status >= 500),
        )
        .map((request) => request.second),
    );
    console.log(`${fault.name.padEnd(38)} ${failing.size}`);
  }
}

// Built once here: the instances starting side by side would each build it otherwise.
await buildServerIfStale();
const postgres = await startPrivatePostgres({ max_connections: String(20 * INSTANCES + 20) });
const redis = await startPrivateRedis();
const s3 = await startS3();
const db = new pg.Client({ connectionString: postgres.url });
const instances = [];
let balancer;
try {
  await db.connect();
  console.log(
    `Organisation: ${TEAMS} teams, ${MEMBERS} members, ${TEAMS * PRODUCTS} products; ${ACTIVE} members send the load`,
  );
  const { seconds, people } = await seedOrganisation({
    databaseUrl: postgres.url,
    jwtSecret: JWT_SECRET,
    teams: TEAMS,
    members: MEMBERS,
    products: PRODUCTS,
    active: ACTIVE,
  });
  console.log(`generated in ${seconds.toFixed(1)} s`);

  const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, JWT_SECRET, ...s3.env };
  const ports = [];
  for (let i = 0; i < INSTANCES; i += 1) ports.push(await sparePort());
  const start = (i) => startAtelier(ports[i], env).then((instance) => (instances[i] = instance));
  await Promise.all(ports.map((_, i) => start(i)));
  balancer = await startHaproxy(await sparePort(), ports);
  console.log(`${INSTANCES} instances behind HAProxy at ${balancer.base}`);

  // The faults, by the second of the load they start at; each lasts until its instances are back.
  const killAt = Math.floor(SECONDS / 4);
  const rollAt = Math.floor(SECONDS / 2);
  const faults = [];
  const record = recorder(Date.now());
  const pending = [];
  const onSecond = async (second) => {
    if (second === killAt) {
      const fault = { name: 'kill -9 of instance 2, started again', from: second, to: second };
      faults.push(fault);
      const dead = instances[1];
      process.kill(dead.pid, 'SIGKILL');
      pending.push(
        (async () => {
          await dead.stop(); // it has exited: only its folder goes
          await new Promise((resolve) => setTimeout(resolve, 5000));
          await start(1);
          fault.to = record.now();
        })(),
      );
    }
    if (second === rollAt) {
      const fault = { name: 'rolling restart of every instance', from: second, to: second };
      faults.push(fault);
      pending.push(
        (async () => {
          for (let i = 0; i < INSTANCES; i += 1) {
            await instances[i].stop();
            await start(i);
          }
          fault.to = record.now();
        })(),
      );
    }
  };
  const { acknowledged, sent, waited } = await load(balancer.base, people, record, { onSecond });
  await Promise.all(pending);
  const writes = await checkWrites(db, acknowledged);

  table(record, faults);
  const refused = record.requests.filter((request) => request.status === 401).length;
  console.log('');
  console.log(
    `${sent} comments sent, ${acknowledged.length} acknowledged, ${writes.stored} stored` +
      (waited ? `; ${waited} not sent (${IN_FLIGHT_MAX} requests already in flight)` : ''),
  );
  console.log(
    `${writes.lost} acknowledged writes lost, ${writes.twice} duplicates, ${refused} requests refused for their session`,
  );
  if (writes.lost || writes.twice || refused) process.exitCode = 1;
} finally {
  await balancer?.close();
  await Promise.all(instances.map((instance) => instance?.stop()));
  await db.end().catch(() => undefined);
  await s3.close();
  await redis.close();
  await postgres.close();
}
