// Issue 45's three targets for the spec sheet, on a private PostgreSQL and the built web app:
//   save     PUT product/{id}/spec changing one base value of a 100-POM × 15-size sheet (grading
//            recomputed, stored as the next revision), one request at a time, alternating with
//            the baseline, a bare product update PUT product/{id} (same server, same product).
//            Target: p95 ≤ 1.5 × the product update's p95. Floor: every statement one real save
//            sent (recorded from PostgreSQL's log with its parameters), replayed through `pg` on
//            one connection against a twin product: what the database alone needs for the save.
//   import   POST product/{id}/spec/import of a 300-row × 15-size XLSX (the most a sheet holds,
//            SPEC_ROWS_MAX) as a preview and with ?apply=true, alternating with the floor: read-excel-file's readSheet — the function
//            the server calls — on the same bytes in this process. Target: ≤ 2 × the floor.
//   grid     key press → next paint in a cell of the 100 × 15 grid on /productDetail/{id}, in the
//            journeys' Chromium at 4× CPU throttling (Lighthouse's mobile profile), against the
//            same keys typed into a bare <input> in a plain page of the same browser. Each key is
//            timed from its keydown's timeStamp to the second animation frame after it (the frame
//            that shows it has been painted), and by the Event Timing API (the interaction's
//            duration, to the next paint, 8 ms steps; under 16 ms it reports nothing).
//            Target: median ≤ 50 ms. Between the two: the same keys into a plain HTML table of as
//            many inputs (no React, no Mantine), and into the grid's cell with the keys' events
//            stopped before React sees them — what the page costs the browser without Atelier's
//            code. Then the first-load budget check (scripts/bundle-budget.mjs) and where the
//            grid's code lives.
//   focus    the grid's main-thread CPU a key (the trace's thread time), unthrottled, in a fresh
//            page: in a cell clicked into, then in the cell below reached by ArrowDown.
// Each part also prints the CPU each side spent (Atelier's process, PostgreSQL, this one): the
// machine is shared, wall times swing, CPU a request much less. Medians over BENCH_ROUNDS (3)
// rounds; BENCH_SAVES (40) saves of each kind a round, BENCH_IMPORTS (4) imports of each kind a
// round, BENCH_KEYS (24) keys a round; BENCH_PARTS (save,import,grid,focus) picks
// the parts;
// BENCH_PROFILE=1 adds a CPU profile and traces of six keys in the grid. Not part of `npm test`.
/* global window, addEventListener, requestAnimationFrame -- functions run in the page */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { api, PASSWORD, root, signUp, startAtelier } from './atelier.mjs';
import { cpuSeconds, median, percentile, treeCpuSeconds } from './measure.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';
import { sparePort } from './spare-port.mjs';
import { recordWhile } from './sql-replay.mjs';
import { buildWebIfStale } from '../scripts/builds.mjs';
import { journeyBrowser } from '../scripts/chromium.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SAVES = Number(process.env.BENCH_SAVES ?? 40);
const IMPORTS = Number(process.env.BENCH_IMPORTS ?? 4);
const KEYS = Number(process.env.BENCH_KEYS ?? 24);
const PARTS = (process.env.BENCH_PARTS ?? 'save,import,grid,focus').split(',');
const PROFILE = Boolean(process.env.BENCH_PROFILE);
const POMS = 100;
const SIZES = Array.from({ length: 15 }, (_, index) => String(32 + index * 2)); // 32 … 60
const BASE_SIZE = '44';
const TARGET = { save: 1.5, import: 2, paintMs: 50 };

const ms = (value) => `${value.toFixed(1)} ms`;
const times = (value) => `${value.toFixed(2)}×`;
const now = () => performance.now();

// ---------------------------------------------------------------- set-up

