// A team's colour library of 5,000 colours, paged 50 at a time: the first page, a page deep in
// the list and a search, against GET /api/health on the same server in the same run. Pagination
// and search run in SQL on indexes, so a deep page should cost about what the first one does.
// Prints throughputs and ratios. Not part of `npm test`.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { api, root, signUp, startAtelier } from './atelier.mjs';
import { waitFor } from './wait-for.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 16;
const COLOURS = 5000;

/** One designer with one team holding COLOURS colours. */
async function seed(atelier) {
  const token = await signUp(atelier, 'bench@example.com');
  const team = await api(
    atelier.base,
    'POST',
    'team',
    { name: 'Bench', description: 'Benchmark data' },
    token,
  );
  for (let start = 0; start < COLOURS; start += 500) {
    const text = Array.from({ length: 500 }, (_, i) => {
      const n = start + i;
      return `Colour ${n},C-${n},#${n.toString(16).padStart(6, '0')}`;
    }).join('\n');
    await api(atelier.base, 'POST', 'colour/import', { teamId: team._id, text }, token);
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

/** With PostgreSQL: bare Fastify + pg running the page's own SQL on the same rows. */
async function measureBare(userId, teamId) {
  if (!process.env.DATABASE_URL) {
    console.log('bare route   skipped: set DATABASE_URL to compare with bare Fastify + pg');
    return null;
  }
  const bare = spawn('node', ['bench/bare-list-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: '3213' },
  });
  try {
    await waitFor(`http://127.0.0.1:3213/colours?userId=${userId}&teamId=${teamId}`);
    return await measure(
      'bare route',
      `http://127.0.0.1:3213/colours?userId=${userId}&teamId=${teamId}&page=1&limit=50`,
    );
  } finally {
    bare.kill('SIGTERM');
    await new Promise((resolve) => bare.once('exit', resolve));
  }
}

const atelier = await startAtelier(3203);
try {
  const { base } = atelier;
  const { token, teamId } = await seed(atelier);
  const { _id: userId } = await api(base, 'GET', 'auth/getProfile', undefined, token);
  const list = `${base}/api/v1/colour?teamId=${teamId}&limit=50`;
  const health = await measure('health', `${base}/api/health`);
  const profile = await measure('profile', `${base}/api/v1/auth/getProfile`, token);
  const first = await measure('first page', `${list}&page=1`, token);
  const deep = await measure('page 90', `${list}&page=90`, token);
  const search = await measure('search', `${list}&page=1&search=Colour%2042`, token);
  const bare = await measureBare(userId, teamId);
  console.log(`first page / health ${(first / health).toFixed(2)}`);
  console.log(`page 90 / first page ${(deep / first).toFixed(2)} (target ≥ 0.7)`);
  console.log(`search / first page  ${(search / first).toFixed(2)}`);
  if (bare) console.log(`first page / bare   ${(first / bare).toFixed(2)} (target ≥ 0.5)`);
  // The server is one thread: 1000 / throughput is what a request costs it, in ms.
  const cost = (rps) => 1000 / rps;
  console.log('where a page request goes (ms of server time each):');
  console.log(`  plugin chain, health ping       ${cost(health).toFixed(2)}`);
  console.log(`  + session check, one user row   ${(cost(profile) - cost(health)).toFixed(2)}`);
  console.log(`  + policy, page and count, JSON  ${(cost(first) - cost(profile)).toFixed(2)}`);
  if (bare) console.log(`  bare Fastify + pg, same SQL     ${cost(bare).toFixed(2)}`);
} finally {
  await atelier.stop();
}
