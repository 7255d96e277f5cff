// A PostgreSQL server of the benchmark's own, in a temporary folder on a spare port, so seeding
// 100,000 rows or counting statements never touches the machine's shared server (STACK.md). Built
// from Debian's server binaries; initdb refuses to run as root, so as root every command runs as
// the `postgres` user.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sparePort } from './spare-port.mjs';

const INSTALLS = '/usr/lib/postgresql';

function binaries() {
  const newest = existsSync(INSTALLS)
    ? readdirSync(INSTALLS)
        .filter((version) => existsSync(path.join(INSTALLS, version, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!newest) throw new Error(`no PostgreSQL server binaries under ${INSTALLS}`);
  return path.join(INSTALLS, newest, 'bin');
}

/**
 * Starts a fresh server; `settings` are extra `-c` options (e.g. preloading pg_stat_statements).
 * Resolves with its URL, `restart()` (a fast shutdown and a start, as an operator's restart) and
 * `close()`, which stops it and removes its folder.
 */
export async function startPrivatePostgres(settings = {}) {
  const bin = binaries();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, id('-u'), id('-g'));
  }
  const run = (tool, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : execFileSync(path.join(bin, tool), args);
  const port = await sparePort();
  const options = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    ...Object.entries(settings).map(([key, value]) => `-c ${key}=${value}`),
  ].join(' ');
  run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', ['start', '-D', dir, '-o', options, '-l', path.join(dir, 'log'), '-w']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    logFile: path.join(dir, 'log'),
    /** The postmaster's process id; the backends are its children. */
    pid: Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    /** Without blocking the caller's event loop (a load generator keeps sending meanwhile). */
    async restart() {
      const args = [
        'restart',
        '-D',
        dir,
        '-m',
        'fast',
        '-o',
        options,
        '-l',
        path.join(dir, 'log'),
        '-w',
      ];
      const tool = path.join(bin, 'pg_ctl');
      await (asRoot
        ? promisify(execFile)('runuser', ['-u', 'postgres', '--', tool, ...args])
        : promisify(execFile)(tool, args));
    },
    close() {
      try {
        run('pg_ctl', ['stop', '-D', dir, '-m', 'immediate', '-w']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