/** A designer with a team, 100 points of measure, a 15-size range and products. */
async function setUp(atelier) {
  const email = `spec-${Date.now()}@atelier.test`;
  await signUp(atelier, email);
  const session = await api(atelier.base, 'POST', 'auth/login', { email, password: PASSWORD });
  const call = (method, pathname, body) => api(atelier.base, method, pathname, body, session.token);
  const team = await call('POST', 'team', { name: 'Atelier Nord', description: 'Shirts' });
  let poms = await call('GET', `pom?teamId=${team._id}`);
  if (poms.length === 0) poms = await call('POST', 'pom/starter', { teamId: team._id });
  const starter = poms.length;
  for (let index = poms.length; index < POMS; index++) {
    await call('POST', 'pom', {
      teamId: team._id,
      code: `Z${index}`,
      name: `Bench point ${index}`,
      howToMeasure: 'Flat, seam to seam.',
      tolerance: { minus: 0.5, plus: 0.5 },
    });
  }
  poms = (await call('GET', `pom?teamId=${team._id}`)).slice(0, POMS);
  await call('POST', 'sizeRange', {
    teamId: team._id,
    name: '32–60',
    sizes: SIZES,
    baseSize: BASE_SIZE,
  });
  const product = (name) => call('POST', 'product', { teamId: team._id, name });
  return {
    session,
    call,
    team,
    poms,
    starter,
    product: await product('Camp shirt'),
    twin: await product('Camp shirt twin'),
    importTarget: await product('Camp shirt imported'),
  };
}

/** The whole sheet as `PUT spec` takes it; `bump` changes row 50's base value. */
const sheetInput = (poms, revision, bump = 0) => ({
  revision,
  unit: 'cm',
  sizes: SIZES,
  baseSize: BASE_SIZE,
  rows: poms.map((pom, index) => ({
    pomId: pom._id,
    base: Number((30 + index * 0.5 + (index === 50 ? bump : 0)).toFixed(1)),
    gradeRule:
      index % 3 === 0 ? 1.5 : Array.from({ length: SIZES.length - 1 }, (_, s) => (s < 8 ? 1 : 1.5)),
  })),
});

// ---------------------------------------------------------------- save

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every statement one save of the twin sends, from log_statement = 'all'. Ids the server made up
 * for new rows (UUIDs that only an INSERT names, and no row the bench made) are made afresh at
 * each replay.
 */
async function recordSave(postgres, db, setup, revision) {
  let saved;
  const statements = await recordWhile(postgres, db, async () => {
    saved = await setup.call(
      'PUT',
      `product/${setup.twin._id}/spec`,
      sheetInput(setup.poms, revision, 0.1),
    );
  });
  // Ids of rows that exist already (points of measure, the team, the products, the designer) are
  // kept even where only an INSERT names them (a changed row's upsert names its point).
  const kept = new Set([
    ...setup.poms.map((pom) => pom._id),
    setup.team._id,
    setup.product._id,
    setup.twin._id,
    setup.importTarget._id,
    setup.session.user._id,
  ]);
  for (const { text, values } of statements)
    if (!/^insert/i.test(text))
      for (const value of values) if (UUID.test(value ?? '')) kept.add(value);
  const fresh = statements.map(({ text, values }) =>
    /^insert/i.test(text) ? values.map((v) => UUID.test(v ?? '') && !kept.has(v)) : [],
  );
  return { statements, fresh, revision: saved.revision, times: [] };
}

/** One replay of the recorded save, timed; the revision it inserts is removed first, untimed. */
async function replaySave(client, recorded, twinId) {
  await client.query('delete from product_spec_revisions where product_id = $1 and revision = $2', [
    twinId,
    recorded.revision,
  ]);
  const started = now();
  for (const [index, { name, text, values }] of recorded.statements.entries()) {
    const marks = recorded.fresh[index];
    const statementStarted = now();
    await client.query({
      name,
      text,
      values: values.map((value, at) => (marks[at] ? randomUUID() : value)),
    });
    (recorded.times[index] ??= []).push(now() - statementStarted);
  }
  return now() - started;
}

async function timed(run) {
  const started = now();
  await run();
  return now() - started;
}

/**
 * `run`'s answer and the CPU milliseconds it took in Atelier's process, in PostgreSQL (all its
 * processes) and in this one: figures a busy machine stretches far less than wall time.
 */
