/** Builds the real app on a fresh copy of the migrated template database, one per test file. */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import type { OutgoingMail } from '../platform/mail/transport.ts';
import type { HostResolver } from '../platform/net/resolve-host.ts';
import { withDatabase } from './global-setup.ts';

interface TestDatabase {
  database: Database;
  drop: () => Promise<void>;
  /** PostgreSQL only: where a second instance can reach the same database. */
  url?: string;
}

async function copyTemplate(): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpFile);
    return {
      database: await openDatabase({ loadDataDir: new Blob([dump]) }),
      drop: async () => {},
    };
  }
  const name = `${template.template}_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
  await admin.end();
  const url = withDatabase(template.url, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: template.url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface TestAppOptions {
  /** Fan realtime events out through this Redis (the multi-instance setup of DESIGN §4). */
  redis?: Redis;
  /** A second instance on the first one's PostgreSQL database (never dropped by this one). */
  sameDatabaseAs?: { databaseUrl?: string | undefined };
  /** A PostgreSQL database of the test's own (a private server): migrated here, never dropped. */
  databaseUrl?: string;
  /**
   * Start what a started server starts (the job runner, the sweeps): off unless asked, or unless
   * the env names an INSTANCE_ROLE, which then decides as in production.
   */
  startJobs?: boolean;
  /** How often a started job runner polls (2 s by default). */
  jobPollMs?: number;
  /** Resolves webhook hosts instead of the system's resolver (names of the test's own). */
  resolveHost?: HostResolver;
  /** Keep the log's lines from this level up (parsed) in `logs`, instead of a silent log. */
  logs?: 'debug' | 'info' | 'warn' | 'error';
}

/** A log line as pino writes it: its level (30 info, 40 warn, 50 error), message and fields. */
export type LogLine = { level: number; msg: string } & Record<string, unknown>;

async function openTestDatabase(options: TestAppOptions): Promise<TestDatabase> {
  if (options.databaseUrl) {
    const database = await openDatabase({ databaseUrl: options.databaseUrl });
    await database.migrate();
    return { database, drop: async () => {}, url: options.databaseUrl };
  }
  const shared = options.sameDatabaseAs?.databaseUrl;
  if (shared) {
    return {
      database: await openDatabase({ databaseUrl: shared }),
      drop: async () => {},
      url: shared,
    };
  }
  return copyTemplate();
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-test-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { database, drop, url } = await openTestDatabase(options);
  const mails: OutgoingMail[] = [];
  const logs: LogLine[] = [];
  const logger = options.logs && {
    level: options.logs,
    stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) },
  };
  const app = await buildApp({
    config,
    database,
    ...(logger ? { logger } : {}),
    redis: options.redis,
    startJobs: options.startJobs ?? (env.INSTANCE_ROLE ? undefined : false),
    jobPollMs: options.jobPollMs,
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    mailSender: async (message) => {
      mails.push(message);
    },
  });
  await app.ready();
  return {
    app,
    config,
    db: database.db,
    databaseUrl: url,
    mails,
    logs,
    /** Delivers queued e-mails now (the background runner is off in tests). */
    deliver: () => app.ctx.jobs.drain(),
    /** Delivers queued e-mails and returns the code of the latest one sent to `email`. */
    async codeFor(email: string) {
      await app.ctx.jobs.drain();
      const mail = mails.findLast((message) => message.to === email);
      const match = mail?.subject.match(/^Your Atelier code is (\d{6})$/);
      if (!match) throw new Error(`no code e-mailed to ${email}`);
      return match[1]!;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
