// GET /api/health through Atelier's whole plugin chain (helmet, CORS, rate-limit registry, zod
// serializer, database ping) against a bare Fastify hello-world, same machine, same run.
// Prints both throughputs and their ratio (target ≥ 0.75). Not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { waitFor } from './wait-for.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;

async function measure(name, command, args, port, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
  });
  try {
    const url = `http://127.0.0.1:${port}/api/health`;
    await waitFor(url);
    await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    console.log(
      `${name.padEnd(10)} ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
    );
    return result.requests.average;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
try {
  const baseline = await measure('baseline', 'node', ['bench/hello-server.mjs'], 3201);
  const atelier = await measure('atelier', 'node', ['scripts/start.mjs'], 3202, {
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const ratio = atelier / baseline;
  console.log(`ratio      ${ratio.toFixed(2)} (target ≥ 0.75)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
