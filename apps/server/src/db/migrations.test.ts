import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { privatePostgresMissing, startPrivatePostgres } from '../test/private-postgres.ts';
import { openDatabase } from './client.ts';

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
});
