// Replaying a request's SQL without Atelier: the statements one request sends are recorded from a
// private PostgreSQL's log (log_statement = 'all', with their parameters and prepared names), and
// bench/bare-sql-server.mjs, bare Fastify + pg, sends exactly those per request. What the bare
// route costs is the floor: the database's share of the request, with Atelier taking no part.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './atelier.mjs';
import { waitFor } from './wait-for.mjs';

/**
 * The statements in a stretch of the server log, each with its parameters and, for one the server
 * prepared under a name, that name (the bare route prepares it too, so both pay the same planning).
 */
function loggedStatements(log) {
  const entries = log.split(/\n(?=\d{4}-\d\d-\d\d )/);
  const statements = [];
  for (const entry of entries) {
    const executed = entry.match(/LOG: {2}(?:execute ([^:]*)|statement): ([\s\S]*)$/);
    if (executed) {
      const name = executed[1] && executed[1] !== '<unnamed>' ? executed[1] : undefined;
      statements.push({ name, text: executed[2].trim(), values: [] });
    }
    const detail = entry.match(/DETAIL: {2}parameters: ([\s\S]*)$/);
    if (detail && statements.length > 0) {
      const values = [...detail[1].matchAll(/\$\d+ = (NULL|'((?:[^']|'')*)')/g)];
      statements.at(-1).values = values.map((m) =>
        m[1] === 'NULL' ? null : m[2].replaceAll("''", "'"),
      );
    }
  }
  return statements;
}

/**
 * Every statement PostgreSQL ran while `run` did its work, with its parameters, from
 * log_statement = 'all' — the request's own: not the job runner's, nor this script's.
 */
export async function recordWhile(postgres, db, run) {
  await db.query(`alter system set log_statement = 'all'`);
  await db.query('select pg_reload_conf()');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const start = readFileSync(postgres.logFile, 'utf8').length;
  await run();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const log = readFileSync(postgres.logFile, 'utf8').slice(start);
  await db.query(`alter system reset log_statement`);
  await db.query('select pg_reload_conf()');
  return loggedStatements(log).filter(
    ({ text }) => !/"jobs"|pg_reload_conf|alter system/.test(text),
  );
}

/** Every statement one authenticated GET of `url` sends. */
export function recordStatements(postgres, db, url, token) {
  return recordWhile(postgres, db, async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
  });
}

export async function startBare(port, databaseUrl, statements) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-sql-'));
  writeFileSync(path.join(dir, 'statements.json'), JSON.stringify(statements));
  const child = spawn('node', ['bench/bare-sql-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      STATEMENTS: path.join(dir, 'statements.json'),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/request`);
  return {
    pid: child.pid,
    url: `${base}/request`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
