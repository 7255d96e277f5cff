/**
 * A redis-server of the test's own on a spare port, so a fault test can stop it and start it again
 * without touching the machine's shared one (STACK.md).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sparePort } from './spare-port.ts';

function redisServer(): string | undefined {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, 'redis-server'))
    .find((candidate) => existsSync(candidate));
}

/** Why a private Redis cannot run here, or undefined when it can. */
export function privateRedisMissing(): string | undefined {
  return redisServer() ? undefined : 'no redis-server on PATH';
}

export interface PrivateRedis {
  url: string;
  /** Ends the server by its pid; every connection to it drops. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is saved). */
  start(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const binary = redisServer();
  if (!binary) throw new Error(privateRedisMissing());
  const port = await sparePort();
  let server: ChildProcess | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const child = spawn(
        binary,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        if (output.includes('Ready to accept connections')) return;
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => {
        server = undefined;
        reject(new Error(`redis-server exited (${code}): ${output}`));
      });
      server = child;
    });

  const stop = async () => {
    const child = server;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