async function withCpu(pids, run) {
  const atelier = cpuSeconds(pids.atelier);
  const postgres = treeCpuSeconds(pids.postgres);
  const bench = process.cpuUsage();
  const elapsed = await run();
  const own = process.cpuUsage(bench);
  return {
    elapsed,
    atelier: (cpuSeconds(pids.atelier) - atelier) * 1000,
    postgres: (treeCpuSeconds(pids.postgres) - postgres) * 1000,
    bench: (own.user + own.system) / 1000,
  };
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Per kind: the medians and p95 of wall time and the mean CPU on each side. */
const summarize = (samples) =>
  Object.fromEntries(
    Object.entries(samples).flatMap(([kind, runs]) => [
      [`${kind} p50`, median(runs.map((run) => run.elapsed))],
      [
        `${kind} p95`,
        percentile(
          runs.map((run) => run.elapsed),
          0.95,
        ),
      ],
      ...['atelier', 'postgres', 'bench'].map((side) => [
        `${kind} cpu ${side}`,
        mean(runs.map((run) => run[side])),
      ]),
    ]),
  );

async function benchSave(postgres, atelier, setup) {
  console.log(`\n== Saving one cell of a ${POMS}-POM × ${SIZES.length}-size sheet`);
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  const replayer = new pg.Client({ connectionString: postgres.url });
  await replayer.connect();
  try {
    let revision = (
      await setup.call('PUT', `product/${setup.product._id}/spec`, sheetInput(setup.poms, 0))
    ).revision;
    const twinRevision = (
      await setup.call('PUT', `product/${setup.twin._id}/spec`, sheetInput(setup.poms, 0))
    ).revision;
    const recorded = await recordSave(postgres, db, setup, twinRevision);
    const writes = recorded.statements.filter(({ text }) =>
      /^(insert|update|delete)/i.test(text),
    ).length;
    console.log(
      `one save sends ${recorded.statements.length} statements (${writes} writes); the floor replays them all`,
    );

    let flip = 0;
    const saveOnce = () =>
      timed(async () => {
        flip += 1;
        const body = sheetInput(setup.poms, revision, flip % 2 ? 0.1 : 0.2);
        revision = (await setup.call('PUT', `product/${setup.product._id}/spec`, body)).revision;
      });
    const updateOnce = () =>
      timed(() =>
        setup.call('PUT', `product/${setup.product._id}`, { description: `Revision ${flip}` }),
      );
    const floorOnce = () => replaySave(replayer, recorded, setup.twin._id);
    const pids = { atelier: atelier.pid, postgres: postgres.pid };

    for (let i = 0; i < 5; i++) {
      await saveOnce(); // warm-up
      await updateOnce();
      await floorOnce();
    }
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const samples = { save: [], update: [], floor: [] };
      for (let i = 0; i < SAVES; i++) {
        samples.save.push(await withCpu(pids, saveOnce));
        samples.update.push(await withCpu(pids, updateOnce));
        samples.floor.push(await withCpu(pids, floorOnce));
      }
      const figures = summarize(samples);
      rounds.push(figures);
      console.log(
        `round ${round}  p50/p95  save ${ms(figures['save p50'])}/${ms(figures['save p95'])}` +
          ` · product update ${ms(figures['update p50'])}/${ms(figures['update p95'])}` +
          ` · floor ${ms(figures['floor p50'])}/${ms(figures['floor p95'])}`,
      );
    }
    const of = (key) => median(rounds.map((round) => round[key]));
    console.log(
      `medians of ${rounds.length} rounds, ${SAVES} requests of each a round, one at a time:`,
    );
    console.log(
      `  floor: the save's SQL through pg   p50 ${ms(of('floor p50'))}  p95 ${ms(of('floor p95'))}`,
    );
    console.log(
      `  bare product update (baseline)     p50 ${ms(of('update p50'))}  p95 ${ms(of('update p95'))}`,
    );
    console.log(
      `  spec save                          p50 ${ms(of('save p50'))}  p95 ${ms(of('save p95'))}`,
    );
    const cpu = (kind, sides) =>
      sides.map((side) => `${side} ${ms(of(`${kind} cpu ${side}`))}`).join(' + ');
    console.log('  CPU a request (mean):');
    console.log(`    spec save       ${cpu('save', ['atelier', 'postgres'])}`);
    console.log(`    product update  ${cpu('update', ['atelier', 'postgres'])}`);
    console.log(`    floor           ${cpu('floor', ['postgres', 'bench'])} (pg client)`);
    console.log('  where the floor goes (median a statement, longest first):');
    const split = recorded.statements
      .map(({ text, values }, index) => ({ text, values, time: median(recorded.times[index]) }))
      .sort((a, b) => b.time - a.time);
    for (const { text, values, time } of split)
      console.log(
        `    ${ms(time).padStart(8)}  ${text.replace(/\s+/g, ' ').slice(0, 90)}${values.length ? ` [${values.length} values]` : ''}`,
      );
    const ratioOf = (a, b) => median(rounds.map((round) => round[a] / round[b]));
    console.log(
      `  save p95 / product update p95: ${times(ratioOf('save p95', 'update p95'))} (target ≤ ${TARGET.save}×)`,
    );
    console.log(
      `  floor p95 / product update p95: ${times(ratioOf('floor p95', 'update p95'))}` +
        ` (the save's SQL alone, against the target's 1.5×); save p95 / floor p95: ${times(ratioOf('save p95', 'floor p95'))}`,
    );
    console.log(
      `  Atelier's CPU a save / a product update: ${times(of('save cpu atelier') / of('update cpu atelier'))}`,
    );
  } finally {
    await replayer.end();
    await db.end();
  }
}

