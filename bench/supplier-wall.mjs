// A supplier's wall against a member's over the same data (issue 47: p95 ≤ 1.3× the member's),
// on a private PostgreSQL: 100,000 products in 1,000 teams; the brand's team holds 5,000 products,
// 500 of them assigned to its supplier "Lucky Garments". A member holding canViewProducts and the
// supplier's person each read the first wall page of 50 (GET product/productFilter?teamId&limit=50)
// at CONNECTIONS connections, in alternating rounds; the ratio is the median over the rounds of the
// supplier's p95 over the member's.
//
// The floor: each page's statements are recorded from PostgreSQL's log and replayed by a bare
// Fastify + pg route (bench/sql-replay.mjs), measured the same way: the supplier's page over the
// member's with Atelier taking no part. If the target sits below that ratio, the narrow scope's SQL
// itself is what costs, and the figures say so.
// Not part of `npm test`.
import pg from 'pg';
import { api, signUp, startAtelier } from './atelier.mjs';
import { load, median, percentile } from './measure.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';
import { recordStatements, startBare } from './sql-replay.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TEAMS = 1000;
const PER_TEAM = 100;
const OWN = 5000;
const ASSIGNED_EVERY = 10;

async function seed(atelier, db) {
  const ownerToken = await signUp(atelier, 'brand@example.com');
  const team = await api(
    atelier.base,
    'POST',
    'team',
    { name: 'Brand', description: 'SS27' },
    ownerToken,
  );
  const memberToken = await signUp(atelier, 'member@example.com');
  const supplierToken = await signUp(atelier, 'factory@example.com');
  const started = performance.now();
  await db.query(
    `insert into users (email, first_name, status) values ('other@example.com', 'Other', 'active')`,
  );
  await db.query(`insert into teams (name, created_by)
    select 'Team ' || n, (select id from users where email = 'other@example.com')
    from generate_series(2, ${TEAMS}) n`);
  await db.query(
    `insert into products (team_id, name, description, stage, created_by, created_at)
    select t.id, 'Design ' || n, 'A design of the bench', 'design', t.created_by, now() - n * interval '1 minute'
    from teams t cross join generate_series(1, ${PER_TEAM}) n where t.id <> $1`,
    [team._id],
  );
  await db.query(
    `insert into products (team_id, name, description, stage, created_by, created_at)
    select $1, 'Brand design ' || n, 'A design of the brand', 'sampling',
      (select id from users where email = 'brand@example.com'), now() - n * interval '1 minute'
    from generate_series(1, ${OWN}) n`,
    [team._id],
  );
  await db.query(
    `insert into team_members (team_id, user_id, permission_arr, status)
    values ($1, (select id from users where email = 'member@example.com'), '["canViewProducts","canViewComments"]', 'active')`,
    [team._id],
  );
  const supplier = await db.query(
    `insert into suppliers (team_id, name) values ($1, 'Lucky Garments') returning id`,
    [team._id],
  );
  const supplierId = supplier.rows[0].id;
  await db.query(
    `insert into supplier_people (team_id, supplier_id, user_id)
    values ($1, $2, (select id from users where email = 'factory@example.com'))`,
    [team._id, supplierId],
  );
  await db.query(
    `insert into product_suppliers (product_id, supplier_id, team_id)
    select id, $2, $1 from (select id, row_number() over (order by created_at desc) n
      from products where team_id = $1) p where n % ${ASSIGNED_EVERY} = 0`,
    [team._id, supplierId],
  );
  await db.query('analyze');
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { teamId: team._id, memberToken, supplierToken };
}

async function measure(name, url, token) {
  const result = await load({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { perSecond: result.requests.average, p95: percentile(result.latencies, 0.95) };
}

const postgres = await startPrivatePostgres();
const db = new pg.Client({ connectionString: postgres.url });
await db.connect();
const atelier = await startAtelier(3231, { DATABASE_URL: postgres.url });
const bares = [];
try {
  const { teamId, memberToken, supplierToken } = await seed(atelier, db);
  const url = `${atelier.base}/api/v1/product/productFilter?teamId=${teamId}&limit=50&page=1`;
  const page = (token) =>
    api(
      atelier.base,
      'GET',
      `product/productFilter?teamId=${teamId}&limit=50&page=1`,
      undefined,
      token,
    );
  const [memberPage, supplierPage] = [await page(memberToken), await page(supplierToken)];
  if (memberPage.length !== 50 || supplierPage.length !== 50)
    throw new Error(`pages of ${memberPage.length} and ${supplierPage.length} products`);
  if (!supplierPage.every((product) => /Brand design/.test(product.name)))
    throw new Error('the supplier sees a product of another team');

  // The floor: each page's own statements, replayed without Atelier.
  const memberSql = await recordStatements(postgres, db, url, memberToken);
  const supplierSql = await recordStatements(postgres, db, url, supplierToken);
  console.log(`statements per page: member ${memberSql.length}, supplier ${supplierSql.length}`);
  if (process.env.BENCH_EXPLAIN)
    for (const [who, statements] of [
      ['member', memberSql],
      ['supplier', supplierSql],
    ])
      for (const { text, values } of statements) {
        const plan = await db.query({ text: `explain analyze ${text}`, values });
        console.log(`-- ${who}: ${text.replace(/\s+/g, ' ').slice(0, 160)}…`);
        console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
  const bareMember = await startBare(3232, postgres.url, memberSql);
  bares.push(bareMember);
  const bareSupplier = await startBare(3233, postgres.url, supplierSql);
  bares.push(bareSupplier);

  for (const [name, target, token] of [
    ['member', url, memberToken],
    ['supplier', url, supplierToken],
    ['bare member', bareMember.url],
    ['bare supplier', bareSupplier.url],
  ])
    await measure(name, target, token); // warm-up
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const member = await measure('member', url, memberToken);
    const supplier = await measure('supplier', url, supplierToken);
    const bareM = await measure('bare member', bareMember.url);
    const bareS = await measure('bare supplier', bareSupplier.url);
    rounds.push({ member, supplier, bareM, bareS });
    console.log(
      `round ${round}  p95 member ${member.p95.toFixed(1)} ms, supplier ${supplier.p95.toFixed(1)} ms` +
        ` · bare ${bareM.p95.toFixed(1)} / ${bareS.p95.toFixed(1)} ms` +
        ` · pages/s ${Math.round(member.perSecond)} / ${Math.round(supplier.perSecond)}`,
    );
  }
  const of = (pick) => median(rounds.map(pick));
  console.log(
    `supplier / member  p95 ${of((r) => r.supplier.p95 / r.member.p95).toFixed(2)}× (target ≤ 1.3), pages/s ${of((r) => r.supplier.perSecond / r.member.perSecond).toFixed(2)}×`,
  );
  console.log(
    `floor (bare SQL)   p95 ${of((r) => r.bareS.p95 / r.bareM.p95).toFixed(2)}×, pages/s ${of((r) => r.bareS.perSecond / r.bareM.perSecond).toFixed(2)}× — the same pages with Atelier taking no part`,
  );
} finally {
  for (const bare of bares) await bare.stop();
  await atelier.stop();
  await db.end();
  postgres.close();
}
