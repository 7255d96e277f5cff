// Messages in a busy team channel (issue 14): MEMBERS people connected to the channel, split over
// two instances of the real server sharing a private PostgreSQL and a private Redis, RATE messages
// a second for SECONDS seconds posted through the API (`POST /api/v1/message`, spread over RATE
// senders so no one passes the 120-a-minute limit). Each text carries its send time; the latency
// is from send to the `message` event on every member's socket, p50/p99. The same fan-out (same
// clients, rate and duration) through a plain `ws` broadcast server is the baseline, in the same
// run. BENCH_MEMBERS, BENCH_RATE and BENCH_SECONDS default to the 500, 50 and 30. Not part
// of `npm test`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import { request, root, startAtelier } from './atelier.mjs';
import { seedTeam } from './messages/seed.mjs';
import { percentile } from './measure.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';
import { startPrivateRedis } from './private-redis.mjs';
import { sparePort } from './spare-port.mjs';
import { waitFor } from './wait-for.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const TOTAL = RATE * SECONDS;
const SENDERS = Math.min(MEMBERS, RATE); // one message a second each
const JWT_SECRET = 'bench-two-instances-share-this-secret-000';
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * Sends TOTAL texts at RATE a second with `send(seq, text)` (resolves with the HTTP status) while
 * `listen` hands over every text delivered to any client; waits for the stragglers.
 */
async function fanOut(name, listen, send) {
  const latencies = [];
  listen((text) => {
    const [tag, sentAt] = text.split(' ');
    if (tag === 'bench') latencies.push(now() - Number(sentAt));
  });
  const answered = []; // send → HTTP answer
  const refused = new Map(); // status (0: no answer) → count
  const sends = [];
  const start = now();
  for (let seq = 0; seq < TOTAL; seq++) {
    const wait = start + (seq * 1000) / RATE - now();
    if (wait > 0) await sleep(wait);
    const sentAt = now();
    const sent = send(seq, `bench ${sentAt}`).catch(() => 0);
    sends.push(
      sent.then((status) => {
        answered.push(now() - sentAt);
        if (status >= 300) refused.set(status, (refused.get(status) ?? 0) + 1);
      }),
    );
  }
  await Promise.all(sends);
  const expected = TOTAL * MEMBERS;
  for (let idle = 0, seen = -1; latencies.length < expected && idle < 50; await sleep(100)) {
    idle = latencies.length === seen ? idle + 1 : 0; // 5 s without a delivery: the rest is lost
    seen = latencies.length;
  }
  const result = { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
  console.log(
    `${name.padEnd(30)} p50 ${ms(result.p50)}  p99 ${ms(result.p99)}  delivered ${latencies.length}/${expected}`,
  );
  console.log(
    `${''.padEnd(30)} (send → HTTP answer p50 ${ms(percentile(answered, 0.5))}  p99 ${ms(percentile(answered, 0.99))})`,
  );
  for (const [status, count] of refused) {
    console.log(`${''.padEnd(30)} ${count} of ${TOTAL} sends answered ${status || 'nothing'}`);
  }
  return result;
}

async function wsBaseline() {
  const port = await sparePort();
  const server = spawn(process.execPath, [path.join(root, 'bench/realtime/ws-server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(base);
    const sockets = await Promise.all(
      Array.from({ length: MEMBERS }, () => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}`);
        return new Promise((resolve) => socket.once('open', () => resolve(socket)));
      }),
    );
    const result = await fanOut(
      'ws broadcast (baseline)',
      (heard) => sockets.forEach((s) => s.on('message', (data) => heard(JSON.parse(data).text))),
      async (_seq, text) =>
        (await fetch(base, { method: 'POST', body: JSON.stringify({ text }) })).status,
    );
    sockets.forEach((s) => s.close());
    return result;
  } finally {
    server.kill('SIGTERM');
  }
}

/** Connects every member to the instances in turn; resolves once all are in their rooms. */
function connect(instances, members) {
  return Promise.all(
    members.map(({ token }, i) => {
      const socket = io(instances[i % instances.length].base, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      return new Promise((resolve, reject) => {
        socket.once('ready', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    }),
  );
}

async function atelier() {
  const postgres = await startPrivatePostgres({ max_connections: 100 });
  const redis = await startPrivateRedis();
  const instances = [];
  try {
    const { teamId, members } = await seedTeam(postgres.url, JWT_SECRET, MEMBERS);
    const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, JWT_SECRET };
    for (let i = 0; i < 2; i++) instances.push(await startAtelier(await sparePort(), env));
    const sockets = await connect(instances, members);
    const result = await fanOut(
      'atelier, 2 instances + Redis',
      (heard) => sockets.forEach((s) => s.on('message', (message) => heard(message.text))),
      async (seq, text) => {
        const { status } = await request(instances[seq % 2].base, 'POST', 'message', {
          body: { teamId, text },
          token: members[seq % SENDERS].token,
        });
        return status;
      },
    );
    sockets.forEach((s) => s.close());
    return result;
  } finally {
    for (const instance of instances) await instance.stop();
    await redis.close();
    postgres.close();
  }
}

console.log(`${MEMBERS} members, ${RATE} messages/s for ${SECONDS} s (${SENDERS} senders)\n`);
const baseline = await wsBaseline();
const result = await atelier();
console.log(
  `\nratio atelier / ws             p50 ${(result.p50 / baseline.p50).toFixed(2)}×  p99 ${(result.p99 / baseline.p99).toFixed(2)}×`,
);
process.exit(0);
