// The rows bench/search.mjs searches, written straight into a migrated database with set-based SQL
// (insert … select generate_series; nothing row by row from Node): teams, each with its owner;
// products named from a fashion vocabulary, so words repeat as they do in a real studio ("pleated
// linen skirt", "oversized wool coat"); comments drawn from a few sentences about fittings,
// samples and suppliers, one in ten saying "supplier asked"; the bench's users, each an active
// member of 1–3 teams with the permissions to read products and comments, each with a session
// token issued by the app's own token code; and, if asked, `teammates` more members in each team
// who do not search. Works on PostgreSQL and on PGlite alike.
import { register } from 'tsx/esm/api';

register();
const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../../apps/server/src/db/client.ts');
const { createTokens } = await import('../../apps/server/src/platform/auth/tokens.ts');

/** A SQL array literal of words. */
const words = (list) => `array[${list.map((word) => `'${word}'`).join(', ')}]`;

const MODIFIERS = words([
  'pleated',
  'oversized',
  'cropped',
  'tailored',
  'relaxed',
  'wrap',
  'belted',
  'quilted',
  'ribbed',
  'double-breasted',
  'slim',
  'wide-leg',
  'boxy',
  'draped',
]);
const MATERIALS = words([
  'linen',
  'wool',
  'cotton',
  'silk',
  'cashmere',
  'denim',
  'leather',
  'velvet',
  'tweed',
  'satin',
  'jersey',
  'corduroy',
  'chiffon',
  'organza',
  'mohair',
  'suede',
  'poplin',
]);
const GARMENTS = words([
  'shirt',
  'coat',
  'skirt',
  'dress',
  'trousers',
  'blazer',
  'jacket',
  'cardigan',
  'sweater',
  'scarf',
  'jumpsuit',
  'blouse',
  'parka',
  'shorts',
  'gilet',
  'trench',
  'waistcoat',
  'hoodie',
  'kimono',
]);
const FITS = words([
  'Relaxed fit',
  'Close fit',
  'Easy shape',
  'Sharp cut',
  'Soft drape',
  'Boxy cut',
]);
const FINISHES = words(['washed', 'brushed', 'garment-dyed', 'sanded', 'enzyme-washed', 'raw']);
const DETAILS = words([
  'mother-of-pearl buttons',
  'a concealed placket',
  'patch pockets',
  'a storm flap',
  'horn buttons',
  'French seams',
  'a half lining',
  'a drawstring waist',
  'raglan sleeves',
  'a notch lapel',
]);
const COLOURS = words(['ecru', 'navy', 'camel', 'olive', 'burgundy', 'charcoal', 'sage', 'rust']);
const FIRST_NAMES = words([
  'Ada',
  'Lina',
  'Marco',
  'Yuki',
  'Noor',
  'Elena',
  'Tom',
  'Priya',
  'Jonas',
  'Chloe',
  'Kofi',
  'Ines',
]);
const LAST_NAMES = words([
  'Collins',
  'Moreau',
  'Tanaka',
  'Haddad',
  'Rossi',
  'Okafor',
  'Lindqvist',
  'Patel',
  'Berg',
  'Garcia',
  'Novak',
]);

/** The word at (n × a) mod the list's length, 1-based as SQL arrays are. */
const pick = (list, n, a) => `(${list})[1 + ((${n}) * ${a}) % cardinality(${list})]`;

/** The ten sentences a comment is made of; `c` numbers the comment, so each varies its words. */
function commentText(c) {
  const material = pick(MATERIALS, c, 7);
  const garment = pick(GARMENTS, c, 11);
  const detail = pick(DETAILS, c, 13);
  const colour = pick(COLOURS, c, 5);
  const sentences = [
    `'The supplier asked for a heavier ' || ${material} || ' weight before they cut.'`,
    `'Can we move the ' || ${detail} || ' higher on the ' || ${garment} || '?'`,
    `'Sample arrived: the ' || ${garment} || ' fits small across the shoulders.'`,
    `'Approved the ' || ${colour} || ' lab dip for the ' || ${material} || ' version.'`,
    `'Please check the lining of the ' || ${garment} || ' before the fitting on Thursday.'`,
    `'Swap ' || ${detail} || ' for something quieter, it fights the ' || ${material} || '.'`,
    `'Factory quoted a new price for the ' || ${material} || ' order, about 8% up.'`,
    `'Pattern graded to size 16, waiting for the second ' || ${garment} || ' sample.'`,
    `'Love the drape of this ' || ${material} || ' in ' || ${colour} || '.'`,
    `'The supplier sent new ' || ${material} || ' swatches, the ' || ${colour} || ' one is closest.'`,
  ];
  return `(array[${sentences.join(', ')}])[1 + ((${c}) * 3 + (${c}) / 10) % 10]`;
}

/**
 * Migrates the database (PostgreSQL at `databaseUrl`, else PGlite in `dataDir`) and fills it.
 * Resolves with the generation's seconds and one `{ userId, token }` per bench user.
 */
