// The wall on PostgreSQL at scale: 100,000 products in 1,000 teams, seeded straight into the tables
// of a private PostgreSQL server (insert … select generate_series, then ANALYZE); the designer
// owns one team and is an active member of 50 others.
//
// 1. One authenticated read, GET product/{id}, against a bare Fastify + pg route running the same
//    SQL: every statement the real request sends (session check included) is recorded from the
//    server's log with its parameters, and bench/bare-sql-server.mjs replays them per request.
//    Both, and the wall page, are measured with autocannon at 50 connections in alternating
//    rounds, so a burst of other work on the machine hits all of them. Ratios are medians over the
//    rounds: requests per second, and requests per CPU-second of the Node process (what a request
//    costs the server, steady on a busy machine). Target ≥ 0.8, p99 ≤ 20 ms.
// 2. The filtered wall page of 50 (GET product?teamId&limit=50&season=…): its SQL round trips are
//    counted with pg_stat_statements over a number of sequential requests (statements called
//    exactly that many times are the request's own; background jobs do not match). Target ≤ 3;
//    p95 ≤ 2.5× the single read's p95.
// 3. At 50 connections every core is busy, so latency follows what a request costs the whole
//    machine: each request's CPU is split between Atelier, PostgreSQL and the load generator, and
//    the output says what the wall/read ratio would be if Atelier spent no more on 50 cards than
//    on one.
// Not part of `npm test`.
import pg from 'pg';
import { api, signUp, startAtelier } from './atelier.mjs';
import { cpuSeconds, load, median, percentile, treeCpuSeconds } from './measure.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';
import { recordStatements, startBare } from './sql-replay.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const TEAMS = 1000;
const PER_TEAM = 100;
const MEMBER_OF = 50;
const SAMPLES = 37; // sequential requests whose statements are counted; odd, so no poller matches

