// Issue 46's costing target, on a private PostgreSQL: GET product/{id}/costing of a bill of 40
// lines × 4 colourways (half the lines priced in USD, converted at the team's rate; labour,
// overhead, freight, duty, a target cost and the product's buyer prices set), read by its owner,
// one request at a time, alternating with the baseline, the product read GET product/{id} (same
// server, same product, same bearer token). Target: p95 ≤ 1.5 × the product read's p95.
// Floor: every statement one real costing read sent (recorded from PostgreSQL's log with its
// parameters: session, product, policy, the team's costing and rates, the product's parts, the
// bill's colourways and lines, the person who saved), replayed through `pg` on one connection:
// what the database alone needs for the costing.
// Everything is seeded through the real API (team costing, colours, bill, parts, buyer prices).
// Each side's CPU is printed too (Atelier's process, PostgreSQL, this one): the machine is shared,
// wall times swing, CPU a request much less. Medians over BENCH_ROUNDS (3) rounds; BENCH_READS
// (100) reads of each kind a round. Not part of `npm test`.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { api, PASSWORD, signUp, startAtelier } from './atelier.mjs';
import { cpuSeconds, median, percentile, treeCpuSeconds } from './measure.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';
import { sparePort } from './spare-port.mjs';
import { recordWhile } from './sql-replay.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const READS = Number(process.env.BENCH_READS ?? 100);
const LINES = 40;
const COLOURWAYS = 4;
const KINDS = ['fabric', 'trim', 'label', 'packaging', 'thread', 'other'];
const TARGET = { costing: 1.5 };

const ms = (value) => `${value.toFixed(1)} ms`;
const times = (value) => `${value.toFixed(2)}×`;
const now = () => performance.now();

// ---------------------------------------------------------------- set-up

/** A designer owning a team with a costing currency and a rate, and a fully costed product. */
async function setUp(atelier) {
  const email = `costing-${Date.now()}@atelier.test`;
  await signUp(atelier, email);
  const session = await api(atelier.base, 'POST', 'auth/login', { email, password: PASSWORD });
  const call = (method, pathname, body) => api(atelier.base, method, pathname, body, session.token);
  const team = await call('POST', 'team', { name: 'Atelier Sud', description: 'Outerwear' });
  await call('PUT', `team/${team._id}/costing`, {
    currency: 'EUR',
    rates: [{ currency: 'USD', rate: '0.92', ratedOn: '2027-01-04' }],
  });
  const colours = [];
  for (let index = 0; index < COLOURWAYS * 2; index++) {
    const hex = (0x202020 + index * 0x1b2f13).toString(16).slice(-6).toUpperCase();
    colours.push(
      await call('POST', 'colour', {
        teamId: team._id,
        name: `Bench colour ${index + 1}`,
        code: `BC-${index + 1}`,
        hexCode: `#${hex}`,
      }),
    );
  }
  const product = await call('POST', 'product', { teamId: team._id, name: 'Field jacket' });
  const colourways = Array.from({ length: COLOURWAYS }, (_, index) => ({
    _id: randomUUID(),
    name: `Colourway ${index + 1}`,
    colourIds: [colours[index * 2]._id],
  }));
  const lines = Array.from({ length: LINES }, (_, index) => {
    const kind = KINDS[index % KINDS.length];
    return {
      _id: randomUUID(),
      kind,
      name: `${kind} ${index + 1}`,
      placement: index % 2 ? 'Body' : 'Collar',
      supplier: `Mill ${(index % 5) + 1}`,
      quantity: '1.25',
      unit: kind === 'fabric' ? 'm' : 'pcs',
      unitPrice: '3.4',
      currency: index % 2 ? 'USD' : 'EUR',
      wastePercent: '5',
      colours: Object.fromEntries(
        colourways.map((colourway, at) => [
          colourway._id,
          colours[(index + at) % colours.length]._id,
        ]),
      ),
      // One line in ten is left out of the last colourway, so that branch is costed too.
      notUsedIn: index % 10 === 9 ? [colourways.at(-1)._id] : [],
    };
  });
  await call('PUT', `product/${product._id}/bom`, { revision: 0, colourways, lines });
  await call('PUT', `product/${product._id}/costing`, {
    labour: { mode: 'amount', value: '9.5' },
    overhead: { mode: 'percent', value: '10' },
    freight: { mode: 'percent', value: '5' },
    duty: { mode: 'percent', value: '12' },
    targetCost: '30',
  });
  await call('PUT', `product/${product._id}/buyer`, {
    wholesalePrice: 65,
    retailPrice: 150,
    currency: 'EUR',
  });
  return { session, call, team, product };
}

// ---------------------------------------------------------------- the floor

/** Every statement one run of `run` sends (`sql-replay.mjs`). */
async function recordStatements(postgres, db, run) {
  return { statements: await recordWhile(postgres, db, run), times: [] };
}

