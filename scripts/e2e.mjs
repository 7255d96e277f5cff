// Runs the Playwright journeys against the built app on a fresh embedded data directory.
import { spawnSync } from 'node:child_process';
import { buildServerIfStale, buildWebIfStale, root } from './builds.mjs';
import { ensureChromium } from './chromium.mjs';

ensureChromium();
buildWebIfStale();
await buildServerIfStale();
const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
