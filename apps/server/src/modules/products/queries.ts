/**
 * Drizzle queries of products. A page of the wall is one query: the page's ids, then their rows
 * with catalogue names, links as JSON arrays, cover, my like, my membership and the count of all
 * pages. Lists are scoped in SQL to the teams whose products the user may view, and paginated in
 * the database.
 */
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lte,
  notInArray,
  sql,
} from 'drizzle-orm';
import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DERIVATIVE_EXTENSIONS, isRecordId, PRODUCT_FILTERS } from '@atelier/domain';
import type { MediaStatus, ProductStage } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import {
  categories,
  colours,
  fabrics,
  mediaFiles,
  productColours,
  productItems,
  productFabrics,
  productLikes,
  products,
  productTags,
  seasons,
  subCategories,
  tags,
  supplierPeople,
  teamMembers,
  teams,
  users,
} from '../../db/schema/index.ts';
import { preparedPer } from '../../db/prepared.ts';
import { containsPattern } from '../../db/search.ts';
import {
  isProductTeam,
  isVisibleProduct,
  membershipColumns,
  membershipOf,
  supplierColumns,
  supplierOf,
  tokenTeamsOf,
} from '../policy/visibility.ts';

export interface ProductFilters {
  teamId?: string | undefined;
  search?: string | undefined;
  season?: string | undefined;
  tag?: string | undefined;
  category?: string | undefined;
  fabric?: string | undefined;
  stage?: ProductStage | undefined;
  deadlineFrom?: string | undefined;
  deadlineTo?: string | undefined;
  /** Products in none of these stages (designmate's "what is late": not yet approved). */
  stageNot?: readonly ProductStage[] | undefined;
  /** Products wearing this library colour (designmate's "which pieces are in navy"). */
  colour?: string | undefined;
  /** Products made on or after this date or instant (designmate's "what is new this week"). */
  createdFrom?: string | undefined;
}

export interface ProductListOptions extends ProductFilters {
  page: number;
  limit: number;
  sortBy: 'createdAt' | 'updatedAt' | 'name' | 'deadline';
  orderBy: 'asc' | 'desc';
}

/** The three link tables, each with its catalogue: what a product's card lists. */
export const LINKS = {
  fabrics: { table: productFabrics, entries: fabrics },
  tags: { table: productTags, entries: tags },
  colours: { table: productColours, entries: colours },
} as const;
export type LinkKind = keyof typeof LINKS;

type NamedRef = { _id: string; name: string };

/** A user's id, or the placeholder a prepared query takes it as. */
type UserIdParam = string | Placeholder;

/** An instant as JavaScript's `toISOString` writes it: UTC, to the millisecond. */
const isoInstant = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every column of the product, by its property name; its instants as the API sends them. */
const productColumns = getTableColumns(products);
const cardProduct = {
  ...productColumns,
  createdAt: isoInstant(productColumns.createdAt),
  updatedAt: isoInstant(productColumns.updatedAt),
};

/** A query of product ids: the products a card query shows (one, or a page of the wall). */
const productIds = (executor: Executor) =>
  executor.select({ id: products.id }).from(products).$dynamic();
type ProductIds = ReturnType<typeof productIds>;

/**
 * The cards of the chosen products, with everything a card shows. The products are chosen first
 * (a CTE, read once), and their links and covers are then gathered for all of them at once: a
 * subquery per card and link kind cost a wall page of 50 more than the rest of its query.
 */
