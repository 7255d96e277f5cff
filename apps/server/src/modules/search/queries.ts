/**
 * Global search's SQL (issue 33). Each kind is one SELECT over its own table, scoped in its WHERE
 * clause by the fragment of `policy/visibility.ts` its own list uses, so no row of a team the user
 * may not list is ever read; the kinds are joined in one statement that ranks and pages them in the
 * database and counts each kind. Full text goes through the stored `search_vector` documents
 * (migration 0028, GIN); names also match as a substring or, from five characters on, with one
 * letter wrong (trigrams).
 */
import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { SEARCH_KINDS, type SearchKind } from '@atelier/domain';
import { rows, type Executor } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import {
  isProductTeam,
  isVisibleComment,
  isVisibleProduct,
  isVisibleMessage,
  isVisibleReminder,
  isVisibleTask,
  isVisibleTeam,
  tokenTeamsOf,
} from '../policy/visibility.ts';

export interface SearchTerms {
  userId: string;
  /** The words, as typed, for websearch_to_tsquery and the name matches. */
  text: string;
  /** The same words for to_tsquery, the last as a prefix (`'linen' & 'shi':*`); null if unsafe. */
  prefix: string | null;
  /** The words to find, without `-word`s, quotes and `or`: what a name may match one letter off. */
  wanted: string;
  /** The `-word`s (and `-"phrases"`), one a line: a name holding one, even nearly, is out. */
  unwanted: string;
  kinds: readonly SearchKind[];
  teamId?: string;
  teamName?: string;
  limit: number;
  offset: number;
}

export interface SearchRow {
  kind: SearchKind;
  id: string;
  team_id: string;
  team_name: string;
  title: string;
  snippet: string;
  at: Date;
  /** The product a comment or file belongs to, a message's conversation, a catalogue's kind. */
  ref: string | null;
  /** An image comment's file, a file's extension, a colour's hex. */
  detail: string | null;
}

/** Substring match, safe for any text: `%`, `_` and `\` stand for themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/gu, '\\$&')}%`;

/** One letter wrong still finds a name, but only in words long enough for trigrams to say so. */
const TYPO_MIN_LENGTH = 5;
const TYPO_SIMILARITY = 0.5;

/**
 * A search's values, as the placeholders its statement takes: the statement depends only on the
 * search's shape (`shapeOf`), so it is built and planned once per shape.
 */
