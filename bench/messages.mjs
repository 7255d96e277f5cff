// Messages in a busy team channel (issue 14): MEMBERS people connected to the channel, split over
// two instances of the real server sharing a private PostgreSQL and a private Redis, RATE messages
// a second for SECONDS seconds posted through the API (`POST /api/v1/message`, spread over RATE
// senders so no one passes the 120-a-minute limit). Each text carries its send time; the latency
// is from send to the `message` event on every member's socket, p50/p99. Two baselines carry the
// same fan-out (same clients, rate and duration): a plain `ws` broadcast server, the floor, and two
// bare Socket.IO servers on their own private Redis through the same adapter, each sent half the
// posts over HTTP: what Socket.IO itself costs (issue 31 §10). The three stay up side by side and
// take turns, BENCH_ROUNDS rounds (3) in a rotating order, so a machine that other work slows for a
// while slows all three; the summary takes each one's medians. BENCH_MEMBERS, BENCH_RATE and
// BENCH_SECONDS default to the 500, 50 and 30. Not part of `npm test`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import { request, root, startAtelier } from './atelier.mjs';
import { seedTeam } from './messages/seed.mjs';
import { cpuSeconds, median, percentile, treeCpuSeconds } from './measure.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';
import { startPrivateRedis } from './private-redis.mjs';
import { sparePort } from './spare-port.mjs';
import { stopProcess } from './stop-process.mjs';
import { waitFor } from './wait-for.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TOTAL = RATE * SECONDS;
const SENDERS = Math.min(MEMBERS, RATE); // one message a second each
const JWT_SECRET = 'bench-two-instances-share-this-secret-000';
const NODE_ARGS = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
/** Atelier's p99 may be at most this many times bare Socket.IO's (issue 31 §10). */
const TARGET = 1.5;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value) => `${value.toFixed(1)} ms`;
const clientCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * One round of a system: sends TOTAL texts at RATE a second with `system.send(seq, text)`
 * (resolves with the HTTP status) while its sockets hand every text they hear to `system.heard`;
 * waits for the stragglers. `system.cpu()` says how many CPU seconds each part of it has used so
 * far, by name; what they used a message is printed, beside this process's (the clients).
 */
async function fanOut(system) {
  const latencies = [];
  system.heard = (text) => {
    const [tag, sentAt] = text.split(' ');
    if (tag === 'bench') latencies.push(now() - Number(sentAt));
  };
  const answered = []; // send → HTTP answer
  const refused = new Map(); // status (0: no answer) → count
  const sends = [];
  const cpuBefore = { ...system.cpu(), clients: clientCpu() };
  const start = now();
  for (let seq = 0; seq < TOTAL; seq++) {
    const wait = start + (seq * 1000) / RATE - now();
    if (wait > 0) await sleep(wait);
    const sentAt = now();
    const sent = system.send(seq, `bench ${sentAt}`).catch(() => 0);
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
  system.heard = () => undefined;
  const cpuAfter = { ...system.cpu(), clients: clientCpu() };
  const result = {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    delivered: latencies.length / expected,
    refused: [...refused.values()].reduce((sum, count) => sum + count, 0),
  };
  console.log(
    `${system.name.padEnd(30)} p50 ${ms(result.p50)}  p99 ${ms(result.p99)}  delivered ${latencies.length}/${expected}`,
  );
  console.log(
    `${''.padEnd(30)} (send → HTTP answer p50 ${ms(percentile(answered, 0.5))}  p99 ${ms(percentile(answered, 0.99))})`,
  );
  const perMessage = Object.keys(cpuAfter).map(
    (part) => `${part} ${(((cpuAfter[part] - cpuBefore[part]) * 1000) / TOTAL).toFixed(1)} ms`,
  );
  console.log(`${''.padEnd(30)} (CPU a message: ${perMessage.join(', ')})`);
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
  await waitFor(base);
  const sockets = await Promise.all(
    Array.from({ length: MEMBERS }, () => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}`);
      return new Promise((resolve) => socket.once('open', () => resolve(socket)));
    }),
  );
  const system = {
    name: 'ws broadcast (baseline)',
    heard: () => undefined,
    send: async (_seq, text) =>
      (await fetch(base, { method: 'POST', body: JSON.stringify({ text }) })).status,
    cpu: () => ({ server: cpuSeconds(server.pid) }),
    async stop() {
      sockets.forEach((s) => s.close());
      await stopProcess(server);
    },
  };
  sockets.forEach((s) => s.on('message', (data) => system.heard(JSON.parse(data).text)));
  return system;
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

/** Two bare Socket.IO servers on a private Redis, the clients split over both. */
async function socketIoBaseline() {
  const redis = await startPrivateRedis();
  const servers = [];
  const instances = [];
  for (let i = 0; i < 2; i++) {
    const port = await sparePort();
    const script = path.join(root, 'bench/realtime/socketio-server.mjs');
    servers.push(
      spawn(process.execPath, [...NODE_ARGS, script], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, PORT: String(port), REDIS_URL: redis.url },
      }),
    );
    instances.push({ base: `http://127.0.0.1:${port}` });
    await waitFor(instances[i].base);
  }
  const sockets = await connect(
    instances,
    Array.from({ length: MEMBERS }, () => ({})),
  );
  const system = {
    name: 'bare Socket.IO, 2 + Redis',
    heard: () => undefined,
    send: async (seq, text) =>
      (await fetch(instances[seq % 2].base, { method: 'POST', body: JSON.stringify({ text }) }))
        .status,
    cpu: () => ({
      servers: servers.reduce((sum, server) => sum + cpuSeconds(server.pid), 0),
      Redis: cpuSeconds(redis.pid),
    }),
    async stop() {
      sockets.forEach((s) => s.close());
      for (const server of servers) await stopProcess(server);
      await redis.close();
    },
  };
  sockets.forEach((s) => s.on('message', (message) => system.heard(message.text)));
  return system;
}

async function atelier() {
  const postgres = await startPrivatePostgres({ max_connections: 100 });
  const redis = await startPrivateRedis();
  const { teamId, members } = await seedTeam(postgres.url, JWT_SECRET, MEMBERS);
  const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, JWT_SECRET };
  const instances = [];
  for (let i = 0; i < 2; i++) instances.push(await startAtelier(await sparePort(), env));
  const sockets = await connect(instances, members);
  const system = {
    name: 'atelier, 2 instances + Redis',
    heard: () => undefined,
    async send(seq, text) {
      const { status } = await request(instances[seq % 2].base, 'POST', 'message', {
        body: { teamId, text },
        token: members[seq % SENDERS].token,
      });
      return status;
    },
    cpu: () => ({
      servers: instances.reduce((sum, instance) => sum + cpuSeconds(instance.pid), 0),
      PostgreSQL: treeCpuSeconds(postgres.pid),
      Redis: cpuSeconds(redis.pid),
    }),
    async stop() {
      sockets.forEach((s) => s.close());
      for (const instance of instances) await instance.stop();
      await redis.close();
      postgres.close();
    },
  };
  sockets.forEach((s) => s.on('message', (message) => system.heard(message.text)));
  return system;
}

