/**
 * An app of the journey's own, on its own port and data directory, that the journey stops and
 * starts again: the shared apps of playwright.config.ts serve other journeys at the same time.
 * Its e-mails are read as the shared apps' are (outbox.ts reads E2E_OWN_DATA_DIR).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');

export interface OwnApp {
  url: string;
  /** Stops it as a deployment does (SIGTERM), and starts it again on the same data. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function startOwnApp(
  port = Number(process.env.E2E_PORT ?? 3100) + 5,
): Promise<OwnApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-own-'));
  process.env.E2E_OWN_DATA_DIR = dataDir;
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn('node', ['scripts/start.mjs'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        // The web app scripts/e2e.mjs built: a restart serves the same files, without a build.
        WEB_DIST: path.join(root, 'apps/web/dist'),
      },
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${url}/api/health`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 120_000, intervals: [250] },
      )
      .toBe(200);
  };

  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
    child = null;
  };

  await start();
  return {
    url,
    restart: async () => {
      await stop();
      await start();
    },
    stop,
  };
}
