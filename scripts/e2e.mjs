// Runs the Playwright journeys against the built app on a fresh embedded data directory.
import { spawnSync } from 'node:child_process';
import { buildServerIfStale, buildWebIfStale, root } from './builds.mjs';
import { journeyBrowser } from './chromium.mjs';

const browser = journeyBrowser();
buildWebIfStale();
await buildServerIfStale();
const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BROWSER: browser },
  },
);
process.exit(result.status ?? 1);