console.log(
  `${MEMBERS} members, ${RATE} messages/s for ${SECONDS} s (${SENDERS} senders), ${ROUNDS} rounds\n`,
);
const systems = [];
// Ctrl-C stops the servers, PostgreSQL and Redis started here instead of leaving them running.
process.once('SIGINT', async () => {
  for (const system of systems) await system.stop().catch(() => undefined);
  process.exit(130);
});
systems.push(await wsBaseline(), await socketIoBaseline(), await atelier());
const results = systems.map(() => []);
try {
  for (let round = 0; round < ROUNDS; round++) {
    console.log(`round ${round + 1}`);
    for (let turn = 0; turn < systems.length; turn++) {
      const which = (round + turn) % systems.length;
      results[which].push(await fanOut(systems[which]));
    }
    console.log('');
  }
} finally {
  for (const system of systems) await system.stop();
}

const summary = systems.map((system, i) => ({
  name: system.name,
  p50: median(results[i].map((r) => r.p50)),
  p99: median(results[i].map((r) => r.p99)),
  delivered: Math.min(...results[i].map((r) => r.delivered)),
  refused: results[i].reduce((sum, r) => sum + r.refused, 0),
}));
console.log(`medians over ${ROUNDS} rounds (delivered: the worst round; refused: all rounds)`);
for (const row of summary) {
  console.log(
    `${row.name.padEnd(30)} p50 ${ms(row.p50).padStart(10)}  p99 ${ms(row.p99).padStart(10)}  delivered ${(row.delivered * 100).toFixed(1).padStart(5)} %  refused ${row.refused}`,
  );
}
const [ws, bare, result] = summary;
const ratio = (a, b) => `p50 ${(a.p50 / b.p50).toFixed(2)}×  p99 ${(a.p99 / b.p99).toFixed(2)}×`;
console.log(`\nbare Socket.IO / ws            ${ratio(bare, ws)}`);
console.log(`atelier / ws                   ${ratio(result, ws)}`);
const met = result.p99 <= TARGET * bare.p99 && result.refused <= bare.refused;
console.log(
  `atelier / bare Socket.IO       ${ratio(result, bare)}  (target: p99 ≤ ${TARGET}×, nothing refused that bare sustained: ${met ? 'met' : 'not met'})`,
);
process.exit(0);
