// A team's colour library of 5,000 colours, paged 50 at a time: the first page, a page deep in
// the list and a search, against GET /api/health on the same server in the same run. Pagination
// and search run in SQL on indexes, so a deep page should cost about what the first one does.
// Prints throughputs and ratios. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { waitFor } from './wait-for.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 16;
const COLOURS = 5000;
const PORT = 3203;
const base = `http://127.0.0.1:${PORT}`;

async function api(method, pathname, body, token) {
  const response = await fetch(`${base}/api/v1/${pathname}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${json.responseMessage}`);
  return json.data;
}

function codeFromOutbox(dataDir) {
  const outbox = path.join(dataDir, 'outbox');
  for (const file of readdirSync(outbox)) {
    const match = readFileSync(path.join(outbox, file), 'utf8').match(
      /Subject: Your Atelier code is (\d{6})/,
    );
    if (match) return match[1];
  }
  throw new Error('no code e-mailed');
}

/** One designer with one team holding COLOURS colours. */
async function seed(dataDir) {
  const email = 'bench@example.com';
  const password = 'Sketch#2026';
  await api('POST', 'auth/register', {
    fullName: 'Bench Designer',
    email,
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  await new Promise((resolve) => setTimeout(resolve, 1500)); // the code e-mail is written
  const { token } = await api('POST', 'auth/verifyOtp', {
    email,
    otp: codeFromOutbox(dataDir),
    purpose: 'signup',
  });
  const team = await api('POST', 'team', { name: 'Bench' }, token);
  for (let start = 0; start < COLOURS; start += 500) {
    const text = Array.from({ length: 500 }, (_, i) => {
      const n = start + i;
      return `Colour ${n},C-${n},#${n.toString(16).padStart(6, '0')}`;
    }).join('\n');
    await api('POST', 'colour/import', { teamId: team._id, text }, token);
  }
  return { token, teamId: team._id };
}

async function measure(name, url, token) {
  const options = {
    url,
    connections: CONNECTIONS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  console.log(
    `${name.padEnd(12)} ${String(Math.round(result.requests.average)).padStart(6)} req/s, p99 ${result.latency.p99} ms`,
  );
  return result.requests.average;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
const server = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    WEB_DIST: path.join(dataDir, 'no-web'),
  },
});
try {
  await waitFor(`${base}/api/health`);
  const { token, teamId } = await seed(dataDir);
  const list = `${base}/api/v1/colour?teamId=${teamId}&limit=50`;
  const health = await measure('health', `${base}/api/health`);
  const first = await measure('first page', `${list}&page=1`, token);
  const deep = await measure('page 90', `${list}&page=90`, token);
  const search = await measure('search', `${list}&page=1&search=Colour%2042`, token);
  console.log(`first page / health ${(first / health).toFixed(2)}`);
  console.log(`page 90 / first page ${(deep / first).toFixed(2)} (target ≥ 0.7)`);
  console.log(`search / first page  ${(search / first).toFixed(2)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
