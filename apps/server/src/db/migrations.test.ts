import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { privatePostgresMissing, startPrivatePostgres } from '../test/private-postgres.ts';
import { openDatabase } from './client.ts';
import { migrateWhenReachable } from './migrate-when-reachable.ts';

const missing = privatePostgresMissing();
if (missing) console.warn(`Skipping the concurrent migration test: ${missing}.`);

const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

// A deploy starts several instances at once on a new release (issue 37): each migrates on start,
// and the migrations must run once, whole, whoever gets there first.
describe.skipIf(missing)('migrations on PostgreSQL', () => {
  it('run once when several instances start together', async () => {
    const server = await startPrivatePostgres();
    try {
      const instances = await Promise.all(
        [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: server.url })),
      );
      await Promise.all(instances.map((instance) => instance.migrate()));
      await Promise.all(instances.map((instance) => instance.close()));

      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const applied = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const tables = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_tables where tablename = 'line_sheets'",
      );
      await client.end();
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      expect(tables.rows[0]!.n).toBe(1);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('wait for a PostgreSQL that is not up yet, and then migrate', async () => {
    const server = await startPrivatePostgres();
    const database = await openDatabase({ databaseUrl: server.url });
    try {
      await server.stop('fast');
      const waits: string[] = [];
      const migrated = migrateWhenReachable(database, {
        waitMs: 30_000,
        onWait: (why) => waits.push(why),
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await server.start();
      await migrated;
      expect(waits.length).toBeGreaterThan(0);
      // Its tables are there: the migrations ran once it was up.
      await expect(database.db.execute(sql`select 1 from line_sheets`)).resolves.toBeDefined();
    } finally {
      await database.close();
      await server.close();
    }
  }, 60_000);
});