function cardsOf(
  executor: Executor,
  userId: UserIdParam,
  chosen: ProductIds,
  list?: { sort: Pick<ProductListOptions, 'sortBy' | 'orderBy'>; total: SQL<number> },
) {
  const page = executor.$with('page').as(chosen);
  const pageIds = executor.select({ id: page.id }).from(page);

  /** Each chosen product's links of one kind, as a JSON array in the order they were chosen. */
  const linkLists = <T extends NamedRef>(kind: LinkKind, entry: SQL) => {
    const { table, entries } = LINKS[kind];
    return executor
      .select({
        productId: table.productId,
        list: sql<T[]>`json_agg(${entry} order by ${table.position})`.as(`${kind}_list`),
      })
      .from(table)
      .innerJoin(entries, eq(entries.id, table.entryId))
      .where(inArray(table.productId, pageIds))
      .groupBy(table.productId)
      .as(`${kind}_lists`);
  };
  const named = (entries: typeof fabrics | typeof tags) =>
    sql`json_build_object('_id', ${entries.id}, 'name', ${entries.name})`;
  const fabricLists = linkLists('fabrics', named(fabrics));
  const tagLists = linkLists('tags', named(tags));
  const colourLists = linkLists<NamedRef & { hexCode: string }>(
    'colours',
    sql`json_build_object('_id', ${colours.id}, 'name', ${colours.name}, 'hexCode', ${colours.hexCode})`,
  );
  // The image shown for a product on the wall: its first image file, by upload time.
  const covers = executor
    .selectDistinctOn([productItems.productId], {
      productId: productItems.productId,
      cover: sql<{
        path: string;
        status: MediaStatus;
      }>`json_build_object('path', ${productItems.path}, 'status', ${mediaFiles.status})`.as(
        'cover',
      ),
    })
    .from(productItems)
    .innerJoin(mediaFiles, eq(mediaFiles.path, productItems.path))
    .where(
      and(
        inArray(productItems.productId, pageIds),
        eq(productItems.kind, 'file'),
        inArray(sql`lower(${productItems.ext})`, [...DERIVATIVE_EXTENSIONS]),
      ),
    )
    .orderBy(productItems.productId, productItems.createdAt, productItems.id)
    .as('covers');
  const emptyWhenNone = <T>(list: SQL.Aliased<T>) => sql<T>`coalesce(${list}, '[]'::json)`;

  // One flat row of plain columns: a JSON value built per card took 40% of the page's time in
  // PostgreSQL, which every instance shares, and saved this process less than that. Flat, because
  // drizzle checks each nested column for a missing joined row.
  return executor
    .with(page)
    .select({
      ...cardProduct,
      categoryName: categories.name,
      subCategoryName: subCategories.name,
      seasonName: seasons.name,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
      fabrics: emptyWhenNone(fabricLists.list),
      tags: emptyWhenNone(tagLists.list),
      colours: emptyWhenNone(colourLists.list),
      likedByMe: sql<boolean>`${productLikes.userId} is not null`,
      cover: covers.cover,
      total: list?.total ?? sql<number>`1`,
      ...membershipColumns(),
      ...supplierColumns(products.id),
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(teams, eq(teams.id, products.teamId))
    .leftJoin(teamMembers, membershipOf(products.teamId, userId))
    .leftJoin(supplierPeople, supplierOf(products.teamId, userId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(seasons, eq(seasons.id, products.seasonId))
    .leftJoin(users, eq(users.id, products.createdBy))
    .leftJoin(fabricLists, eq(fabricLists.productId, products.id))
    .leftJoin(tagLists, eq(tagLists.productId, products.id))
    .leftJoin(colourLists, eq(colourLists.productId, products.id))
    .leftJoin(
      productLikes,
      and(eq(productLikes.productId, products.id), eq(productLikes.userId, userId)),
    )
    .leftJoin(covers, eq(covers.productId, products.id))
    .orderBy(...(list ? ordering(products, list.sort) : []));
}

export type ProductCardRow = Awaited<ReturnType<ReturnType<typeof cardsOf>['execute']>>[number];

/** The catalogue filters: each takes an entry's id or its name, in any case. */
const CATALOGUE_FILTERS = ['season', 'category', 'tag', 'fabric', 'colour'] as const;
type CatalogueFilter = (typeof CATALOGUE_FILTERS)[number];
const isCatalogueFilter = (name: string): name is CatalogueFilter =>
  (CATALOGUE_FILTERS as readonly string[]).includes(name);

/** A catalogue table: an entry has an id and a name. */
type Entries = PgTable & { id: AnyPgColumn; name: AnyPgColumn };

/** An entry named `value` (ignoring case), or the entry `value` itself. */
const entryMatches = (entries: Entries, value: Placeholder, byName: boolean) =>
  byName ? sql`lower(${entries.name}) = lower(${value})` : sql`${entries.id} = ${value}`;

const linkedTo = (kind: LinkKind, value: Placeholder, byName: boolean) => {
  const { table, entries } = LINKS[kind];
  return sql`exists (select 1 from ${table} join ${entries} on ${entries.id} = ${table.entryId}
    where ${table.productId} = ${products.id} and ${entryMatches(entries, value, byName)})`;
};

const inEntry = (column: SQLWrapper, entries: Entries, value: Placeholder, byName: boolean) =>
  byName
    ? sql`exists (select 1 from ${entries} where ${entries.id} = ${column} and ${entryMatches(entries, value, true)})`
    : sql`${column} = ${value}`;

/** The filters a request sets, as placeholders: a list's SQL depends only on which are set. */
function filtered(filters: ProductFilters): SQL | undefined {
  const when = (name: keyof ProductFilters, condition: (value: Placeholder) => SQL) =>
    filters[name] ? condition(sql.placeholder(name)) : undefined;
  const byName = (name: CatalogueFilter) => !isRecordId(filters[name]);
  return and(
    isVisibleProduct(products, sql.placeholder('userId')),
    when('teamId', (value) => eq(products.teamId, value)),
    when('search', (value) => ilike(products.name, value)),
    when('season', (value) => inEntry(products.seasonId, seasons, value, byName('season'))),
    when('category', (value) =>
      inEntry(products.categoryId, categories, value, byName('category')),
    ),
    when('stage', (value) => eq(products.stage, value)),
    when('deadlineFrom', (value) => gte(products.deadline, value)),
    when('deadlineTo', (value) => lte(products.deadline, value)),
    // A fixed list of the enum's values, named in the statement's shape: bound once when prepared.
    filters.stageNot?.length ? notInArray(products.stage, [...filters.stageNot]) : undefined,
    when('tag', (value) => linkedTo('tags', value, byName('tag'))),
    when('fabric', (value) => linkedTo('fabrics', value, byName('fabric'))),
    when('colour', (value) => linkedTo('colours', value, byName('colour'))),
    when('createdFrom', (value) => gte(products.createdAt, value)),
  );
}

/** The values of a list's placeholders. */
function filterValues(userId: string, filters: ProductFilters) {
  return {
    ...filters,
    userId,
    tokenTeams: tokenTeamsOf(userId),
    search: filters.search ? containsPattern(filters.search) : undefined,
  };
}

/** Every filter a statement's shape names: the wall's, and those only designmate sets. */
const FILTER_NAMES = [
  'teamId',
  ...PRODUCT_FILTERS,
  'colour',
  'createdFrom',
] as const satisfies readonly (keyof ProductFilters)[];

/** Which filters are set (a catalogue one by id or by name), as the prepared statement's name. */
function shapeOf(filters: ProductFilters) {
  const set = FILTER_NAMES.map((name) => {
    const value = filters[name];
    if (!value) return '0';
    return isCatalogueFilter(name) && !isRecordId(value) ? '2' : '1';
  }).join('');
  const stageNot = filters.stageNot?.length ? `_not_${[...filters.stageNot].sort().join('_')}` : '';
  return `${set}${stageNot}`;
}

/**
 * Statements prepared once per database (or transaction) and shape. Planning the wall's query
 * cost PostgreSQL more than running it; a shape's statement is planned once per connection.
 */
function preparedCache<T>() {
  const byExecutor = new WeakMap<Executor, Map<string, T>>();
  return (executor: Executor, key: string, prepare: () => T) => {
    let statements = byExecutor.get(executor);
    if (!statements) {
      statements = new Map();
      byExecutor.set(executor, statements);
    }
    let statement = statements.get(key);
    if (!statement) {
      statement = prepare();
      statements.set(key, statement);
    }
    return statement;
  };
}

/** The sort of a list, over a product query's columns (the table's, or the page's). */
function ordering(
  columns: Record<'createdAt' | 'updatedAt' | 'name' | 'deadline' | 'id', SQLWrapper>,
  options: Pick<ProductListOptions, 'sortBy' | 'orderBy'>,
) {
  const order = options.orderBy === 'asc' ? asc : desc;
  const sortColumn = {
    createdAt: columns.createdAt,
    updatedAt: columns.updatedAt,
    name: sql`lower(${columns.name})`,
    deadline: columns.deadline,
  }[options.sortBy];
  return [order(sortColumn), order(columns.id)];
}

/** How many products the filters match, as a query (the count of a list's every page). */
const matching = (executor: Executor, filters: ProductFilters) =>
  executor
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(products)
    .where(filtered(filters));

/**
 * A page of the list, each row carrying the list's total: counted once in the same statement
 * (an uncorrelated subquery), so a page is one round trip.
 */
function prepareList(executor: Executor, options: ProductListOptions, name: string) {
  const chosen = productIds(executor)
    .where(filtered(options))
    .orderBy(...ordering(products, options))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const total = sql<number>`(${matching(executor, options)})`;
  return cardsOf(executor, sql.placeholder('userId'), chosen, { sort: options, total }).prepare(
    name,
  );
}

const preparedLists = preparedCache<ReturnType<typeof prepareList>>();

/** A page of the wall, with the number of products on all its pages (null for an empty page). */
export async function listProducts(
  executor: Executor,
  userId: string,
  options: ProductListOptions,
) {
  const name = `product_list_${options.sortBy}_${options.orderBy}_${shapeOf(options)}`;
  const list = preparedLists(executor, name, () => prepareList(executor, options, name));
  const rows = await list.execute({
    ...filterValues(userId, options),
    limit: options.limit,
    offset: (options.page - 1) * options.limit,
  });
  return { rows, total: rows[0]?.total ?? null };
}

/**
 * A line sheet's products: the wall's filters and order over one team, `limit` from `offset`,
 * each with everything its card shows and the buyer fields, scoped to what `userId` may view.
 */
export function sheetCards(
  executor: Executor,
  userId: string,
  options: ProductFilters & Pick<ProductListOptions, 'sortBy' | 'orderBy'> & { teamId: string },
  page: { limit: number; offset: number },
) {
  const chosen = productIds(executor)
    .where(filtered(options))
    .orderBy(...ordering(products, options))
    .limit(page.limit)
    .offset(page.offset);
  return cardsOf(executor, userId, chosen, { sort: options, total: sql<number>`1` }).execute(
    filterValues(userId, options),
  );
}

function prepareCount(executor: Executor, filters: ProductFilters, name: string) {
  return matching(executor, filters).prepare(name);
}

const preparedCounts = preparedCache<ReturnType<typeof prepareCount>>();

export async function countProducts(executor: Executor, userId: string, filters: ProductFilters) {
  const name = `product_count_${shapeOf(filters)}`;
  const count = preparedCounts(executor, name, () => prepareCount(executor, filters, name));
  const [row] = await count.execute(filterValues(userId, filters));
  return row?.total ?? 0;
}

function prepareCard(executor: Executor) {
  const chosen = productIds(executor).where(eq(products.id, sql.placeholder('id')));
  return cardsOf(executor, sql.placeholder('userId'), chosen).prepare('product_card');
}

const preparedCards = preparedCache<ReturnType<typeof prepareCard>>();

/**
 * The team's products due within [firstDate, lastDate] (dates, both inclusive) for a user who may
 * view the team's products (none otherwise), with the membership columns for their policies: a
 * calendar's deadlines.
 */
export function deadlinesBetween(
  executor: Executor,
  userId: string,
  teamId: string,
  firstDate: string,
  lastDate: string,
) {
  return executor
    .select({
      id: products.id,
      teamId: products.teamId,
      name: products.name,
      deadline: products.deadline,
      ...membershipColumns(),
    })
    .from(products)
    .innerJoin(teams, eq(teams.id, products.teamId))
    .leftJoin(teamMembers, membershipOf(products.teamId, userId))
    .where(
      and(
        eq(products.teamId, teamId),
        isProductTeam(products.teamId, userId),
        gte(products.deadline, firstDate),
        lte(products.deadline, lastDate),
      ),
    )
    .orderBy(asc(products.deadline), asc(products.name), asc(products.id));
}

/**
 * One product's card, whatever the user may see (the service has authorized the read). The read
 * path's hottest query: its SQL is not rebuilt per request, and PostgreSQL plans it once per
 * connection.
 */
export async function productCard(executor: Executor, userId: string, id: string) {
  const card = preparedCards(executor, 'product_card', () => prepareCard(executor));
  const [row] = await card.execute({ userId, id, tokenTeams: tokenTeamsOf(userId) });
  return row;
}

/**
 * The product and the user's membership (and supplier's person) columns of its team, for
 * `authorizeStanding`: a single
 * read and its policies in one statement, prepared once per executor.
 */
const productStanding = preparedPer((executor) =>
  executor
    .select({
      product: productColumns,
      ...membershipColumns(),
      ...supplierColumns(products.id),
    })
    .from(products)
    .innerJoin(teams, eq(teams.id, products.teamId))
    .leftJoin(teamMembers, membershipOf(products.teamId, sql.placeholder('userId')))
    .leftJoin(supplierPeople, supplierOf(products.teamId, sql.placeholder('userId')))
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_standing'),
);

export async function findProductStanding(executor: Executor, userId: string, id: string) {
  const [row] = await productStanding(executor).execute({ userId, id });
  return row;
}

export async function findProduct(executor: Executor, id: string) {
  const [row] = await executor.select().from(products).where(eq(products.id, id));
  return row;
}

/** Locks the product row for the rest of the transaction (likes, edits and deletes queue). */
export async function lockProduct(executor: Executor, id: string) {
  const [row] = await executor.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'likeCount'>;

export async function insertProduct(executor: Executor, values: ProductValues) {
  const [row] = await executor.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(
  executor: Executor,
  id: string,
  values: Partial<ProductValues>,
) {
  await executor
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** Marks the product changed by the user now (its files moved): the dashboard's recency. */
export async function touchProduct(executor: Executor, id: string, userId: string) {
  await executor
    .update(products)
    .set({ updatedAt: new Date(), updatedBy: userId })
    .where(eq(products.id, id));
}

export async function deleteProduct(executor: Executor, id: string) {
  const removed = await executor
    .delete(products)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return removed.length > 0;
}

/** Replaces a product's links of one kind, keeping the order given. */
export async function replaceLinks(
  executor: Executor,
  kind: LinkKind,
  productId: string,
  entryIds: readonly string[],
) {
  const { table } = LINKS[kind];
  await executor.delete(table).where(eq(table.productId, productId));
  if (entryIds.length === 0) return;
  await executor
    .insert(table)
    .values(entryIds.map((entryId, position) => ({ productId, entryId, position })));
}

export async function linkIds(executor: Executor, kind: LinkKind, productId: string) {
  const { table } = LINKS[kind];
  const rows = await executor
    .select({ id: table.entryId })
    .from(table)
    .where(eq(table.productId, productId))
    .orderBy(asc(table.position));
  return rows.map((row) => row.id);
}

const CATALOGUES = {
  category: categories,
  season: seasons,
  fabrics,
  tags,
  colours,
} as const;

/** How many of `ids` are entries of the team in one catalogue. */
export async function countTeamEntries(
  executor: Executor,
  catalogue: keyof typeof CATALOGUES,
  teamId: string,
  ids: readonly string[],
) {
  const table = CATALOGUES[catalogue];
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(and(eq(table.teamId, teamId), inArray(table.id, [...ids])));
  return row?.total ?? 0;
}

/** The sub-category when it is the team's and under the category. */
export async function findSubCategory(executor: Executor, teamId: string, id: string) {
  const [row] = await executor
    .select({ id: subCategories.id, categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(and(eq(subCategories.id, id), eq(subCategories.teamId, teamId)));
  return row;
}

export async function addLike(executor: Executor, productId: string, userId: string) {
  const added = await executor
    .insert(productLikes)
    .values({ productId, userId })
    .onConflictDoNothing()
    .returning({ productId: productLikes.productId });
  return added.length > 0;
}

export async function removeLike(executor: Executor, productId: string, userId: string) {
  const removed = await executor
    .delete(productLikes)
    .where(and(eq(productLikes.productId, productId), eq(productLikes.userId, userId)))
    .returning({ productId: productLikes.productId });
  return removed.length > 0;
}

/** Moves like_count by `delta` and answers the new count. */
export async function bumpLikeCount(executor: Executor, productId: string, delta: 1 | -1) {
  const [row] = await executor
    .update(products)
    .set({ likeCount: sql`${products.likeCount} + ${delta}` })
    .where(eq(products.id, productId))
    .returning({ likeCount: products.likeCount });
  return row?.likeCount ?? 0;
}