export async function seedSearch({
  databaseUrl,
  dataDir,
  jwtSecret,
  teams,
  products,
  comments,
  users,
  teammates = 0,
  colours = 0,
}) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await database.migrate();
    const { db } = database;
    const run = (text) => db.execute(sql.raw(text));
    const started = performance.now();
    await run(`insert into users (email, first_name, last_name, status)
      select 'owner' || n || '@bench.test', ${pick(FIRST_NAMES, 'n', 5)},
        ${pick(LAST_NAMES, 'n', 7)}, 'active'
      from generate_series(1, ${teams}) n`);
    await run(`insert into teams (name, description, created_by)
      select 'Studio ' || lpad(n::text, 4, '0'), 'Womenswear and accessories', u.id
      from generate_series(1, ${teams}) n join users u on u.email = 'owner' || n || '@bench.test'`);
    await run(`insert into users (email, first_name, last_name, status)
      select 'searcher' || n || '@bench.test', ${pick(FIRST_NAMES, 'n', 1)},
        ${pick(LAST_NAMES, 'n', 3)}, 'active'
      from generate_series(1, ${users}) n`);
    // Searcher n belongs to 1 + n % 3 teams, spread over all of them.
    await run(`insert into team_members (team_id, user_id, permission_arr, status)
      select t.id, u.id, '["canViewProducts","canViewComments"]', 'active'
      from generate_series(1, ${users}) n
        cross join lateral (values (1, 1 + (n - 1) % ${teams}), (2, 1 + (n * 7) % ${teams}),
          (3, 1 + (n * 31 + 5) % ${teams})) k(i, team)
        join teams t on t.name = 'Studio ' || lpad(k.team::text, 4, '0')
        join users u on u.email = 'searcher' || n || '@bench.test'
      where k.i <= 1 + n % 3
      on conflict do nothing`);
    // Teammates who do not search: the people a search for a name goes through.
    await run(`insert into users (email, first_name, last_name, status)
      select 'teammate' || n || '@bench.test', ${pick(FIRST_NAMES, 'n', 7)},
        ${pick(LAST_NAMES, 'n', 5)}, 'active'
      from generate_series(1, ${teams * teammates}) n`);
    await run(`insert into team_members (team_id, user_id, permission_arr, status)
      select t.id, u.id, '["canViewProducts"]', 'active'
      from generate_series(1, ${teams * teammates}) n
        join teams t on t.name = 'Studio ' || lpad((1 + (n - 1) % ${teams})::text, 4, '0')
        join users u on u.email = 'teammate' || n || '@bench.test'`);
    const mark = (label) => console.log(`  ${label} (${elapsed(started)})`);
    await run(`insert into products (team_id, name, description, created_by, created_at, updated_at)
      select t.id,
        initcap(${pick(MODIFIERS, 'g', 7)}) || ' ' || ${pick(MATERIALS, 'g', 11)} || ' '
          || ${pick(GARMENTS, 'g', 13)},
        ${pick(FITS, 'g', 5)} || ' in ' || ${pick(FINISHES, 'g', 3)} || ' '
          || ${pick(MATERIALS, 'g', 11)} || ' with ' || ${pick(DETAILS, 'g', 17)} || '.',
        t.created_by, now() - g * interval '1 minute', now() - g * interval '1 minute'
      from generate_series(1, ${products}) g
        join (select id, created_by, row_number() over (order by name) as n from teams) t
          on t.n = 1 + (g - 1) % ${teams}`);
    mark(`${products} products`);
    await run(`insert into product_comments (product_id, author_id, text, created_at)
      select p.id, p.created_by, ${commentText('c')}, now() - c * interval '10 seconds'
      from generate_series(1, ${comments}) c
        join (select id, created_by, row_number() over (order by id) as n from products) p
          on p.n = 1 + (c - 1) % ${products}`);
    mark(`${comments} comments`);
    // Each team's colour library: `colours` swatches spread over the hues, one in five a red, and
    // every product wearing one of its team's colours (what a hex search finds).
    if (colours > 0) {
      await run(`insert into colours (team_id, name, code, hex_code)
        select t.id, 'Colour ' || k, 'C-' || k,
          '#' || upper(case when k % 5 = 0
            then lpad(to_hex(150 + (k * 7) % 90), 2, '0') || lpad(to_hex(20 + (k * 3) % 40), 2, '0')
              || lpad(to_hex(20 + (k * 11) % 40), 2, '0')
            else lpad(to_hex((k * 2654435) % 16777216), 6, '0') end)
        from teams t cross join generate_series(1, ${colours}) k`);
      await run(`insert into product_colours (product_id, colour_id)
        select p.id, c.id
        from (select id, team_id, row_number() over (partition by team_id order by id) as n
              from products) p
          join (select id, team_id, row_number() over (partition by team_id order by id) as k
                from colours) c
            on c.team_id = p.team_id and c.k = 1 + (p.n - 1) % ${colours}`);
      mark(`${colours} colours a team, one on each product`);
      await run('analyze');
    }
    await run('analyze');
    const seconds = (performance.now() - started) / 1000;
    const tokens = createTokens(jwtSecret, db);
    const { rows } = await db.execute(
      sql`select id from users where email like 'searcher%' order by id`,
    );
    const people = [];
    for (const { id } of rows) people.push({ userId: id, token: await tokens.issue(db, id) });
    return { seconds, users: people };
  } finally {
    await database.close();
  }
}

const elapsed = (started) => `${((performance.now() - started) / 1000).toFixed(1)} s`;
