// A Redis server of the benchmark's own on a spare port, in memory only (no snapshot, no append
// log), so two instances share it without touching the machine's shared Redis (STACK.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sparePort } from './spare-port.mjs';
import { stopProcess } from './stop-process.mjs';

/**
 * Resolves with its URL and process id once it accepts connections; `stop()` and `start()` take it away and bring
 * it back on the same port (a fault), `close()` stops it for good.
 */
export async function startPrivateRedis() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-redis-'));
  const port = await sparePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  let child;
  const start = async () => {
    child = spawn('redis-server', [...args, '--dir', dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      return child.pid;
    },
    start,
    stop: () => stopProcess(child),
    async close() {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
