/**
 * Drizzle queries of the catalogues. The five tables share their entry columns (id, team_id,
 * name, created_by, timestamps), so one set of queries serves them all; lists are scoped to the
 * teams the user owns or actively belongs to, in SQL, and paginated in the database.
 */
import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { CatalogueKind } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/search.ts';
import {
  categories,
  fabrics,
  mediaFiles,
  seasons,
  subCategories,
  tags,
  teamMembers,
  teams,
} from '../../db/schema/index.ts';
import type { FabricRow } from '../../db/schema/index.ts';
import { isVisibleTeam, membershipColumns, membershipOf } from '../policy/visibility.ts';
import { holdsUploads } from '../../platform/media/upload-holders.ts';

/** A fabric's swatch holds its upload. */
holdsUploads(fabrics.swatchPath);

/**
 * The shape every catalogue table has. The column objects of the other tables carry their own
 * table, so the SQL drizzle builds from them is right; only the TypeScript view is shared.
 */
export type EntryTable = typeof seasons;

export const ENTRY_TABLES: Record<CatalogueKind, EntryTable> = {
  category: categories as unknown as EntryTable,
  subCategory: subCategories as unknown as EntryTable,
  fabric: fabrics as unknown as EntryTable,
  season: seasons,
  tag: tags as unknown as EntryTable,
};

export type SortField = 'createdAt' | 'updatedAt' | 'name' | 'code';

export interface ListOptions {
  page: number;
  limit: number;
  teamId?: string | undefined;
  search?: string | undefined;
  sortBy: SortField;
  orderBy: 'asc' | 'desc';
}

export function orderOf(options: Pick<ListOptions, 'sortBy' | 'orderBy'>, columns: SortColumns) {
  const column = columns[options.sortBy] ?? columns.createdAt;
  const order = options.orderBy === 'asc' ? asc : desc;
  return [order(column), order(columns.id)];
}

export type SortColumns = Record<'createdAt' | 'updatedAt' | 'name' | 'id', PgColumn | SQL> &
  Partial<Record<SortField, PgColumn | SQL>>;

export type EntryFilter = ListOptions & {
  id?: string | undefined;
  categoryId?: string | undefined;
};

/** What a list of `kind` shows the user: their visible teams, the filters and the search. */
function conditions(
  kind: CatalogueKind,
  userId: string | null,
  options: Omit<EntryFilter, 'page' | 'limit' | 'sortBy' | 'orderBy'>,
) {
  const table = ENTRY_TABLES[kind];
  const searchIn =
    kind === 'fabric' ? [table.name, fabrics.composition, fabrics.supplier] : [table.name];
  const search = options.search
    ? or(...searchIn.map((column) => ilike(column, containsPattern(options.search!))))
    : undefined;
  return and(
    userId === null ? undefined : isVisibleTeam(table.teamId, userId),
    options.teamId ? eq(table.teamId, options.teamId) : undefined,
    options.id ? eq(table.id, options.id) : undefined,
    kind === 'subCategory' && options.categoryId
      ? eq(subCategories.categoryId, options.categoryId)
      : undefined,
    search,
  );
}

/** One page of a catalogue with `extras` per row, the team and the user's member row (for the
 * policies). */
function pageOf<E extends SelectedFields>(
  executor: Executor,
  kind: CatalogueKind,
  extras: E,
  userId: string,
  options: EntryFilter,
) {
  const table = ENTRY_TABLES[kind];
  return executor
    .select({
      id: table.id,
      teamId: table.teamId,
      name: table.name,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
      ...extras,
      ...membershipColumns(),
    })
    .from(table)
    .innerJoin(teams, eq(teams.id, table.teamId))
    .leftJoin(teamMembers, membershipOf(table.teamId, userId))
    .where(conditions(kind, userId, options))
    .orderBy(
      ...orderOf(options, {
        createdAt: table.createdAt,
        updatedAt: table.updatedAt,
        name: sql`lower(${table.name})`,
        id: table.id,
      }),
    )
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
}

/**
 * Counts what a list would show. Within one team (which the service has authorized) that is a
 * count on the team's index, with no visibility check per row.
 */
export async function countEntries(
  executor: Executor,
  kind: CatalogueKind,
  userId: string,
  options: Omit<EntryFilter, 'page' | 'limit' | 'sortBy' | 'orderBy'>,
) {
  const [row] = await executor
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(ENTRY_TABLES[kind])
    .where(conditions(kind, options.teamId ? null : userId, options));
  return row?.total ?? 0;
}

const subCategoryCount = sql<number>`(select count(*) from ${subCategories} where ${subCategories.categoryId} = ${categories.id})`;

