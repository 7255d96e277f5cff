/**
 * A PostgreSQL server of the test's own on a spare port, so a fault test can stop and restart it
 * without touching the machine's shared one (STACK.md). Built from Debian's server binaries;
 * initdb refuses to run as root, so as root every command runs as the `postgres` user.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sparePort } from './spare-port.ts';

const exec = promisify(execFile);
const INSTALLS = '/usr/lib/postgresql';
const asRoot = process.getuid?.() === 0;

function binaries(): string | undefined {
  if (!existsSync(INSTALLS)) return undefined;
  const newest = readdirSync(INSTALLS)
    .filter((version) => existsSync(path.join(INSTALLS, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest && path.join(INSTALLS, newest, 'bin');
}

/** Why a private PostgreSQL cannot run here, or undefined when it can. */
export function privatePostgresMissing(): string | undefined {
  if (!binaries()) return `no PostgreSQL server binaries under ${INSTALLS}`;
  if (asRoot && !existsSync('/usr/sbin/runuser')) return 'running as root without runuser';
  return undefined;
}

async function postgresUser() {
  const id = async (flag: string) => Number((await exec('id', [flag, 'postgres'])).stdout);
  return { uid: await id('-u'), gid: await id('-g') };
}

export type StopMode = 'fast' | 'immediate';

export interface PrivatePostgres {
  url: string;
  stop(mode: StopMode): Promise<void>;
  /** Returns once the server accepts connections. */
  start(): Promise<void>;
  restart(mode: StopMode): Promise<void>;
  close(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binaries();
  if (!bin) throw new Error(privatePostgresMissing());
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-pg-'));
  if (asRoot) {
    const { uid, gid } = await postgresUser();
    await chown(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? exec('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : exec(path.join(bin, tool), args);
  const port = await sparePort();
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const pgCtl = (action: string, ...args: string[]) =>
    run('pg_ctl', [
      action,
      '-D',
      dir,
      '-o',
      serverOptions,
      '-l',
      path.join(dir, 'log'),
      '-w',
      ...args,
    ]);

  await run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres']);
  await pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async (mode) => void (await pgCtl('stop', '-m', mode)),
    start: async () => void (await pgCtl('start')),
    restart: async (mode) => void (await pgCtl('restart', '-m', mode)),
    async close() {
      await pgCtl('stop', '-m', 'immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