// ---------------------------------------------------------------- import

/** A spec file as the export writes it (spec-file.ts renderSpecXlsx): cm as numbers. */
async function specXlsx(codes, variant) {
  const header = ['POM code', 'Description', 'Tol - (cm)', 'Tol + (cm)', ...SIZES];
  const base = SIZES.indexOf(BASE_SIZE);
  const rows = codes.map((code, index) => [
    { value: code, type: String, format: '@' },
    { value: `Point of measure ${code}`, type: String, format: '@' },
    { value: 0.5, type: Number },
    { value: 0.5, type: Number },
    ...SIZES.map((_, s) => ({
      value: Number(
        (30 + index * 0.5 + (s - base) * 1.5 + (index === 7 ? variant * 0.1 : 0)).toFixed(1),
      ),
      type: Number,
    })),
  ]);
  return writeXlsxFile([header.map((title) => ({ value: title, fontWeight: 'bold' })), ...rows], {
    sheet: 'Camp shirt spec',
    stickyRowsCount: 1,
    columns: header.map((title, index) => ({
      width: index === 1 ? 36 : Math.max(10, title.length + 3),
    })),
  }).toBuffer();
}

/** One import; a 429 (60 a minute per person) waits its turn, untimed, and goes again. */
async function importOnce(atelier, setup, bytes, query, expected) {
  for (;;) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'camp-shirt-spec.xlsx');
    const started = now();
    const response = await fetch(
      `${atelier.base}/api/v1/product/${setup.importTarget._id}/spec/import${query}`,
      { method: 'POST', headers: { authorization: `Bearer ${setup.session.token}` }, body: form },
    );
    const json = await response.json();
    const elapsed = now() - started;
    if (response.status === 429) {
      console.log('  (60 imports a minute reached: waiting)');
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      continue;
    }
    if (response.status !== expected)
      throw new Error(`import${query}: ${response.status} ${json.responseMessage}`);
    return { elapsed, message: json.responseMessage };
  }
}

async function floorRead(bytes) {
  const started = now();
  await readSheet(bytes);
  return now() - started;
}

