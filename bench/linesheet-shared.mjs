// A live line sheet's public read (issue 43 §2) beside the wall: a team of BENCH_PRODUCTS (1,000)
// products, each with a priced buyer card and a cover image, seeded straight into the tables of a
// private PostgreSQL server. Measured with autocannon in alternating rounds, each request from its
// own client address (X-Forwarded-For behind TRUST_PROXY, so the per-address limit never trips):
//   wall     GET product?teamId&limit=100: a member's wall page of 100 cards, the yardstick
//   shared   GET linesheet/shared?token&page=1: the first page a buyer reads (50 cards)
//   deep     GET linesheet/shared?token&page=20: the last page of the 1,000
// Reported: Node CPU per request (the server's own /proc time over the requests it answered),
// p95, and the CPU of reading the whole sheet page by page (20 pages) — what one request cost
// before the read was paged. Not part of `npm test`.
import pg from 'pg';
import { api, signUp, startAtelier } from './atelier.mjs';
import { cpuSeconds, load, median, percentile, untilIdle } from './measure.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONNECTIONS = 8;

async function seed(atelier, db) {
  const token = await signUp(atelier, 'sheet@example.com');
  const team = await api(
    atelier.base,
    'POST',
    'team',
    { name: 'Bench', description: 'Bench' },
    token,
  );
  await db.query(
    `insert into products (team_id, name, sizes, composition, wholesale_price, retail_price,
       price_currency, delivery_from, delivery_to, style_number, created_by, created_at)
     select $1, 'Linen camp shirt ' || n, '{XS,S,M,L,XL}', '55% linen, 45% cotton',
       42.5, 119, 'EUR', date '2027-02-01', date '2027-03-15', 'SS27-' || lpad(n::text, 4, '0'),
       (select created_by from teams where id = $1), now() - n * interval '1 minute'
     from generate_series(1, ${PRODUCTS}) n`,
    [team._id],
  );
  await db.query(
    `insert into media_files (path, content_type, bytes, status, team_id)
     select 'products/' || p.id || '/shirt.png', 'image/png', 200000, 'ready', p.team_id
     from products p where p.team_id = $1`,
    [team._id],
  );
  await db.query(
    `insert into product_items (product_id, kind, name, path, ext, size)
     select p.id, 'file', 'shirt.png', 'products/' || p.id || '/shirt.png', 'png', 200000
     from products p where p.team_id = $1`,
    [team._id],
  );
  await db.query('analyze');
  const link = await api(
    atelier.base,
    'POST',
    'linesheet/link',
    { teamId: team._id, title: 'SS27 for buyers', expiresInDays: 30 },
    token,
  );
  return { token, teamId: team._id, sheetToken: link.url.split('/linesheet/')[1] };
}

let address = 0;
/** A new client address per request: 10.x.y.z. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function measure(pid, url, token, amount = REQUESTS) {
  const before = cpuSeconds(pid);
  const result = await load({
    url,
    connections: CONNECTIONS,
    amount,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            'x-forwarded-for': nextAddress(),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        }),
      },
    ],
  });
  const answered = result['2xx'];
  if (answered !== amount) throw new Error(`${url}: ${amount - answered} requests failed`);
  return {
    cpuMs: ((cpuSeconds(pid) - before) * 1000) / answered,
    p95: percentile(result.latencies, 0.95),
  };
}

const postgres = await startPrivatePostgres();
const db = new pg.Client({ connectionString: postgres.url });
await db.connect();
const atelier = await startAtelier(3231, { DATABASE_URL: postgres.url, TRUST_PROXY: '1' });
try {
  const { token, teamId, sheetToken } = await seed(atelier, db);
  const wallUrl = `${atelier.base}/api/v1/product?teamId=${teamId}&limit=100&page=1`;
  const shared = (page) =>
    `${atelier.base}/api/v1/linesheet/shared?token=${encodeURIComponent(sheetToken)}&page=${page}`;
  const first = await fetch(shared(1)).then((response) => response.json());
  // A server from before the read was paged answers every product at once: its one read is then
  // the whole sheet (BENCH on an older commit, for the figure it replaced).
  const paged = first.data.total !== undefined;
  if (paged && (first.data.products.length !== 50 || first.data.total !== PRODUCTS))
    throw new Error(`the first page: ${first.data.products.length} of ${first.data.total}`);
  if (!paged) console.log(`unpaged server: one read holds ${first.data.products.length} products`);
  const lastPage = paged ? Math.ceil(PRODUCTS / 50) : 1;

  for (const url of [wallUrl, shared(1), shared(lastPage)])
    await measure(atelier.pid, url, token, 100);
  await untilIdle(atelier.pid, { quietSeconds: 2, maxSeconds: 20 });
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const wall = await measure(atelier.pid, wallUrl, token);
    const page = await measure(atelier.pid, shared(1));
    const deep = await measure(atelier.pid, shared(lastPage));
    rounds.push({ wall, page, deep });
    console.log(
      `round ${round}  CPU ms a request: wall ${wall.cpuMs.toFixed(1)}, shared page 1 ${page.cpuMs.toFixed(1)}, page ${lastPage} ${deep.cpuMs.toFixed(1)}` +
        ` · p95 ${wall.p95.toFixed(0)} / ${page.p95.toFixed(0)} / ${deep.p95.toFixed(0)} ms`,
    );
  }
  const of = (pick) => median(rounds.map(pick));
  const wallCpu = of((r) => r.wall.cpuMs);
  const pageCpu = of((r) => r.page.cpuMs);
  console.log(`wall page of 100     ${wallCpu.toFixed(1)} ms CPU a request`);
  console.log(
    `shared page of 50    ${pageCpu.toFixed(1)} ms CPU a request (${(pageCpu / wallCpu).toFixed(2)}× the wall page)`,
  );
  console.log(`shared last page     ${of((r) => r.deep.cpuMs).toFixed(1)} ms CPU a request`);
  console.log(
    `whole sheet          ${(pageCpu * lastPage).toFixed(0)} ms CPU for all ${PRODUCTS} products (${lastPage} requests)`,
  );
} finally {
  await atelier.stop();
  await db.end();
  postgres.close();
}
