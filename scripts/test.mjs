// `npm test`: everything a change can break (DESIGN §8) — types, lint, formatting, unit and
// integration tests, then the Playwright journeys in Chromium against the built app. Ends with one
// 'N passed, N failed' line over every test that ran.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-reports');
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
/**
 * Like `run`, but keeps the output: when it fails, its error section is printed again last, so a
 * log that only shows its tail (CI) still says what broke.
 */
async function runKeepingErrors(title, command, args) {
  console.log(`\n▶ ${title}`);
  const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk, stream) => {
    stream.write(chunk);
    output += chunk.toString();
  };
  child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
  child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (status === 0) return;
  const lines = output.split('\n');
  const first = lines.findIndex((line) => /Failed Tests|Unhandled (Errors|Rejection)/.test(line));
  if (first >= 0) console.error(`\n${lines.slice(first, first + 80).join('\n')}`);
  console.error(`✖ ${title} failed`);
  process.exit(status ?? 1);
}

await runKeepingErrors('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
run('build the web app and the server', 'npm', ['run', 'build']);
run('first-load budget', 'node', ['scripts/bundle-budget.mjs']);
run('browser journeys', 'node', ['scripts/e2e.mjs', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});

const unit = JSON.parse(readFileSync(vitestReport, 'utf8'));
const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
const passed = unit.numPassedTests + stats.expected + stats.flaky;
const failed = unit.numFailedTests + stats.unexpected;
const skipped = unit.numPendingTests + unit.numTodoTests + stats.skipped;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