async function benchImport(postgres, atelier, setup) {
  const pids = { atelier: atelier.pid, postgres: postgres.pid };
  console.log(`\n== Importing an XLSX of ${SIZES.length} sizes`);
  const codes = setup.poms.map((pom) => pom.code);
  const codes300 = [...codes, ...Array.from({ length: 300 - codes.length }, (_, i) => `N${i}`)];
  const variants = await Promise.all(
    Array.from({ length: 1 + ROUNDS * IMPORTS + 1 }, (_, v) => specXlsx(codes300, v)),
  );
  console.log(`file: 300 rows ${(variants[0].length / 1024).toFixed(1)} KiB`);
  // The first apply adds the file's new points of measure to the team; later ones reuse them.
  await importOnce(atelier, setup, variants[0], '?apply=true', 200);
  for (const file of [variants[0], variants[1], variants[0]]) await floorRead(file); // warm-up
  let variant = 1;
  const kinds = {
    '300 preview': { bytes: () => variants[0], query: '', expected: 200 },
    '300 apply': { bytes: () => variants[variant++], query: '?apply=true', expected: 200 },
  };
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const samples = Object.fromEntries(
      Object.keys(kinds).flatMap((kind) => [
        [kind, []],
        [`${kind} floor`, []],
      ]),
    );
    for (let i = 0; i < IMPORTS; i++) {
      for (const [kind, { bytes, query, expected }] of Object.entries(kinds)) {
        const file = bytes();
        samples[kind].push(
          await withCpu(pids, async () => {
            return (await importOnce(atelier, setup, file, query, expected)).elapsed;
          }),
        );
        samples[`${kind} floor`].push(await withCpu(pids, () => floorRead(file)));
      }
    }
    const figures = summarize(samples);
    rounds.push(figures);
    console.log(
      `round ${round}  ` +
        Object.keys(kinds)
          .map(
            (kind) =>
              `${kind} ${ms(figures[`${kind} p50`])} (read ${ms(figures[`${kind} floor p50`])})`,
          )
          .join(' · '),
    );
  }
  console.log(`medians of ${rounds.length} rounds, ${IMPORTS} of each a round:`);
  const of = (key) => median(rounds.map((round) => round[key]));
  for (const kind of Object.keys(kinds)) {
    const ratio = median(rounds.map((round) => round[`${kind} p50`] / round[`${kind} floor p50`]));
    console.log(
      `  ${kind.padEnd(12)} ${ms(of(`${kind} p50`)).padStart(9)}  floor (readSheet alone) ${ms(of(`${kind} floor p50`)).padStart(9)}  ${times(ratio)} (target ≤ ${TARGET.import}×)` +
        `; CPU: Atelier ${ms(of(`${kind} cpu atelier`))} + PostgreSQL ${ms(of(`${kind} cpu postgres`))}` +
        ` against readSheet's ${ms(of(`${kind} floor cpu bench`))} (${times(of(`${kind} cpu atelier`) / of(`${kind} floor cpu bench`))})`,
    );
  }
}

// ---------------------------------------------------------------- grid

