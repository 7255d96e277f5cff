// `npm test`: everything a change can break (DESIGN §8) — types, lint, formatting, unit and
// integration tests, then the Playwright journeys in Chromium against the built app. Ends with each
// phase's time, the slowest test files and one 'N passed, N failed' line over every test that ran.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-reports');
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

/** Each phase's wall-clock seconds, printed at the end whether the run passed or not. */
const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printTimings() {
  console.log('\nPhase times');
  for (const { title, ms } of timings) console.log(`  ${seconds(ms).padStart(9)}  ${title}`);
}

/**
 * Runs one command, its output streamed. When it fails, the error section of its output is printed
 * again last, so a log that only shows its tail (CI) still says what broke.
 */
async function step(title, command, args, env = {}) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  const keep = (chunk, stream) => {
    stream.write(chunk);
    output += chunk.toString();
  };
  child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
  child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
  const status = await new Promise((resolve) => child.on('close', resolve));
  timings.push({ title, ms: performance.now() - started });
  return { title, status, output };
}

/** Runs steps side by side (their output interleaves); stops the run if any failed. */
async function phase(title, steps) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const results = await Promise.all(steps.map((args) => step(...args)));
  if (steps.length > 1)
    timings.push({ title: `${title} (side by side)`, ms: performance.now() - started });
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length === 0) return;
  for (const { title: name, output } of failed) {
    const lines = output.split('\n');
    const first = lines.findIndex((line) => /Failed Tests|Unhandled (Errors|Rejection)/.test(line));
    if (first >= 0) console.error(`\n${lines.slice(first, first + 80).join('\n')}`);
    console.error(`✖ ${name} failed`);
  }
  printTimings();
  process.exit(failed[0].status ?? 1);
}

function slowestFiles(unit, journeys) {
  const files = unit.testResults.map((file) => ({
    file: path.relative(root, file.name),
    ms: file.endTime - file.startTime,
  }));
  const journeyMs = new Map();
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const { results } of spec.tests) {
        const ms = results.reduce((sum, result) => sum + result.duration, 0);
        journeyMs.set(file, (journeyMs.get(file) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of journeys.suites ?? []) visit(suite, path.join('e2e/journeys', suite.file));
  for (const [file, ms] of journeyMs) files.push({ file, ms });
  return files.sort((a, b) => b.ms - a.ms).slice(0, 10);
}

await phase('types, lint, formatting and messages', [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn', '--cache']],
  ['messages', 'node', ['scripts/check-messages.mjs']],
]);
await phase('unit and integration tests', [
  [
    'vitest',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  ],
]);
await phase('build the web app and the server', [['build', 'npm', ['run', 'build']]]);
await phase('first-load budget', [['first-load budget', 'node', ['scripts/bundle-budget.mjs']]]);
await phase('browser journeys', [
  [
    'journeys',
    'node',
    ['scripts/e2e.mjs', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  ],
]);

const unit = JSON.parse(readFileSync(vitestReport, 'utf8'));
const journeys = JSON.parse(readFileSync(playwrightReport, 'utf8'));
const { stats } = journeys;
printTimings();
console.log('\nSlowest test files');
for (const { file, ms } of slowestFiles(unit, journeys))
  console.log(`  ${seconds(ms).padStart(9)}  ${file}`);
const passed = unit.numPassedTests + stats.expected + stats.flaky;
const failed = unit.numFailedTests + stats.unexpected;
const skipped = unit.numPendingTests + unit.numTodoTests + stats.skipped;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
