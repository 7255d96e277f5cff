// The dashboard's cards at scale (issue 34), on the search benchmark's data — 1,000 teams and
// 100,000 products (bench/search/seed.mjs) — with what the cards read added (bench/dashboard/
// seed.mjs): stages, 90 days of creation, fabrics linked, three images a product, likes, shares.
// BENCH_USERS people, each in 1–3 teams, at 10 concurrent requests, going round the people:
//   product   GET product/{id} of one of their products: the baseline the target is set against.
//   cards     each card's GET, for the person's first team (`teamId`) and for all their teams.
//   floor     each card's own statement (built by the server's query code, bench/dashboard/
//             statements.mjs) replayed through a bare `pg` pool at the same concurrency: what the
//             database alone needs for it, with no HTTP, session or JSON.
// Target: each card's p95 ≤ 3 × the product read's p95. Medians over BENCH_ROUNDS (3) rounds of
// BENCH_SECONDS (4) each, the kinds taking turns within a round. Then EXPLAIN ANALYZE of each
// card's statement for the person in the most teams (BENCH_EXPLAIN=1 prints the plans whole).
// Smaller data while developing: BENCH_TEAMS, BENCH_PRODUCTS, BENCH_COMMENTS. Not part of `npm test`.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startAtelier } from './atelier.mjs';
import { CARD_NAMES, cardStatements } from './dashboard/statements.mjs';
import { seedDashboard } from './dashboard/seed.mjs';
import { load, median, percentile } from './measure.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';
import { seedSearch } from './search/seed.mjs';
import { sqlLoop } from './search/sql-loop.mjs';
import { sparePort } from './spare-port.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const TEAMS = Number(process.env.BENCH_TEAMS ?? 1000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 100);
const EXPLAIN = Boolean(process.env.BENCH_EXPLAIN);
const CONNECTIONS = 10;
const TARGET = 3;
const JWT_SECRET = randomBytes(32).toString('hex');

const ms = (value) => `${value.toFixed(1)} ms`;

/** Each person's first team and one product of it. */
async function peopleOf(db, users) {
  const people = [];
  for (const user of users) {
    const { rows } = await db.query(
      `select m.team_id, (select id from products p where p.team_id = m.team_id
         order by p.updated_at desc limit 1) as product_id
       from team_members m where m.user_id = $1 order by m.team_id limit 1`,
      [user.userId],
    );
    people.push({ ...user, teamId: rows[0].team_id, productId: rows[0].product_id });
  }
  return people;
}

/** The requests of one kind, a person each, in the order they go round. */
function pathsOf(kind, people) {
  return people.map((person) => {
    if (kind === 'product') return { person, path: `/api/v1/product/${person.productId}` };
    const [card, scope] = kind.split(':');
    const query = scope === 'team' ? `?teamId=${person.teamId}` : '';
    return { person, path: `/api/v1/dashboard/${card}${query}` };
  });
}