const P = {
  userId: sql.placeholder('userId'),
  text: sql.placeholder('text'),
  prefix: sql.placeholder('prefix'),
  pattern: sql.placeholder('pattern'),
  teamId: sql.placeholder('teamId'),
  teamPattern: sql.placeholder('teamPattern'),
  wanted: sql.placeholder('wanted'),
  unwanted: sql.placeholder('unwanted'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
} satisfies Record<string, Placeholder>;

const hasTypos = (terms: SearchTerms) => [...terms.wanted].length >= TYPO_MIN_LENGTH;
const hasUnwanted = (terms: SearchTerms) => terms.unwanted !== '';

function matchers(terms: SearchTerms) {
  const query = terms.prefix
    ? sql`(websearch_to_tsquery('english', ${P.text}) || to_tsquery('english', ${P.prefix}))`
    : sql`websearch_to_tsquery('english', ${P.text})`;
  const pattern = P.pattern;
  const typos = hasTypos(terms);
  /** A name that contains the text or matches it as words. */
  const named = (column: SQL) =>
    sql`(${column} ilike ${pattern} or to_tsvector('english', ${column}) @@ ${query})`;
  /**
   * A name holding none of the `-word`s: not as a substring, nor (a word of five letters or more)
   * one letter off — so the near match cannot bring back what the search left out. A `-"phrase"`
   * is left out as typed only.
   */
  const clean = (column: SQL) =>
    hasUnwanted(terms)
      ? sql`not exists (select 1 from regexp_split_to_table(${P.unwanted}, '\n') as unwanted(word)
          where strpos(lower(${column}), lower(unwanted.word)) > 0
            or (length(unwanted.word) >= ${TYPO_MIN_LENGTH} and strpos(unwanted.word, ' ') = 0
              and word_similarity(unwanted.word, ${column}) >= ${TYPO_SIMILARITY}))`
      : sql`true`;
  /**
   * The same, or (when long enough) the words to find one letter off: for what is shown as the
   * hit itself. The near match reads only the words to find; a name a `-word` excludes, as typed
   * or nearly, is never a hit (`clean`), however else it matched.
   */
  const name = (column: SQL) =>
    typos
      ? sql`(${named(column)} or word_similarity(${P.wanted}, ${column}) >= ${TYPO_SIMILARITY})
          and ${clean(column)}`
      : sql`${named(column)} and ${clean(column)}`;
  const nameScore = (column: SQL) => sql`word_similarity(${P.wanted}, ${column})`;
  const exact = (column: SQL) => sql`lower(${column}) = lower(${P.text})`;
  return { query, pattern, named, name, clean, nameScore, exact };
}

/** Whether the kind is asked for; with no kinds, every kind is. */
const wants = (terms: SearchTerms, kind: SearchKind) =>
  terms.kinds.length === 0 || terms.kinds.includes(kind);

/** The team filter's values: the statement's placeholders, or (for a one-off query) the values. */
type TeamValues = { teamId: unknown; teamPattern: unknown };
const teamValues = (terms: SearchTerms): TeamValues => ({
  teamId: terms.teamId,
  teamPattern: terms.teamName ? likePattern(terms.teamName) : undefined,
});

/** The team filter (`teamId`, `team:<name>`) on a row's team column; the scope stays as well. */
function teamFilter(terms: SearchTerms, teamId: SQL, values: TeamValues = P): SQL {
  const parts: SQL[] = [];
  if (terms.teamId) parts.push(sql`${teamId} = ${values.teamId}`);
  if (terms.teamName) {
    parts.push(sql`${teamId} in (select id from teams where name ilike ${values.teamPattern})`);
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

function kindQueries(terms: SearchTerms): SQL[] {
  const userId = P.userId;
  const m = matchers(terms);
  const selects: SQL[] = [];
  const add = (kind: SearchKind, select: SQL) => {
    if (wants(terms, kind)) selects.push(select);
  };

  // The catalogue entries whose names match, for products linked to them (no typos: a product
  // found through a near name of one of its tags would puzzle).
  const linked = sql`
    select pl.product_id from product_tags pl join tags e on e.id = pl.tag_id
      where ${isVisibleTeam(sql`e.team_id`, userId)} and ${m.named(sql`e.name`)}
    union select pl.product_id from product_fabrics pl join fabrics e on e.id = pl.fabric_id
      where ${isVisibleTeam(sql`e.team_id`, userId)} and ${m.named(sql`e.name`)}
    union select pl.product_id from product_colours pl join colours e on e.id = pl.colour_id
      where ${isVisibleTeam(sql`e.team_id`, userId)} and ${m.named(sql`e.name`)}`;
  const entryOf = (table: string) =>
    sql`select e.id from ${sql.raw(table)} e
      where ${isVisibleTeam(sql`e.team_id`, userId)} and ${m.named(sql`e.name`)}`;
  add(
    'product',
    sql`select 'product' as kind, p.id, p.team_id, p.name as title,
        case when p.description = '' then p.name else p.description end as body,
        ${m.exact(sql`p.name`)} as exact,
        greatest(ts_rank_cd(p.search_vector, ${m.query}), ${m.nameScore(sql`p.name`)}) as score,
        p.updated_at as at, null::text as ref, null::text as detail
      from products p
      where ${isVisibleProduct({ id: sql`p.id`, teamId: sql`p.team_id` }, userId)}
        and ${teamFilter(terms, sql`p.team_id`)}
        and (p.search_vector @@ ${m.query} or ${m.name(sql`p.name`)}
          or p.id in (${linked})
          or p.category_id in (${entryOf('categories')})
          or p.sub_category_id in (${entryOf('sub_categories')})
          or p.season_id in (${entryOf('seasons')}))
        and ${m.clean(sql`p.name`)}`,
  );
  add(
    'comment',
    sql`select 'comment', c.id, p.team_id, p.name, c.text, false,
        ts_rank_cd(c.search_vector, ${m.query}), c.created_at, p.id::text, c.file_id::text
      from product_comments c join products p on p.id = c.product_id
      where ${isVisibleComment(
        { productId: sql`p.id`, teamId: sql`p.team_id`, visibility: sql`c.visibility` },
        userId,
      )} and ${teamFilter(terms, sql`p.team_id`)}
        and c.search_vector @@ ${m.query}`,
  );
  add(
    'file',
    sql`select 'file', i.id, p.team_id, i.name, i.name, ${m.exact(sql`i.name`)},
        ${m.nameScore(sql`i.name`)}, i.created_at, p.id::text, i.ext
      from product_items i join products p on p.id = i.product_id
      where ${isProductTeam(sql`p.team_id`, userId)} and ${teamFilter(terms, sql`p.team_id`)}
        and i.kind = 'file' and ${m.name(sql`i.name`)}`,
  );
  add(
    'colour',
    sql`select 'colour', c.id, c.team_id, c.name, c.code || ' · ' || c.hex_code,
        ${m.exact(sql`c.name`)} or ${m.exact(sql`c.code`)},
        greatest(${m.nameScore(sql`c.name`)}, ${m.nameScore(sql`c.code`)}), c.updated_at,
        null, c.hex_code
      from colours c
      where ${isVisibleTeam(sql`c.team_id`, userId)} and ${teamFilter(terms, sql`c.team_id`)}
        and (${m.name(sql`c.name`)} or c.code ilike ${m.pattern}) and ${m.clean(sql`c.name`)}`,
  );
  if (wants(terms, 'catalogue')) {
    for (const [table, entry] of CATALOGUE_TABLES) {
      selects.push(
        sql`select 'catalogue', e.id, e.team_id, e.name, e.name, ${m.exact(sql`e.name`)},
            ${m.nameScore(sql`e.name`)}, e.updated_at, ${entry}, null
          from ${sql.raw(table)} e
          where ${isVisibleTeam(sql`e.team_id`, userId)} and ${teamFilter(terms, sql`e.team_id`)}
            and ${m.name(sql`e.name`)}`,
      );
    }
  }
  // A team's points of measure (issue 45), for those who may view its products (the library's own
  // scope): by code and name as typed, substring or nearly, and how to measure by its words.
  add(
    'pom',
    sql`select 'pom', po.id, po.team_id, po.code || ' ' || po.name,
        case when po.how_to_measure = '' then po.name else po.how_to_measure end,
        ${m.exact(sql`po.code`)} or ${m.exact(sql`po.name`)},
        greatest(ts_rank_cd(po.search_vector, ${m.query}), ${m.nameScore(sql`po.name`)},
          ${m.nameScore(sql`po.code`)}), po.updated_at, po.code, null
      from poms po
      where ${isProductTeam(sql`po.team_id`, userId)} and ${teamFilter(terms, sql`po.team_id`)}
        and (po.search_vector @@ ${m.query} or ${m.name(sql`po.name`)}
          or po.code ilike ${m.pattern})
        and ${m.clean(sql`po.name`)}`,
  );
  add(
    'team',
    sql`select 'team', t.id, t.id, t.name, case when t.description = '' then t.name
          else t.description end, ${m.exact(sql`t.name`)},
        ${m.nameScore(sql`t.name`)}, t.updated_at, null, null
      from teams t
      where ${isVisibleTeam(sql`t.id`, userId)} and ${teamFilter(terms, sql`t.id`)}
        and (${m.name(sql`t.name`)} or t.description ilike ${m.pattern})
        and ${m.clean(sql`t.name`)}`,
  );
  // Each branch of the union is scoped itself: PostgreSQL turns an IN on the union's result into
  // a join and never pushes it into the branches, so every membership of every team was read.
  add(
    'member',
    sql`select distinct on (u.id) 'member', u.id, w.team_id,
        trim(u.first_name || ' ' || u.last_name), trim(u.first_name || ' ' || u.last_name),
        ${m.exact(sql`trim(u.first_name || ' ' || u.last_name)`)},
        ${m.nameScore(sql`u.first_name || ' ' || u.last_name`)}, u.created_at, null, u.job_title
      from (select m.team_id, m.user_id from team_members m
              where m.status = 'active' and ${isVisibleTeam(sql`m.team_id`, userId)}
            union select t.id, t.created_by from teams t
              where ${isVisibleTeam(sql`t.id`, userId)}) w
        join users u on u.id = w.user_id
      where ${teamFilter(terms, sql`w.team_id`)}
        and ${m.name(sql`u.first_name || ' ' || u.last_name`)}`,
  );
  /** A dated item: its title, its text as the snippet (the title when empty), its own scope. */
  const titled = (kind: SearchKind, table: string, body: string, at: string, scope: SQL) =>
    add(
      kind,
      sql`select ${kind}::text, d.id, d.team_id, d.title, case when ${sql.raw(`d.${body}`)} = ''
            then d.title else ${sql.raw(`d.${body}`)} end, ${m.exact(sql`d.title`)},
          greatest(ts_rank_cd(d.search_vector, ${m.query}), ${m.nameScore(sql`d.title`)}),
          ${sql.raw(`d.${at}`)}, null, null
        from ${sql.raw(table)} d
        where ${scope} and ${teamFilter(terms, sql`d.team_id`)}
          and (d.search_vector @@ ${m.query} or ${m.name(sql`d.title`)})
          and ${m.clean(sql`d.title`)}`,
    );
  titled(
    'task',
    'tasks',
    'description',
    'updated_at',
    isVisibleTask({ teamId: sql`d.team_id`, productId: sql`d.product_id` }, userId),
  );
  titled(
    'reminder',
    'reminders',
    'note',
    'updated_at',
    isVisibleReminder(
      { teamId: sql`d.team_id`, type: sql`d.type`, createdBy: sql`d.created_by` },
      userId,
    ),
  );
  titled('event', 'calendar_events', 'location', 'start_at', isVisibleTeam(sql`d.team_id`, userId));
  add(
    'message',
    sql`select 'message', x.id, x.team_id, x.text, x.text, false,
        ts_rank_cd(x.search_vector, ${m.query}), x.created_at, x.conversation_id::text, null
      from chat_messages x join conversations c on c.id = x.conversation_id
      where ${isVisibleMessage(
        {
          teamId: sql`x.team_id`,
          kind: sql`c.kind`,
          memberA: sql`c.member_a`,
          memberB: sql`c.member_b`,
          deletedAt: sql`x.deleted_at`,
        },
        userId,
      )} and ${teamFilter(terms, sql`x.team_id`)}
        and x.search_vector @@ ${m.query}`,
  );
  add(
    'announcement',
    sql`select 'announcement', a.id, a.team_id, a.title, a.body, ${m.exact(sql`a.title`)},
        ts_rank_cd(a.search_vector, ${m.query}), a.updated_at, null, null
      from announcements a
      where ${isVisibleTeam(sql`a.team_id`, userId)} and ${teamFilter(terms, sql`a.team_id`)}
        and (a.expires_at is null or a.expires_at > now())
        and a.search_vector @@ ${m.query}`,
  );
  return selects;
}

/** The catalogue tables, and the entry kind each hit names (its page). */
const CATALOGUE_TABLES = [
  ['categories', 'category'],
  ['sub_categories', 'subCategory'],
  ['fabrics', 'fabric'],
  ['seasons', 'season'],
  ['tags', 'tag'],
] as const;

const HEADLINE = 'StartSel=<mark>, StopSel=</mark>, MaxWords=24, MinWords=8, MaxFragments=2';

/** What a search's statement depends on besides its values. */
function shapeOf(terms: SearchTerms) {
  return [
    terms.kinds.length === 0 ? 'all' : [...terms.kinds].sort().join('+'),
    terms.prefix ? 'prefix' : '',
    hasTypos(terms) ? 'typos' : '',
    hasUnwanted(terms) ? 'unwanted' : '',
    terms.teamId ? 'team' : '',
    terms.teamName ? 'named' : '',
  ].join('_');
}

/** The values a search's placeholders take. */
const valuesOf = (terms: SearchTerms) => ({
  userId: terms.userId,
  tokenTeams: tokenTeamsOf(terms.userId),
  text: terms.text,
  prefix: terms.prefix,
  pattern: likePattern(terms.text),
  wanted: terms.wanted,
  unwanted: terms.unwanted,
  ...teamValues(terms),
  limit: terms.limit,
  offset: terms.offset,
});

/**
 * Hits that match equally well come in the order of the kinds (SEARCH_KINDS): "poppy" shows the
 * product Poppy Wrap Dress before a reminder or a task named alike.
 */
const KINDS_IN_ORDER = sql.raw(
  `array[${SEARCH_KINDS.map((kind) => `'${kind}'`).join(', ')}]::text[]`,
);
const kindOrder = (kind: SQL) => sql`array_position(${KINDS_IN_ORDER}, ${kind})`;

/**
 * One page of hits, best first — the name or code exactly as typed, then relevance, then the
 * latest — with the matched words marked, and how many hits each kind has.
 */
function pageQuery(executor: Executor, terms: SearchTerms) {
  const { query } = matchers(terms);
  const whole = sql`with q as (select ${query} as query),
      hits (kind, id, team_id, title, body, exact, score, at, ref, detail) as materialized (
        ${sql.join(kindQueries(terms), sql` union all `)}
      ),
      page as (select * from hits order by exact desc, score desc, ${kindOrder(sql`kind`)}, at desc, id
        limit ${P.limit} offset ${P.offset})
      select counts.counts, page.kind, page.id, page.team_id, t.name as team_name, page.title,
        ts_headline('english', page.body, q.query, ${HEADLINE}) as snippet, page.at, page.ref,
        page.detail, page.exact, page.score, ${kindOrder(sql`page.kind`)} as kind_order
      from (select jsonb_object_agg(kind, n) as counts
            from (select kind, count(*)::int as n from hits group by kind) k) counts
        cross join q
        left join page on true
        left join teams t on t.id = page.team_id`;
  const column = <T>(name: string) => sql<T>`r.${sql.identifier(name)}`;
  return (
    executor
      // In FROM, where drizzle names every column with its table (not so in a lone select's
      // fields).
      .select({
        counts: column<Record<string, number> | null>('counts'),
        kind: column<SearchKind>('kind'),
        id: column<string>('id'),
        team_id: column<string>('team_id'),
        team_name: column<string>('team_name'),
        title: column<string>('title'),
        snippet: column<string>('snippet'),
        at: column<Date>('at'),
        ref: column<string | null>('ref'),
        detail: column<string | null>('detail'),
      })
      .from(sql`(${whole}) as r`)
      .orderBy(sql`r.exact desc, r.score desc, r.kind_order, r.at desc, r.id`)
  );
}

const prepared = preparedPer(
  () => new Map<string, ReturnType<ReturnType<typeof pageQuery>['prepare']>>(),
);

/**
 * A page of hits. The shapes the app asks for (every kind, or one) are prepared statements, kept
 * per connection; a mix of kinds typed with `in:` runs unnamed, so no one can fill the database's
 * memory with statements of their own shapes.
 */
export async function searchPage(executor: Executor, terms: SearchTerms) {
  const result =
    terms.kinds.length > 1
      ? await pageQuery(executor, terms).execute(valuesOf(terms))
      : await preparedSearch(executor, terms).execute(valuesOf(terms));
  const counts = result[0]?.counts ?? {};
  return { hits: result.filter((row) => row.id !== null) as SearchRow[], counts };
}

function preparedSearch(executor: Executor, terms: SearchTerms) {
  const name = `search_${shapeOf(terms)}`;
  const statements = prepared(executor);
  let statement = statements.get(name);
  if (!statement) {
    statement = pageQuery(executor, terms).prepare(name);
    statements.set(name, statement);
  }
  return statement;
}

/** The statement `searchPage` sends, as sent (`{ name, text, values }`): the benchmark's floor. */
export function searchStatement(executor: Executor, terms: SearchTerms) {
  const query = pageQuery(executor, terms).toSQL();
  return {
    name: `search_${shapeOf(terms)}`,
    text: query.sql,
    values: fillPlaceholders(query.params, valuesOf(terms)),
  };
}

/** Farther than this (ΔE 2000), a colour is another colour, not a near one. */
export const NEAR_DELTA_E = 12;
/** How many of the nearest colours a hex search shows, and finds products wearing. */
export const NEAREST_COLOURS = 20;

/**
 * The colours of the teams the user sees within NEAR_DELTA_E of the hex code, nearest first, at
 * most NEAREST_COLOURS: ΔE 2000 computed and sorted in the database (`delta_e_2000`, the
 * colour_distance migration), so a large library is never read whole.
 */
function nearColours(terms: SearchTerms, hex: string) {
  return sql`select c.id, c.team_id, c.name, c.code, c.hex_code, c.updated_at, d.delta_e
    from colours c
      cross join lateral (select delta_e_2000(colour_lab(${hex}), colour_lab(c.hex_code))
        as delta_e) d
    where ${isVisibleTeam(sql`c.team_id`, terms.userId)}
      and ${teamFilter(terms, sql`c.team_id`, teamValues(terms))}
      and d.delta_e <= ${NEAR_DELTA_E}
    order by d.delta_e, c.id
    limit ${NEAREST_COLOURS}`;
}

export interface NearColourRow {
  id: string;
  team_id: string;
  team_name: string;
  name: string;
  code: string;
  hex_code: string;
  updated_at: Date;
  delta_e: number;
}

/** The statement of `nearestColours`: the benchmark replays it (bench/search/statement.mjs). */
export function nearestColoursStatement(terms: SearchTerms, hex: string) {
  return sql`select near.*, t.name as team_name
    from (${nearColours(terms, hex)}) near join teams t on t.id = near.team_id
    order by near.delta_e, near.id`;
}

/** The nearest colours to a hex code, as `nearColours` finds them, with their team's name. */
export async function nearestColours(executor: Executor, terms: SearchTerms, hex: string) {
  return rows<NearColourRow>(executor, nearestColoursStatement(terms, hex));
}

export interface WornRow {
  total: number;
  id: string | null;
  team_id: string;
  team_name: string;
  name: string;
  description: string;
  updated_at: Date;
  hex_code: string;
  delta_e: number;
}

/** A page of the products wearing the nearest colours. */
export interface HexPage {
  limit: number;
  offset: number;
}

/** The statement of `productsWearing`: the benchmark replays it (bench/search/statement.mjs). */
export function productsWearingStatement(terms: SearchTerms, hex: string, page: HexPage) {
  return sql`with near as (${nearColours(terms, hex)}),
    worn as (
      select distinct on (p.id) p.id, p.team_id, p.name, p.description, p.updated_at,
        near.hex_code, near.delta_e
      from near join product_colours pc on pc.colour_id = near.id
        join products p on p.id = pc.product_id
      where ${isProductTeam(sql`p.team_id`, terms.userId)}
        and ${teamFilter(terms, sql`p.team_id`, teamValues(terms))}
      order by p.id, near.delta_e, near.id),
    page as (select * from worn order by delta_e, updated_at desc, id
      limit ${page.limit} offset ${page.offset})
    select (select count(*) from worn)::int as total, page.*, t.name as team_name
    from (select 1) one
      left join page on true
      left join teams t on t.id = page.team_id
    order by page.delta_e, page.updated_at desc, page.id`;
}

/**
 * One page of the products the user may see wearing the nearest colours, each by its nearest
 * one — nearest first, then the latest change, then the id — and how many there are: paged and
 * sorted in the database. `total` is on every row; a page past the end is one row with no id.
 */
export async function productsWearing(
  executor: Executor,
  terms: SearchTerms,
  hex: string,
  page: HexPage,
) {
  const result = await rows<WornRow>(executor, productsWearingStatement(terms, hex, page));
  return {
    total: result[0]?.total ?? 0,
    products: result.filter((row): row is WornRow & { id: string } => row.id !== null),
  };
}