/** The designer's team through the API, then the rest of the data straight into the tables. */
async function seed(atelier, db) {
  const token = await signUp(atelier, 'wall@example.com');
  const team = await api(
    atelier.base,
    'POST',
    'team',
    { name: 'Bench', description: 'Benchmark data' },
    token,
  );
  const started = performance.now();
  await db.query(`insert into users (email, first_name, status)
    values ('owner@example.com', 'Other', 'active')`);
  await db.query(`insert into teams (name, created_by)
    select 'Team ' || n, (select id from users where email = 'owner@example.com')
    from generate_series(2, ${TEAMS}) n`);
  await db.query(`insert into seasons (team_id, name)
    select t.id, s.name from teams t cross join (values ('SS26'), ('AW26')) s(name)`);
  await db.query(`insert into products (team_id, name, description, season_id, deadline, stage,
      created_by, created_at)
    select t.id, 'Design ' || n, 'A design of the bench', s.id,
      date '2026-01-01' + (n % 365), (array['idea','design','sampling','approved','production'])[1 + n % 5],
      t.created_by, now() - n * interval '1 minute'
    from teams t cross join generate_series(1, ${PER_TEAM}) n
    join seasons s on s.team_id = t.id and s.name = (case when n % 2 = 0 then 'SS26' else 'AW26' end)`);
  await db.query(
    `insert into team_members (team_id, user_id, permission_arr, status)
    select id, (select id from users where email = 'wall@example.com'), '["canViewProducts"]', 'active'
    from teams where created_by <> (select id from users where email = 'wall@example.com')
    order by name limit ${MEMBER_OF}`,
  );
  await db.query('analyze');
  const { rows } = await db.query('select count(*)::int as products from products');
  console.log(
    `seeded ${rows[0].products} products in ${TEAMS} teams in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const season = await db.query(`select id from seasons where team_id = $1 and name = 'SS26'`, [
    team._id,
  ]);
  const product = await db.query('select id from products where team_id = $1 limit 1', [team._id]);
  return { token, teamId: team._id, seasonId: season.rows[0].id, productId: product.rows[0].id };
}

/**
 * The statements a request sends, counted with pg_stat_statements over SAMPLES sequential
 * requests; prints each with its mean execution time in the database.
 */
async function roundTrips(name, db, url, token) {
  await db.query('select pg_stat_statements_reset()');
  for (let i = 0; i < SAMPLES; i++) {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
  }
  const { rows } = await db.query(
    `select calls::int, mean_exec_time, query from pg_stat_statements
     where calls % $1 = 0 and query not like '%pg_stat_statements%' order by calls desc`,
    [SAMPLES],
  );
  const trips = rows.reduce((sum, row) => sum + row.calls / SAMPLES, 0);
  console.log(`${name}: ${trips} SQL round trips`);
  for (const row of rows) {
    const text = row.query.replace(/\s+/g, ' ').slice(0, 90);
    console.log(`  ${row.calls / SAMPLES}× ${row.mean_exec_time.toFixed(2)} ms  ${text}…`);
  }
  return trips;
}

/**
 * One load of `url`: requests per second and per CPU-second of the server `pid`, its latencies,
 * and what a request costs in CPU, split between the server, PostgreSQL and the load generator.
 */
async function measure(name, pid, url, token, duration) {
  const cpuBefore = cpuSeconds(pid);
  const postgresBefore = treeCpuSeconds(postgres.pid);
  const clientBefore = process.cpuUsage();
  const result = await load({
    url,
    connections: CONNECTIONS,
    duration,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const serverSeconds = cpuSeconds(pid) - cpuBefore;
  const client = process.cpuUsage(clientBefore);
  const microseconds = (seconds) => (seconds * 1e6) / result.requests.total;
  return {
    perSecond: result.requests.average,
    perCpuSecond: result.requests.total / serverSeconds,
    cpu: {
      server: microseconds(serverSeconds),
      postgres: microseconds(treeCpuSeconds(postgres.pid) - postgresBefore),
      client: microseconds((client.user + client.system) / 1e6),
    },
    p95: percentile(result.latencies, 0.95),
    p99: percentile(result.latencies, 0.99),
  };
}

const ms = (value) => value.toFixed(1);

const postgres = await startPrivatePostgres({ shared_preload_libraries: 'pg_stat_statements' });
const db = new pg.Client({ connectionString: postgres.url });
await db.connect();
await db.query('create extension pg_stat_statements');
const atelier = await startAtelier(3221, { DATABASE_URL: postgres.url });
let bare;
try {
  const { token, teamId, seasonId, productId } = await seed(atelier, db);
  const readUrl = `${atelier.base}/api/v1/product/${productId}`;
  const wallUrl = `${atelier.base}/api/v1/product?teamId=${teamId}&limit=50&page=1&season=${seasonId}`;
  const wallPage = await api(
    atelier.base,
    'GET',
    `product?teamId=${teamId}&limit=50&page=1&season=${seasonId}`,
    undefined,
    token,
  );
  if (wallPage.length !== 50) throw new Error(`the wall page holds ${wallPage.length} products`);

  await roundTrips('single read', db, readUrl, token);
  const wallTrips = await roundTrips('wall page', db, wallUrl, token);
  const statements = await recordStatements(postgres, db, readUrl, token);
  console.log(`the bare route replays the read's ${statements.length} statements`);

  bare = await startBare(3222, postgres.url, statements);
  await measure('bare', bare.pid, bare.url, undefined, 2); // warm-up
  await measure('read', atelier.pid, readUrl, token, 2);
  await measure('wall', atelier.pid, wallUrl, token, 2);
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const baseline = await measure('bare', bare.pid, bare.url, undefined, SECONDS);
    const read = await measure('read', atelier.pid, readUrl, token, SECONDS);
    const wall = await measure('wall', atelier.pid, wallUrl, token, SECONDS);
    rounds.push({ baseline, read, wall });
    console.log(
      `round ${round}  req/s ${Math.round(baseline.perSecond)} bare, ${Math.round(read.perSecond)} read, ${Math.round(wall.perSecond)} wall` +
        ` · p99 ${ms(baseline.p99)} / ${ms(read.p99)} / ${ms(wall.p99)} ms · p95 read ${ms(read.p95)}, wall ${ms(wall.p95)} ms`,
    );
  }
  const of = (pick) => median(rounds.map(pick));
  console.log(
    `read / bare    ${of((r) => r.read.perSecond / r.baseline.perSecond).toFixed(2)} requests per second (target ≥ 0.8)`,
  );
  console.log(
    `read / bare    ${of((r) => r.read.perCpuSecond / r.baseline.perCpuSecond).toFixed(2)} requests per CPU-second of the Node process`,
  );
  console.log(
    `read p99       ${of((r) => r.read.p99).toFixed(1)} ms at ${CONNECTIONS} connections (target ≤ 20)`,
  );
  console.log(`wall trips     ${wallTrips} SQL round trips (target ≤ 3)`);
  console.log(
    `wall p95       ${of((r) => r.wall.p95).toFixed(1)} ms, ${of((r) => r.wall.p95 / r.read.p95).toFixed(2)}× the read's p95 (target ≤ 2.5)`,
  );
  // At 50 connections every core is busy, so a request's latency follows the CPU it costs the
  // whole machine: Atelier, PostgreSQL and the load generator share its cores.
  const cpu = (kind) => {
    const part = (key) => of((r) => r[kind].cpu[key]);
    const total = part('server') + part('postgres') + part('client');
    console.log(
      `${`${kind} CPU`.padEnd(15)}${total.toFixed(0)} µs a request: Atelier ${part('server').toFixed(0)},` +
        ` PostgreSQL ${part('postgres').toFixed(0)}, load generator ${part('client').toFixed(0)}`,
    );
    return { total, server: part('server') };
  };
  const readCpu = cpu('read');
  const wallCpu = cpu('wall');
  console.log(
    `wall / read    ${(wallCpu.total / readCpu.total).toFixed(2)}× the CPU; ${((wallCpu.total - wallCpu.server + readCpu.server) / readCpu.total).toFixed(2)}× if Atelier spent no more on 50 cards than on one`,
  );
} finally {
  await bare?.stop();
  await atelier.stop();
  await db.end();
  postgres.close();
}