export function listCategories(executor: Executor, userId: string, options: EntryFilter) {
  return pageOf(
    executor,
    'category',
    { subCategoryCount: subCategoryCount.mapWith(Number) },
    userId,
    options,
  );
}

export function listSubCategories(executor: Executor, userId: string, options: EntryFilter) {
  return pageOf(
    executor,
    'subCategory',
    {
      categoryId: subCategories.categoryId,
      categoryName: sql<string>`(select ${categories.name} from ${categories} where ${categories.id} = ${subCategories.categoryId})`,
    },
    userId,
    options,
  );
}

export function listFabrics(executor: Executor, userId: string, options: EntryFilter) {
  return pageOf(
    executor,
    'fabric',
    {
      composition: fabrics.composition,
      weightGsm: fabrics.weightGsm,
      widthCm: fabrics.widthCm,
      supplier: fabrics.supplier,
      pricePerMeter: fabrics.pricePerMeter,
      currency: fabrics.currency,
      notes: fabrics.notes,
      swatchPath: fabrics.swatchPath,
      swatchStatus: sql<
        string | null
      >`(select ${mediaFiles.status} from ${mediaFiles} where ${mediaFiles.path} = ${fabrics.swatchPath})`,
    },
    userId,
    options,
  );
}

/** Seasons and tags: nothing beyond the entry columns. */
export function listPlainEntries(
  executor: Executor,
  kind: 'season' | 'tag',
  userId: string,
  options: EntryFilter,
) {
  return pageOf(executor, kind, {}, userId, options);
}

export type CategoryListRow = Awaited<ReturnType<typeof listCategories>>[number];
export type SubCategoryListRow = Awaited<ReturnType<typeof listSubCategories>>[number];
export type FabricListRow = Awaited<ReturnType<typeof listFabrics>>[number];
export type PlainListRow = Awaited<ReturnType<typeof listPlainEntries>>[number];

// ---------------------------------------------------------------- single rows and writes

/** The entry's team (and category, for sub-categories), or undefined. */
export async function findEntry(executor: Executor, kind: CatalogueKind, id: string) {
  const table = ENTRY_TABLES[kind];
  const [row] = await executor
    .select({ id: table.id, teamId: table.teamId })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

export async function findSubCategory(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      id: subCategories.id,
      teamId: subCategories.teamId,
      categoryId: subCategories.categoryId,
    })
    .from(subCategories)
    .where(eq(subCategories.id, id));
  return row;
}

/** The fabric, locked until the transaction ends (swatch changes queue up behind each other). */
export async function lockFabric(executor: Executor, id: string): Promise<FabricRow | undefined> {
  const [row] = await executor.select().from(fabrics).where(eq(fabrics.id, id)).for('update');
  return row;
}

/** Is the name used in the team (for sub-categories: in the category), ignoring case? */
export async function nameTaken(
  executor: Executor,
  kind: CatalogueKind,
  scope: { teamId: string; categoryId?: string | undefined },
  name: string,
  exceptId?: string,
) {
  const table = ENTRY_TABLES[kind];
  const [row] = await executor
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        kind === 'subCategory' && scope.categoryId
          ? eq(subCategories.categoryId, scope.categoryId)
          : eq(table.teamId, scope.teamId),
        sql`lower(${table.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Inserts an entry; undefined when a concurrent request took the name first (the unique index
 * answers, so two writers can never both win).
 */
export async function insertEntry(
  executor: Executor,
  kind: CatalogueKind,
  values: { teamId: string; name: string; createdBy: string } & Record<string, unknown>,
) {
  const [row] = await executor
    .insert(ENTRY_TABLES[kind])
    .values(values as typeof seasons.$inferInsert)
    .onConflictDoNothing()
    .returning({ id: ENTRY_TABLES[kind].id });
  return row;
}

export async function updateEntry(
  executor: Executor,
  kind: CatalogueKind,
  id: string,
  values: { name: string } & Record<string, unknown>,
) {
  const table = ENTRY_TABLES[kind];
  await executor
    .update(table)
    .set({ ...values, updatedAt: new Date() } as Partial<typeof seasons.$inferInsert>)
    .where(eq(table.id, id));
}

export async function deleteEntry(executor: Executor, kind: CatalogueKind, id: string) {
  const table = ENTRY_TABLES[kind];
  const removed = await executor.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return removed.length === 1;
}

export async function countSubCategories(executor: Executor, categoryIds: string[]) {
  const [row] = await executor
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(subCategories)
    .where(inArray(subCategories.categoryId, categoryIds));
  return row?.total ?? 0;
}

export async function setSwatch(executor: Executor, fabricId: string, swatchPath: string | null) {
  await executor
    .update(fabrics)
    .set({ swatchPath, updatedAt: new Date() })
    .where(eq(fabrics.id, fabricId));
}
