/** One schema, one set of migrations, one query layer: PGlite embedded, PostgreSQL via DATABASE_URL. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database as a tarball (tests clone a migrated template from it). */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const CONNECT_TIMEOUT_MS = 3000;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string | undefined;
  /** PGlite: start from this dump instead of an empty cluster. */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL: an idle connection failed (server restart, DROP DATABASE … FORCE). The pool has
   * already dropped it and opens a new one on demand; this only reports it. */
  onIdleError?: ((err: Error) => void) | undefined;
}

/** The advisory lock migrations hold: any number, as long as every instance uses the same. */
const MIGRATION_LOCK = 0x61_74_65_6c; // 'atel'

/**
 * Runs the migrations while holding a session-level advisory lock, so instances starting together
 * (a deploy, a rolling restart) migrate one after the other: the first applies what is new, the
 * others wait and find nothing left to do.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>) {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    holder.release();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // While PostgreSQL is unreachable a request fails (503) after this long instead of waiting.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    pool.on('error', (err) => options.onIdleError?.(err));
    releaseDeadClients(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateAlone(pool, () => migratePg(db as never, { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // Global search matches names by trigrams; PGlite loads an extension only when named here.
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * pg emits 'error' on a client whose connection dies (a PostgreSQL restart), and an unheard 'error'
 * ends the process. The pool listens only while the client is idle. A client that dies while
 * checked out is released here, as broken, so the pool replaces it: drizzle's transaction() never
 * releases a client whose BEGIN failed (drizzle-orm#6241), and each such leak would shrink the
 * pool for good. The holder's own release becomes harmless; its query fails with the error.
 */
function releaseDeadClients(pool: pg.Pool) {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (err) => {
      if (!checkedOut.has(client)) return;
      const { release } = client;
      client.release = () => undefined;
      release(err);
    }),
  );
}

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
export async function rows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