/** Times each key from its keydown to the second animation frame after it, and by Event Timing. */
function instrument() {
  window.__keys = [];
  window.__events = new Map();
  addEventListener(
    'keydown',
    (event) => {
      const pressed = event.timeStamp;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => window.__keys.push(performance.now() - pressed)),
      );
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.__events.get(entry.interactionId) ?? 0;
      window.__events.set(entry.interactionId, Math.max(known, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Presses `count` keys into the focused field, each after the last one's frame. */
async function typeKeys(page, count) {
  const before = await page.evaluate(() => ({
    keys: window.__keys.length,
    events: window.__events.size,
  }));
  const sequence = ['1', '2', '3', 'Backspace', 'Backspace', 'Backspace'];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(sequence[i % sequence.length]);
    await page.waitForFunction((n) => window.__keys.length >= n, before.keys + i + 1);
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(300); // the last Event Timing entries
  return page.evaluate(
    ({ keys, events }) => ({
      keys: window.__keys.slice(keys),
      events: [...window.__events.values()].slice(events),
    }),
    before,
  );
}

/** A browser context of the bench's designer, signed in, at 1440 × 900. */
async function signedIn(browser, setup) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    ({ token, user, teamId }) => {
      if (localStorage.getItem('token')) return;
      localStorage.setItem('token', token);
      localStorage.setItem('userDetails', JSON.stringify(user));
      localStorage.setItem('selectedTeamId', teamId);
    },
    { token: setup.session.token, user: setup.session.user, teamId: setup.team._id },
  );
  return context;
}

async function benchGrid(atelier, setup) {
  console.log(`\n== Typing in a cell of the ${POMS} × ${SIZES.length} grid, 4× CPU throttling`);
  const browser = await chromium.launch({
    executablePath: journeyBrowser(),
    args: ['--no-sandbox'],
  });
  try {
    const context = await signedIn(browser, setup);
    const grid = await context.newPage();
    await grid.goto(`${atelier.base}/productDetail/${setup.product._id}`);
    const baseColumn = 3 + SIZES.indexOf(BASE_SIZE);
    const cell = grid.locator(`input[data-cell="50:${baseColumn}"]`);
    await cell.waitFor({ timeout: 120_000 });
    const inputs = await grid.locator('input[data-cell]').count();
    console.log(`the grid shows ${inputs} cells`);
    await grid.evaluate(instrument);

    const bare = await context.newPage();
    await bare.setContent('<!doctype html><title>bare</title><input aria-label="bare">');
    await bare.evaluate(instrument);
    // As many inputs as the grid, in a plain table with no React and no Mantine: what 1,800 live
    // <input>s cost the browser a key.
    const table = await context.newPage();
    const cells = `<td><input value="42.5"></td>`.repeat(3 + SIZES.length);
    await table.setContent(
      `<!doctype html><title>table</title><table>${`<tr><th>A1 Chest width</th>${cells}</tr>`.repeat(POMS)}</table>`,
    );
    await table.evaluate(instrument);

    for (const page of [grid, bare, table]) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    // The same cell with the keys' events stopped before React sees them: the browser's own
    // cost of a key in this page (the caret and the text of one input in a 1,800-cell table).
    await grid.evaluate(() => {
      window.__bypass = false;
      for (const type of ['keydown', 'keypress', 'beforeinput', 'input', 'keyup'])
        addEventListener(type, (event) => window.__bypass && event.stopImmediatePropagation(), {
          capture: true,
        });
    });
    const kinds = {
      grid: { page: grid, focus: () => cell.click(), bypass: false },
      page: { page: grid, focus: () => cell.click(), bypass: true },
      table: {
        page: table,
        focus: () =>
          table
            .locator('input')
            .nth(50 * (3 + SIZES.length) + 10)
            .click(),
        bypass: false,
      },
      bare: { page: bare, focus: () => bare.locator('input').click(), bypass: false },
    };
    const start = async ({ page, focus, bypass }) => {
      await page.bringToFront();
      await focus();
      if (page === grid) await grid.evaluate((on) => (window.__bypass = on), bypass);
    };
    for (const kind of Object.values(kinds)) {
      await start(kind);
      await typeKeys(kind.page, 6); // warm-up
    }
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const figures = {};
      for (const [name, kind] of Object.entries(kinds)) {
        await start(kind);
        const { keys, events } = await typeKeys(kind.page, KEYS);
        figures[name] = median(keys);
        figures[`${name} p95`] = percentile(keys, 0.95);
        // Keys with no entry of 16 ms or more took less: counted as 16 ms.
        const under = Array.from({ length: Math.max(0, keys.length - events.length) }, () => 16);
        figures[`${name} event`] = median([...events, ...under]);
      }
      await grid.evaluate(() => (window.__bypass = false));
      rounds.push(figures);
      console.log(
        `round ${round}  key → paint median (p95): grid ${ms(figures.grid)} (${ms(figures['grid p95'])})` +
          ` · same cell, React bypassed ${ms(figures.page)} (${ms(figures['page p95'])})` +
          ` · plain table of inputs ${ms(figures.table)} (${ms(figures['table p95'])})` +
          ` · bare input ${ms(figures.bare)} (${ms(figures['bare p95'])})`,
      );
    }
    if (PROFILE) await profileGrid(context, grid, () => cell.click(), kinds.table);
    const of = (key) => median(rounds.map((round) => round[key]));
    console.log(`medians of ${rounds.length} rounds, ${KEYS} keys each (Event Timing beside):`);
    console.log(
      `  floor: a bare <input> in a plain page   ${ms(of('bare')).padStart(9)}  (${ms(of('bare event'))})`,
    );
    console.log(
      `  a plain table of ${POMS * (3 + SIZES.length)} inputs          ${ms(of('table')).padStart(9)}  (${ms(of('table event'))})`,
    );
    console.log(
      `  the grid's cell, React bypassed         ${ms(of('page')).padStart(9)}  (${ms(of('page event'))})`,
    );
    console.log(
      `  the grid's cell                         ${ms(of('grid')).padStart(9)}  (${ms(of('grid event'))})` +
        `  target ≤ ${TARGET.paintMs} ms; ${times(of('grid') / of('bare'))} the floor`,
    );
  } finally {
    await browser.close();
  }
}

