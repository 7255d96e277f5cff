// One instance for bench/reminders.mjs, as its own process with its own pool: `atelier` runs the
// real job runner with the real reminder firing (its default poll, its registered concurrency and
// batch size); `bare` runs a bare `SELECT … FOR UPDATE SKIP LOCKED` claim loop over a plain
// table, with the same poll, claiming up to 8 due rows at a time and writing one row per claim.
// Stops on SIGTERM.
import { register } from 'tsx/esm/api';

register();
const kind = process.argv[2];
const pollMs = Number(process.env.BENCH_POLL_MS ?? 2000);
const { openDatabase } = await import('../../apps/server/src/db/client.ts');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let stopping = false;

if (kind === 'atelier') {
  const pino = (await import('pino')).default;
  const { JobRunner } = await import('../../apps/server/src/platform/jobs/runner.ts');
  const { fireReminders, reminderFireJob } =
    await import('../../apps/server/src/modules/reminders/firing.ts');
  const runner = new JobRunner(database.db, pino({ level: 'warn' }), { pollMs });
  // What firing needs of the app: its database, and the runner to wake after a commit.
  const ctx = { db: database.db, jobs: runner };
  runner.registerBatch(reminderFireJob, (due) => fireReminders(ctx, due));
  runner.start();
  process.on('SIGTERM', async () => {
    await runner.stop();
    await database.close();
    process.exit(0);
  });
} else {
  const { sql } = await import('drizzle-orm');
  const BATCH = 8;
  const claim = () =>
    database.db.execute(sql`
      WITH due AS (
        SELECT id FROM bare_jobs WHERE claimed_at IS NULL AND run_at <= now()
        ORDER BY run_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      UPDATE bare_jobs SET claimed_at = now() FROM due WHERE bare_jobs.id = due.id
      RETURNING bare_jobs.id`);
  const work = async (id) =>
    database.db.execute(sql`INSERT INTO bare_notes (job_id) VALUES (${id})`);
  process.on('SIGTERM', () => {
    stopping = true;
  });
  while (!stopping) {
    const { rows } = await claim();
    if (rows.length === 0) {
      await sleep(pollMs);
      continue;
    }
    await Promise.all(rows.map((row) => work(row.id)));
  }
  await database.close();
  process.exit(0);
}
