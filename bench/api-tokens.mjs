// A token-authenticated product read (issue 49 §1): GET product/{id} with an API token
// (`Authorization: Bearer atl_…`) against the same read with a signed-in session's token, on one
// server and a private PostgreSQL. The session read is the baseline: what the read costs with no
// token taking part. Both are loaded with autocannon at BENCH_CONNECTIONS (10) connections for
// BENCH_SECONDS (5) seconds, in alternating rounds (BENCH_ROUNDS, 5) so a burst of other work on
// the machine hits both; each round's p95 is taken from every response time. The summary prints
// the medians and the ratio against the target (token p95 ≤ 1.1 × session p95).
// Not part of `npm test`.
import { api, signUp, startAtelier } from './atelier.mjs';
import { load, median, percentile } from './measure.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';
import { sparePort } from './spare-port.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET = 1.1;

const postgres = await startPrivatePostgres();
// The token's own rate limit stays on, raised so the load is never refused.
const atelier = await startAtelier(await sparePort(), {
  DATABASE_URL: postgres.url,
  API_TOKEN_REQUESTS_PER_MINUTE: '100000000',
});
try {
  const session = await signUp(atelier, 'tokens@example.com');
  const team = await api(
    atelier.base,
    'POST',
    'team',
    { name: 'Bench', description: 'Benchmark data' },
    session,
  );
  const product = await api(
    atelier.base,
    'POST',
    'product',
    { teamId: team._id, name: 'Linen shirt', description: 'A design of the bench' },
    session,
  );
  const { token } = await api(
    atelier.base,
    'POST',
    'auth/tokens',
    { name: 'Bench', teamIds: [team._id], scope: 'read', expiresInDays: 30 },
    session,
  );
  const url = `${atelier.base}/api/v1/product/${product._id}`;
  const run = async (bearer) => {
    const result = await load({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${bearer}` },
    });
    if (result.non2xx > 0) {
      const sample = await fetch(url, { headers: { authorization: `Bearer ${bearer}` } });
      throw new Error(
        `${result.non2xx} answers were not 2xx, e.g. ${sample.status} ${await sample.text()}`,
      );
    }
    return { p95: percentile(result.latencies, 0.95), rps: result.requests.average };
  };
  await run(session); // warm both paths: prepared statements, caches
  await run(token);
  const rounds = { session: [], token: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, bearer] of round % 2
      ? [
          ['session', session],
          ['token', token],
        ]
      : [
          ['token', token],
          ['session', session],
        ]) {
      const figures = await run(bearer);
      rounds[name].push(figures);
      console.log(
        `round ${round} ${name.padEnd(7)} p95 ${figures.p95.toFixed(2)} ms, ${figures.rps.toFixed(0)} req/s`,
      );
    }
  }
  const p95 = (name) => median(rounds[name].map((figures) => figures.p95));
  const rps = (name) => median(rounds[name].map((figures) => figures.rps));
  const ratio = p95('token') / p95('session');
  console.log(
    `\nfloor (session read): p95 ${p95('session').toFixed(2)} ms, ${rps('session').toFixed(0)} req/s` +
      `\ntoken read:           p95 ${p95('token').toFixed(2)} ms, ${rps('token').toFixed(0)} req/s` +
      `\nratio token/session p95 ${ratio.toFixed(2)} (target ≤ ${TARGET}) ${ratio <= TARGET ? 'met' : 'NOT met'}`,
  );
} finally {
  await atelier.stop();
  postgres.close();
}
