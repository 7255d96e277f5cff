// One emit fanned out to 1,000 sockets: delivery latency (p50/p99) through Atelier's Socket.IO
// (one instance; two instances behind Redis when REDIS_URL and DATABASE_URL are set) against a
// plain `ws` broadcast baseline, measured in the same run. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import WebSocket from 'ws';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(script, port, env = {}) {
  const child = spawn('node', [script], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'silent', ...env },
  });
  for (let i = 0; i < 600; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`${script} did not start`);
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Fires ROUNDS emits and collects every client's delivery latency. */
async function measure(name, clients, emit) {
  const latencies = [];
  clients.onMessage((sentAt) => latencies.push(now() - sentAt));
  for (let round = 0; round < ROUNDS; round++) {
    const expected = (round + 1) * SOCKETS;
    await emit();
    for (let i = 0; i < 200 && latencies.length < expected; i++) await sleep(10);
  }
  const delivered = latencies.length;
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  console.log(
    `${name.padEnd(26)} p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  (${delivered}/${ROUNDS * SOCKETS} delivered)`,
  );
  return { p50, p99 };
}

async function wsBaseline() {
  const server = await start('bench/realtime/ws-server.mjs', 3301);
  const sockets = await Promise.all(
    Array.from({ length: SOCKETS }, () => {
      const socket = new WebSocket('ws://127.0.0.1:3301');
      return new Promise((resolve) => socket.once('open', () => resolve(socket)));
    }),
  );
  const result = await measure(
    'ws broadcast (baseline)',
    {
      onMessage: (fn) =>
        sockets.forEach((s) => s.on('message', (data) => fn(JSON.parse(data).sentAt))),
    },
    () => fetch('http://127.0.0.1:3301/'),
  );
  sockets.forEach((s) => s.close());
  await stop(server);
  return result;
}

async function atelier(name, ports, env) {
  const servers = [];
  for (const port of ports) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-rt-'));
    servers.push({
      child: await start('bench/realtime/atelier-server.mjs', port, { ...env, DATA_DIR: dataDir }),
      dataDir,
    });
  }
  const base = `http://127.0.0.1:${ports[0]}`;
  const { userId, token } = await (await fetch(`${base}/bench/user`, { method: 'POST' })).json();
  const sockets = await Promise.all(
    Array.from({ length: SOCKETS }, (_, i) => {
      const socket = io(`http://127.0.0.1:${ports[i % ports.length]}`, {
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
  const result = await measure(
    name,
    {
      onMessage: (fn) => sockets.forEach((s) => s.on('bench', (payload) => fn(payload.sentAt))),
    },
    () =>
      fetch(`${base}/bench/emit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId }),
      }),
  );
  sockets.forEach((s) => s.close());
  for (const server of servers) {
    await stop(server.child);
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  return result;
}

const baseline = await wsBaseline();
const single = await atelier('atelier, 1 instance', [3302], { DATABASE_URL: '', REDIS_URL: '' });
console.log(
  `ratio p50 ${(baseline.p50 / single.p50).toFixed(2)}, p99 ${(baseline.p99 / single.p99).toFixed(2)} (baseline / atelier)`,
);
if (process.env.REDIS_URL && process.env.DATABASE_URL) {
  const JWT_SECRET = 'bench-two-instances-share-this-secret-000';
  const pair = await atelier('atelier, 2 instances+Redis', [3303, 3304], { JWT_SECRET });
  console.log(
    `ratio p50 ${(baseline.p50 / pair.p50).toFixed(2)}, p99 ${(baseline.p99 / pair.p99).toFixed(2)} (baseline / 2 instances)`,
  );
} else {
  console.log('two instances: set REDIS_URL and DATABASE_URL to measure them');
}
process.exit(0);