/** One replay of the recorded reads, timed, each statement on its own too. */
async function replay(client, recorded) {
  const started = now();
  for (const [index, { name, text, values }] of recorded.statements.entries()) {
    const statementStarted = now();
    await client.query({ name, text, values });
    (recorded.times[index] ??= []).push(now() - statementStarted);
  }
  return now() - started;
}

// ---------------------------------------------------------------- measuring

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

async function benchCosting(postgres, atelier, setup) {
  console.log(`\n== Reading the costing of a ${LINES}-line × ${COLOURWAYS}-colourway bill`);
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  const replayer = new pg.Client({ connectionString: postgres.url });
  await replayer.connect();
  try {
    const productId = setup.product._id;
    const costingOnce = () => timed(() => setup.call('GET', `product/${productId}/costing`));
    const readOnce = () => timed(() => setup.call('GET', `product/${productId}`));

    const costing = await setup.call('GET', `product/${productId}/costing`);
    console.log(
      `the costing answers ${JSON.stringify(costing).length} bytes of JSON, ${costing.currency}` +
        `, landed: ${costing.colourways.map((colourway) => `${colourway.name} ${colourway.landed}`).join(' · ')}` +
        `; missing rates: ${costing.missingRates.join(', ') || 'none'}`,
    );

    const recorded = await recordStatements(postgres, db, costingOnce);
    const product = await recordStatements(postgres, db, readOnce);
    console.log(
      `one costing read sends ${recorded.statements.length} statements, a product read ${product.statements.length}; the floor replays the costing's`,
    );
    const floorOnce = () => replay(replayer, recorded);
    const pids = { atelier: atelier.pid, postgres: postgres.pid };

    for (let i = 0; i < 10; i++) {
      await costingOnce(); // warm-up
      await readOnce();
      await floorOnce();
    }
    recorded.times = [];
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const samples = { costing: [], read: [], floor: [] };
      for (let i = 0; i < READS; i++) {
        samples.costing.push(await withCpu(pids, costingOnce));
        samples.read.push(await withCpu(pids, readOnce));
        samples.floor.push(await withCpu(pids, floorOnce));
      }
      const figures = summarize(samples);
      rounds.push(figures);
      console.log(
        `round ${round}  p50/p95  costing ${ms(figures['costing p50'])}/${ms(figures['costing p95'])}` +
          ` · product read ${ms(figures['read p50'])}/${ms(figures['read p95'])}` +
          ` · floor ${ms(figures['floor p50'])}/${ms(figures['floor p95'])}`,
      );
    }
    const of = (key) => median(rounds.map((round) => round[key]));
    console.log(
      `medians of ${rounds.length} rounds, ${READS} requests of each a round, one at a time:`,
    );
    console.log(
      `  floor: the costing's SQL through pg   p50 ${ms(of('floor p50'))}  p95 ${ms(of('floor p95'))}`,
    );
    console.log(
      `  product read (baseline)               p50 ${ms(of('read p50'))}  p95 ${ms(of('read p95'))}`,
    );
    console.log(
      `  costing                               p50 ${ms(of('costing p50'))}  p95 ${ms(of('costing p95'))}`,
    );
    const cpu = (kind, sides) =>
      sides.map((side) => `${side} ${ms(of(`${kind} cpu ${side}`))}`).join(' + ');
    console.log('  CPU a request (mean):');
    console.log(`    costing       ${cpu('costing', ['atelier', 'postgres'])}`);
    console.log(`    product read  ${cpu('read', ['atelier', 'postgres'])}`);
    console.log(`    floor         ${cpu('floor', ['postgres', 'bench'])} (pg client)`);
    console.log('  where the floor goes (median a statement, in the order sent):');
    for (const [index, { text, values }] of recorded.statements.entries())
      console.log(
        `    ${ms(median(recorded.times[index])).padStart(8)}  ${text.replace(/\s+/g, ' ').slice(0, 90)}${values.length ? ` [${values.length} values]` : ''}`,
      );
    const ratioOf = (a, b) => median(rounds.map((round) => round[a] / round[b]));
    console.log(
      `  costing p95 / product read p95: ${times(ratioOf('costing p95', 'read p95'))} (target ≤ ${TARGET.costing}×)`,
    );
    console.log(
      `  floor p95 / product read p95: ${times(ratioOf('floor p95', 'read p95'))}` +
        ` (the costing's SQL alone, against the target's ${TARGET.costing}×); costing p95 / floor p95: ${times(ratioOf('costing p95', 'floor p95'))}`,
    );
    console.log(
      `  Atelier's CPU a costing / a product read: ${times(of('costing cpu atelier') / of('read cpu atelier'))}`,
    );
  } finally {
    await replayer.end();
    await db.end();
  }
}

// ---------------------------------------------------------------- run

const postgres = await startPrivatePostgres();
let atelier;
try {
  atelier = await startAtelier(await sparePort(), { DATABASE_URL: postgres.url });
  const setup = await setUp(atelier);
  await benchCosting(postgres, atelier, setup);
} finally {
  await atelier?.stop();
  postgres.close();
}
