/**
 * Drizzle queries of products. A page of the wall is one query (the rows with their catalogue
 * names, links as JSON arrays, my like and my membership) plus one count; lists are scoped in SQL
 * to the teams whose products the user may view, and paginated in the database.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import { DERIVATIVE_EXTENSIONS, PRODUCT_FILTERS } from '@atelier/domain';
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
  teamMembers,
  teams,
  users,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { isProductTeam, membershipColumns } from '../policy/visibility.ts';

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

/** A product's links of one kind as a JSON array of { _id, name } in the order they were chosen. */
function linkedNames(kind: 'fabrics' | 'tags') {
  const { table, entries } = LINKS[kind];
  return sql<
    NamedRef[]
  >`coalesce((select json_agg(json_build_object('_id', ${entries.id}, 'name', ${entries.name}) order by ${table.position})
    from ${table} join ${entries} on ${entries.id} = ${table.entryId}
    where ${table.productId} = ${products.id}), '[]'::json)`;
}

const linkedColours = sql<
  (NamedRef & { hexCode: string })[]
>`coalesce((select json_agg(json_build_object('_id', ${colours.id}, 'name', ${colours.name}, 'hexCode', ${colours.hexCode}) order by ${productColours.position})
  from ${productColours} join ${colours} on ${colours.id} = ${productColours.entryId}
  where ${productColours.productId} = ${products.id}), '[]'::json)`;

/** The image shown for a product on the wall: its first image file, by upload time. */
const cover = sql<{
  path: string;
  status: MediaStatus;
} | null>`(select json_build_object('path', ${productItems.path}, 'status', ${mediaFiles.status})
  from ${productItems} join ${mediaFiles} on ${mediaFiles.path} = ${productItems.path}
  where ${productItems.productId} = ${products.id} and ${productItems.kind} = 'file'
  and lower(${productItems.ext}) in (${sql.join(
    DERIVATIVE_EXTENSIONS.map((ext) => sql`${ext}`),
    sql`, `,
  )})
  order by ${productItems.createdAt}, ${productItems.id} limit 1)`;

/** A user's id, or the placeholder a prepared query takes it as. */
type UserIdParam = string | Placeholder;

const likedBy = (userId: UserIdParam) =>
  sql<boolean>`exists (select 1 from ${productLikes} where ${productLikes.productId} = ${products.id} and ${productLikes.userId} = ${userId})`;

/** The select every product card shares. */
function cards(executor: Executor, userId: UserIdParam) {
  return executor
    .select({
      product: products,
      categoryName: categories.name,
      subCategoryName: subCategories.name,
      seasonName: seasons.name,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
      fabrics: linkedNames('fabrics'),
      tags: linkedNames('tags'),
      colours: linkedColours,
      likedByMe: likedBy(userId),
      cover,
      ...membershipColumns(),
    })
    .from(products)
    .innerJoin(teams, eq(teams.id, products.teamId))
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.teamId, products.teamId), eq(teamMembers.userId, userId)),
    )
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .leftJoin(seasons, eq(seasons.id, products.seasonId))
    .leftJoin(users, eq(users.id, products.createdBy))
    .$dynamic();
}

export type ProductCardRow = Awaited<ReturnType<ReturnType<typeof cards>['execute']>>[number];

const linkedTo = (kind: 'fabrics' | 'tags', entryId: Placeholder) => {
  const { table } = LINKS[kind];
  return sql`exists (select 1 from ${table} where ${table.productId} = ${products.id} and ${table.entryId} = ${entryId})`;
};

/** The filters a request sets, as placeholders: a list's SQL depends only on which are set. */
function filtered(filters: ProductFilters): SQL | undefined {
  const when = (name: keyof ProductFilters, condition: (value: Placeholder) => SQL) =>
    filters[name] ? condition(sql.placeholder(name)) : undefined;
  return and(
    isProductTeam(products.teamId, sql.placeholder('userId')),
    when('teamId', (value) => eq(products.teamId, value)),
    when('search', (value) => ilike(products.name, value)),
    when('season', (value) => eq(products.seasonId, value)),
    when('category', (value) => eq(products.categoryId, value)),
    when('stage', (value) => eq(products.stage, value)),
    when('deadlineFrom', (value) => gte(products.deadline, value)),
    when('deadlineTo', (value) => lte(products.deadline, value)),
    when('tag', (value) => linkedTo('tags', value)),
    when('fabric', (value) => linkedTo('fabrics', value)),
  );
}

/** The values of a list's placeholders. */
function filterValues(userId: string, filters: ProductFilters) {
  return {
    ...filters,
    userId,
    search: filters.search ? containsPattern(filters.search) : undefined,
  };
}

const sortColumns = {
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  name: sql`lower(${products.name})`,
  deadline: products.deadline,
};

const FILTER_NAMES = [
  'teamId',
  ...PRODUCT_FILTERS,
] as const satisfies readonly (keyof ProductFilters)[];

/** Which filters are set, as a name for the prepared statement of that shape. */
function shapeOf(filters: ProductFilters) {
  return FILTER_NAMES.map((name) => (filters[name] ? '1' : '0')).join('');
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

function prepareList(executor: Executor, options: ProductListOptions, name: string) {
  const order = options.orderBy === 'asc' ? asc : desc;
  return cards(executor, sql.placeholder('userId'))
    .where(filtered(options))
    .orderBy(order(sortColumns[options.sortBy]), order(products.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

const preparedLists = preparedCache<ReturnType<typeof prepareList>>();

export function listProducts(executor: Executor, userId: string, options: ProductListOptions) {
  const name = `product_list_${options.sortBy}_${options.orderBy}_${shapeOf(options)}`;
  const list = preparedLists(executor, name, () => prepareList(executor, options, name));
  return list.execute({
    ...filterValues(userId, options),
    limit: options.limit,
    offset: (options.page - 1) * options.limit,
  });
}

function prepareCount(executor: Executor, filters: ProductFilters, name: string) {
  return executor
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(filtered(filters))
    .prepare(name);
}

const preparedCounts = preparedCache<ReturnType<typeof prepareCount>>();

export async function countProducts(executor: Executor, userId: string, filters: ProductFilters) {
  const name = `product_count_${shapeOf(filters)}`;
  const count = preparedCounts(executor, name, () => prepareCount(executor, filters, name));
  const [row] = await count.execute(filterValues(userId, filters));
  return row?.total ?? 0;
}

function prepareCard(executor: Executor) {
  return cards(executor, sql.placeholder('userId'))
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_card');
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
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.teamId, products.teamId), eq(teamMembers.userId, userId)),
    )
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
  const [row] = await card.execute({ userId, id });
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