async function loadKind(base, requests, seconds) {
  let next = 0;
  const result = await load({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest(request) {
          const { person, path } = requests[next++ % requests.length];
          return {
            ...request,
            path,
            headers: { ...request.headers, authorization: `Bearer ${person.token}` },
          };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${requests[0].path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result.latencies;
}

async function explain(db, people) {
  const { rows } = await db.query(
    `select user_id, count(*)::int as teams from team_members
     where user_id = any($1::uuid[]) group by user_id order by teams desc, user_id limit 1`,
    [people.map((person) => person.userId)],
  );
  const person = people.find((candidate) => candidate.userId === rows[0].user_id);
  console.log(`EXPLAIN ANALYZE for a person in ${rows[0].teams} teams, planning + execution:`);
  for (const card of CARD_NAMES) {
    for (const teamId of [person.teamId, undefined]) {
      const [statement] = await cardStatements(card, person.userId, teamId);
      const plan = await db.query({
        text: `explain (analyze, buffers) ${statement.text}`,
        values: statement.values,
      });
      const lines = plan.rows.map((row) => row['QUERY PLAN']);
      const time = (label) =>
        Number(lines.find((line) => line.startsWith(label))?.match(/([\d.]+) ms/)?.[1]);
      const seqScans = lines
        .filter((line) =>
          /Seq Scan on (products|product_comments|media_files|product_fabrics|product_items)\b/.test(
            line,
          ),
        )
        .map((line) =>
          line
            .trim()
            .replace(/^->\s*/, '')
            .replace(/\s+\(cost.*$/, ''),
        );
      console.log(
        `  ${`${card} ${teamId ? 'team' : 'all'}`.padEnd(22)} ${ms(time('Planning Time'))} + ${ms(time('Execution Time'))}` +
          (seqScans.length ? `; seq scans: ${seqScans.join(', ')}` : ''),
      );
      if (EXPLAIN) console.log(lines.map((line) => `    ${line}`).join('\n'));
    }
  }
}

async function main() {
  console.log(
    `PostgreSQL: ${TEAMS} teams, ${PRODUCTS} products, ${COMMENTS} comments, ${USERS} people`,
  );
  const postgres = await startPrivatePostgres();
  const db = new pg.Client({ connectionString: postgres.url });
  const pool = new pg.Pool({ connectionString: postgres.url, max: CONNECTIONS });
  let atelier;
  try {
    await db.connect();
    const seeded = await seedSearch({
      databaseUrl: postgres.url,
      jwtSecret: JWT_SECRET,
      teams: TEAMS,
      products: PRODUCTS,
      comments: COMMENTS,
      users: USERS,
    });
    const extra = await seedDashboard(postgres.url);
    console.log(`generated in ${(seeded.seconds + extra).toFixed(1)} s`);
    const people = await peopleOf(db, seeded.users);
    atelier = await startAtelier(await sparePort(), { DATABASE_URL: postgres.url, JWT_SECRET });

    const kinds = ['product', ...CARD_NAMES.flatMap((card) => [`${card}:team`, `${card}:all`])];
    const requests = Object.fromEntries(kinds.map((kind) => [kind, pathsOf(kind, people)]));
    const floors = {};
    for (const kind of kinds.slice(1)) {
      const [card, scope] = kind.split(':');
      floors[kind] = await Promise.all(
        people.map((person) =>
          cardStatements(card, person.userId, scope === 'team' ? person.teamId : undefined),
        ),
      );
    }
    await explain(db, people);

    for (const kind of kinds) await loadKind(atelier.base, requests[kind], 1); // warm-up
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const figures = {};
      for (const kind of kinds) {
        figures[kind] = percentile(await loadKind(atelier.base, requests[kind], SECONDS), 0.95);
        if (floors[kind]) {
          const bare = await sqlLoop(pool, floors[kind], {
            connections: CONNECTIONS,
            seconds: SECONDS / 2,
          });
          figures[`${kind} floor`] = percentile(bare.latencies, 0.95);
        }
      }
      rounds.push(figures);
      console.log(
        `round ${round}  p95 product ${ms(figures.product)} · ` +
          kinds
            .slice(1)
            .map((kind) => `${kind} ${ms(figures[kind])}`)
            .join(' · '),
      );
    }
    report(kinds, rounds);
  } finally {
    await atelier?.stop();
    await pool.end();
    await db.end();
    postgres.close();
  }
}

function report(kinds, rounds) {
  const of = (key) => median(rounds.map((round) => round[key]));
  const product = of('product');
  console.log(`\nmedians of ${rounds.length} rounds at ${CONNECTIONS} concurrent requests, p95:`);
  console.log(`  product read (baseline)   ${ms(product)}`);
  for (const kind of kinds.slice(1)) {
    const card = of(kind);
    const floor = of(`${kind} floor`);
    const ratio = card / product;
    const floorRatio = floor / product;
    console.log(
      `  ${kind.padEnd(24)}  ${ms(card).padStart(9)}  ${ratio.toFixed(2)}× the product read ` +
        `(target ≤ ${TARGET}×: ${ratio <= TARGET ? 'met' : 'not met'}); its SQL alone ${ms(floor)}, ${floorRatio.toFixed(2)}×` +
        (floorRatio > TARGET ? ' — the target sits below the floor' : ''),
    );
  }
}

await main();