/**
 * BENCH_PROFILE=1: a CPU profile of six keys typed into the grid, written to
 * test-reports/spec-grid.cpuprofile (open it in Chrome's DevTools), and its heaviest functions.
 */
async function profileGrid(context, page, focus, table) {
  const grid = page;
  await page.bringToFront();
  await focus();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await typeKeys(page, 6);
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(path.join(root, 'test-reports'), { recursive: true });
  writeFileSync(path.join(root, 'test-reports/spec-grid.cpuprofile'), JSON.stringify(profile));
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  console.log('profile of 6 keys (test-reports/spec-grid.cpuprofile), self time:');
  for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${ms(time).padStart(9)}  ${key}`);

  // What '(program)' holds: the renderer's own work, from traces of the same keys, with React
  // handling them and with their events stopped before React sees them.
  for (const bypass of [false, true]) {
    await grid.evaluate((on) => (window.__bypass = on), bypass);
    console.log(
      `trace of 6 keys${bypass ? ', React bypassed' : ''}, main thread, self time by event:`,
    );
    for (const [name, time] of (await traceKeys(page)).slice(0, 10))
      console.log(`  ${ms(time).padStart(9)}  ${name}`);
  }
  await grid.evaluate(() => (window.__bypass = false));
  await table.page.bringToFront();
  await table.focus();
  console.log(`trace of 6 keys into the plain table of inputs, self time by event:`);
  for (const [name, time] of (await traceKeys(table.page)).slice(0, 6))
    console.log(`  ${ms(time).padStart(9)}  ${name}`);
}

// ---------------------------------------------------------------- focus

/**
 * The renderer main thread's spans in a trace (the busiest CrRendererMain: the page typed into),
 * and each event name's self time by `measure` ('dur': wall, 'tdur': the thread's own CPU).
 */
function mainThread(events, measure) {
  const busy = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || !event[measure]) continue;
    const thread = `${event.pid}:${event.tid}`;
    busy.set(thread, (busy.get(thread) ?? 0) + event[measure]);
  }
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const main = [...mains].sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
  const spans = events
    .filter((e) => e.ph === 'X' && e[measure] !== undefined && `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const open = [];
  let total = 0;
  for (const span of spans) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= span.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - span[measure] / 1000);
    else total += span[measure] / 1000;
    self.set(span.name, (self.get(span.name) ?? 0) + span[measure] / 1000);
    open.push(span);
  }
  return { total, self: [...self].sort((a, b) => b[1] - a[1]) };
}

/** The main thread's CPU (ms) a key over `count` keys, and its three heaviest events. */
async function cpuOfKeys(page, count) {
  const browser = page.context().browser();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'blink', 'v8', 'toplevel'],
  });
  await typeKeys(page, count);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const { total, self } = mainThread(trace.traceEvents ?? trace, 'tdur');
  const heaviest = self
    .slice(0, 3)
    .map(([name, time]) => `${name} ${(time / count).toFixed(1)}`)
    .join(', ');
  return { perKey: total / count, heaviest };
}

