// Reminders firing at scale (issue 13): N reminders due within one minute on two instances (two
// processes, each with its own pool) of the real job runner, on a private PostgreSQL server.
// Counts how many fired once and how many more than once (notification rows per reminder and
// occurrence), and the time from due to notification row, p50/p99, beside a bare
// `SELECT … FOR UPDATE SKIP LOCKED` claim loop on two processes in the same run, over the same
// number of rows due within the same minute. N is the 100,000 by default
// (BENCH_REMINDERS for another count). Not part of `npm test`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { root } from './atelier.mjs';
import { percentile } from './measure.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';

const N = Number(process.env.BENCH_REMINDERS ?? 100_000);
const SPREAD_S = 60;
const LEAD_S = 20; // the first reminder is due this long after seeding ends
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Extra Node flags for the instances, e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

function startInstance(kind, url) {
  const script = path.join(root, 'bench/reminders/instance.mjs');
  const child = spawn(process.execPath, [...NODE_ARGS, script, kind], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function migrate(url) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `const { openDatabase } = await import('./apps/server/src/db/client.ts');
       const d = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
       await d.migrate(); await d.close();`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
  );
  await new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error('migrate failed')))),
  );
}

/** N Self Reminders of one owner, due from `start` over a minute, each with its firing job. */
async function seedReminders(db) {
  await db.query(`insert into users (email, first_name, status)
    values ('bench@example.com', 'Bench', 'active')`);
  await db.query(`insert into teams (name, created_by)
    select 'Bench', id from users where email = 'bench@example.com'`);
  const { rows } = await db.query(`select now() + interval '${LEAD_S} seconds' as start`);
  const start = rows[0].start;
  await db.query(
    `insert into reminders (team_id, created_by, type, title, due_at, next_at, time_zone)
     select t.id, t.created_by, 'Self Reminder', 'Bench ' || n, d.at, d.at, 'UTC'
     from teams t cross join generate_series(1, $1::int) n
     cross join lateral (select $2::timestamptz + (n - 1) * ($3::float / $1) * interval '1 second' as at) d`,
    [N, start, SPREAD_S],
  );
  await db.query(`insert into jobs (kind, payload, dedupe_key, run_at)
    select 'reminders.fire',
      jsonb_build_object('reminderId', id, 'occurrence',
        to_char(next_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      'reminder:' || id || ':' || to_char(next_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      next_at
    from reminders`);
  await db.query('analyze');
  return start;
}

async function seedBare(db) {
  await db.query(`create table bare_jobs (id bigint primary key, run_at timestamptz not null,
    claimed_at timestamptz)`);
  await db.query('create index bare_jobs_due on bare_jobs (run_at) where claimed_at is null');
  await db.query(`create table bare_notes (job_id bigint not null,
    created_at timestamptz not null default now())`);
  const { rows } = await db.query(`select now() + interval '${LEAD_S} seconds' as start`);
  await db.query(
    `insert into bare_jobs (id, run_at)
     select n, $2::timestamptz + (n - 1) * ($3::float / $1) * interval '1 second'
     from generate_series(1, $1::int) n`,
    [N, rows[0].start, SPREAD_S],
  );
  await db.query('analyze');
}

async function waitUntil(db, query, target, deadlineMs) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const { rows } = await db.query(query);
    const count = Number(rows[0].count);
    if (count >= target || Date.now() > until) return count;
    await sleep(1000);
  }
}

const ms = (value) => `${Math.round(value)} ms`;

// BENCH_SQL_STATS=1 prints the statements of Atelier's run that took the database longest.
const SQL_STATS = Boolean(process.env.BENCH_SQL_STATS);

async function printSqlStats(db) {
  await db.query('create extension if not exists pg_stat_statements');
  const { rows } = await db.query(`select calls, round(total_exec_time) as total_ms,
      round(mean_exec_time::numeric, 3) as mean_ms, rows,
      left(regexp_replace(query, '\\s+', ' ', 'g'), 120) as statement
    from pg_stat_statements order by total_exec_time desc limit 12`);
  console.table(rows);
}

const server = await startPrivatePostgres({
  max_connections: 100,
  ...(SQL_STATS && { shared_preload_libraries: 'pg_stat_statements' }),
});
const db = new pg.Client({ connectionString: server.url });
try {
  await db.connect();
  await migrate(server.url);
  console.log(`${N} reminders due within ${SPREAD_S} s, two instances each\n`);

  // Atelier's runner and firing.
  await seedReminders(db);
  const atelier = [startInstance('atelier', server.url), startInstance('atelier', server.url)];
  const fired = await waitUntil(
    db,
    `select count(*) from reminder_firings`,
    N,
    (LEAD_S + SPREAD_S + 600) * 1000,
  );
  await sleep(3000); // a late duplicate would show by now
  await Promise.all(atelier.map((instance) => instance.stop()));
  if (SQL_STATS) await printSqlStats(db);
  const perReminder = await db.query(`select count(*)::int as times, min(created_at) as at,
      (payload->>'occurrence')::timestamptz as due
    from notifications where key = 'Reminder'
    group by payload->>'reminderId', payload->>'occurrence'`);
  const once = perReminder.rows.filter((row) => row.times === 1).length;
  const twice = perReminder.rows.filter((row) => row.times > 1).length;
  const late = (await db.query(`select count(*)::int as n from reminder_firings where is_late`))
    .rows[0].n;
  const delays = perReminder.rows.map((row) => row.at.getTime() - row.due.getTime());
  const atelierP50 = percentile(delays, 0.5);
  const atelierP99 = percentile(delays, 0.99);
  console.log(
    `atelier runner + firing     fired once ${once}/${N}, more than once ${twice}, never ${N - perReminder.rows.length} (firings ${fired}, marked late ${late})`,
  );
  console.log(
    `                            due → notification row p50 ${ms(atelierP50)}  p99 ${ms(atelierP99)}`,
  );

  // The bare claim loop, same rows due within the same minute.
  await seedBare(db);
  const bare = [startInstance('bare', server.url), startInstance('bare', server.url)];
  await waitUntil(db, `select count(*) from bare_notes`, N, (LEAD_S + SPREAD_S + 600) * 1000);
  await sleep(3000);
  await Promise.all(bare.map((instance) => instance.stop()));
  const bareRows = await db.query(`select count(*)::int as times, min(n.created_at) as at,
      min(j.run_at) as due
    from bare_notes n join bare_jobs j on j.id = n.job_id group by n.job_id`);
  const bareTwice = bareRows.rows.filter((row) => row.times > 1).length;
  const bareDelays = bareRows.rows.map((row) => row.at.getTime() - row.due.getTime());
  const bareP50 = percentile(bareDelays, 0.5);
  const bareP99 = percentile(bareDelays, 0.99);
  console.log(
    `bare SKIP LOCKED claim loop claimed once ${bareRows.rows.length - bareTwice}/${N}, more than once ${bareTwice}`,
  );
  console.log(`                            due → row p50 ${ms(bareP50)}  p99 ${ms(bareP99)}`);
  console.log(
    `\nratio atelier / bare        p50 ${(atelierP50 / Math.max(bareP50, 1)).toFixed(2)}×  p99 ${(atelierP99 / Math.max(bareP99, 1)).toFixed(2)}×`,
  );
} finally {
  await db.end().catch(() => {});
  server.close();
}