/**
 * The grid's cost a key by how its cell got focus, unthrottled, in the trace's thread time (the
 * main thread's own CPU, which leaves out the time it waited for a core: comparable on a busy
 * machine): a fresh page, a click into the base cell of row 50, keys; then ArrowDown (the grid's
 * `focus()` and `select()`), keys. The bench's rounds above click the cell already focused.
 */
async function benchFocus(atelier, setup) {
  console.log(`
== The grid's main-thread CPU a key, by how its cell got focus (unthrottled)`);
  const browser = await chromium.launch({
    executablePath: journeyBrowser(),
    args: ['--no-sandbox'],
  });
  try {
    const page = await (await signedIn(browser, setup)).newPage();
    const baseColumn = 3 + SIZES.indexOf(BASE_SIZE);
    const samples = { clicked: [], arrowed: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      await page.goto(`${atelier.base}/productDetail/${setup.product._id}`);
      const cell = page.locator(`input[data-cell="50:${baseColumn}"]`);
      await cell.waitFor({ timeout: 120_000 });
      await page.evaluate(instrument);
      await page.waitForTimeout(1_000);
      await cell.click();
      const clicked = await cpuOfKeys(page, 12);
      await page.keyboard.press('ArrowDown');
      const arrowed = await cpuOfKeys(page, 12);
      samples.clicked.push(clicked.perKey);
      samples.arrowed.push(arrowed.perKey);
      console.log(
        `round ${round}  clicked into ${ms(clicked.perKey)} (${clicked.heaviest})` +
          ` · moved into by ArrowDown ${ms(arrowed.perKey)} (${arrowed.heaviest})`,
      );
    }
    console.log(
      `medians of ${ROUNDS} rounds, 12 keys each: clicked into ${ms(median(samples.clicked))}, ` +
        `moved into by ArrowDown ${ms(median(samples.arrowed))} of main-thread CPU a key`,
    );
  } finally {
    await browser.close();
  }
}

/** The renderer main thread's trace events while six keys are typed, by self time. */
async function traceKeys(page) {
  const browser = page.context().browser();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink', 'v8'] });
  await typeKeys(page, 6);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  return mainThread(trace.traceEvents ?? trace, 'dur').self;
}

function budget() {
  console.log('\n== First-load budget (scripts/bundle-budget.mjs)');
  try {
    process.stdout.write(
      execFileSync(process.execPath, [path.join(root, 'scripts/bundle-budget.mjs')], {
        encoding: 'utf8',
      }),
    );
  } catch (err) {
    process.stdout.write(err.stdout ?? String(err));
  }
  const assets = path.join(root, 'apps/web/dist/assets');
  const html = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  const holders = readdirSync(assets).filter(
    (file) =>
      file.endsWith('.js') && readFileSync(path.join(assets, file), 'utf8').includes('data-cell'),
  );
  for (const file of holders)
    console.log(
      `the grid's code (data-cell) is in ${file}: ${html.includes(file) ? 'LOADED BY index.html' : 'a route chunk, not the entry'}`,
    );
}

// ---------------------------------------------------------------- run

if (PARTS.includes('grid') || PARTS.includes('focus')) buildWebIfStale();
const postgres = await startPrivatePostgres();
let atelier;
try {
  atelier = await startAtelier(await sparePort(), {
    DATABASE_URL: postgres.url,
    WEB_DIST: path.join(root, 'apps/web/dist'),
  });
  const setup = await setUp(atelier);
  console.log(
    `a team with ${setup.poms.length} points of measure (${setup.starter} from the starter library), sizes ${SIZES[0]}–${SIZES.at(-1)} (${SIZES.length}), base ${BASE_SIZE}`,
  );
  if (PARTS.includes('save')) await benchSave(postgres, atelier, setup);
  else await setup.call('PUT', `product/${setup.product._id}/spec`, sheetInput(setup.poms, 0));
  if (PARTS.includes('import')) await benchImport(postgres, atelier, setup);
  if (PARTS.includes('grid')) await benchGrid(atelier, setup);
  if (PARTS.includes('focus')) await benchFocus(atelier, setup);
  if (PARTS.includes('grid')) budget();
} finally {
  await atelier?.stop();
  postgres.close();
}
