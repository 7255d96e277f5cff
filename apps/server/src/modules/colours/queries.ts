/**
 * Drizzle queries of the colour library. Lists are scoped to the teams the user owns or actively
 * belongs to, in SQL, and paginated in the database; each row says whether it is the user's
 * favourite (an index lookup, not a query per row).
 */
import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { colourFavorites, colours, teamMembers, teams } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { isVisibleTeam, membershipColumns, membershipOf } from '../policy/visibility.ts';

export interface ColourListOptions {
  page: number;
  limit: number;
  teamId?: string | undefined;
  search?: string | undefined;
  sortBy: 'createdAt' | 'updatedAt' | 'name' | 'code';
  orderBy: 'asc' | 'desc';
}

const isFavorite = (userId: string) =>
  sql<boolean>`exists (select 1 from ${colourFavorites} where ${colourFavorites.userId} = ${userId} and ${colourFavorites.colourId} = ${colours.id})`;

function matches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(colours.name, pattern),
    ilike(colours.code, pattern),
    ilike(colours.hexCode, pattern),
  );
}

/** The scoped select every colour read shares: the row, the favourite flag, the membership. */
function scoped(executor: Executor, userId: string) {
  return executor
    .select({
      colour: colours,
      isFavorite: isFavorite(userId),
      ...membershipColumns(),
    })
    .from(colours)
    .innerJoin(teams, eq(teams.id, colours.teamId))
    .leftJoin(teamMembers, membershipOf(colours.teamId, userId))
    .$dynamic();
}

const sortColumns = {
  createdAt: colours.createdAt,
  updatedAt: colours.updatedAt,
  name: sql`lower(${colours.name})`,
  code: sql`lower(${colours.code})`,
};

export function listColours(executor: Executor, userId: string, options: ColourListOptions) {
  const order = options.orderBy === 'asc' ? asc : desc;
  return scoped(executor, userId)
    .where(
      and(
        isVisibleTeam(colours.teamId, userId),
        options.teamId ? eq(colours.teamId, options.teamId) : undefined,
        matches(options.search),
      ),
    )
    .orderBy(order(sortColumns[options.sortBy]), order(colours.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
}

export type ColourListRow = Awaited<ReturnType<typeof listColours>>[number];

/**
 * Counts what `listColours` would show. Within one team (which the service has authorized) that
 * is a count on the team's index, with no join per row.
 */
export async function countColours(
  executor: Executor,
  userId: string,
  options: Pick<ColourListOptions, 'teamId' | 'search'>,
) {
  const [row] = await executor
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(colours)
    .where(
      and(
        options.teamId ? eq(colours.teamId, options.teamId) : isVisibleTeam(colours.teamId, userId),
        matches(options.search),
      ),
    );
  return row?.total ?? 0;
}

/** These colours as the user sees them (only those in teams they can see). */
export function coloursByIds(executor: Executor, userId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return scoped(executor, userId).where(
    and(isVisibleTeam(colours.teamId, userId), inArray(colours.id, ids)),
  );
}

/** A team's colours by name, for the grid; at most `limit`. */
export function teamColours(executor: Executor, userId: string, teamId: string, limit: number) {
  return scoped(executor, userId)
    .where(and(isVisibleTeam(colours.teamId, userId), eq(colours.teamId, teamId)))
    .orderBy(asc(sql`lower(${colours.name})`), asc(colours.id))
    .limit(limit);
}

export interface FavoriteListOptions {
  page: number;
  limit: number;
  teamId?: string | undefined;
  search?: string | undefined;
}

/** The user's favourites in teams they can still see, newest first. */
export function listFavorites(executor: Executor, userId: string, options: FavoriteListOptions) {
  return executor
    .select({
      colour: colours,
      isFavorite: sql<boolean>`true`,
      ...membershipColumns(),
    })
    .from(colourFavorites)
    .innerJoin(colours, eq(colours.id, colourFavorites.colourId))
    .innerJoin(teams, eq(teams.id, colours.teamId))
    .leftJoin(teamMembers, membershipOf(colours.teamId, userId))
    .where(
      and(
        eq(colourFavorites.userId, userId),
        isVisibleTeam(colours.teamId, userId),
        options.teamId ? eq(colours.teamId, options.teamId) : undefined,
        matches(options.search),
      ),
    )
    .orderBy(desc(colourFavorites.createdAt), desc(colours.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
}

export async function countFavorites(
  executor: Executor,
  userId: string,
  { teamId, search }: Pick<FavoriteListOptions, 'teamId' | 'search'>,
) {
  const [row] = await executor
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(colourFavorites)
    .innerJoin(colours, eq(colours.id, colourFavorites.colourId))
    .where(
      and(
        eq(colourFavorites.userId, userId),
        isVisibleTeam(colours.teamId, userId),
        teamId ? eq(colours.teamId, teamId) : undefined,
        matches(search),
      ),
    );
  return row?.total ?? 0;
}

// ---------------------------------------------------------------- single rows and writes

export async function findColour(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: colours.id, teamId: colours.teamId })
    .from(colours)
    .where(eq(colours.id, id));
  return row;
}

/** Is the code used in the team (ignoring case) by a colour other than `exceptId`? */
export async function codeTaken(
  executor: Executor,
  teamId: string,
  code: string,
  exceptId?: string,
) {
  const [row] = await executor
    .select({ id: colours.id })
    .from(colours)
    .where(
      and(
        eq(colours.teamId, teamId),
        sql`lower(${colours.code}) = ${code.toLowerCase()}`,
        exceptId ? ne(colours.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** Which of these codes (lower case) the team already uses. */
export async function takenCodes(executor: Executor, teamId: string, codes: string[]) {
  if (codes.length === 0) return new Set<string>();
  const found = await executor
    .select({ code: sql<string>`lower(${colours.code})` })
    .from(colours)
    .where(and(eq(colours.teamId, teamId), inArray(sql`lower(${colours.code})`, codes)));
  return new Set(found.map((row) => row.code));
}

type NewColour = { teamId: string; name: string; code: string; hexCode: string; createdBy: string };

/** Inserts colours; those whose code a concurrent request took first are left out. */
/** The team's colours whose hex or code is one of `hexes` ('#RRGGBB'), in any case. */
export function coloursWithHex(executor: Executor, teamId: string, hexes: readonly string[]) {
  const upper = hexes.map((hex) => hex.toUpperCase());
  return executor
    .select({ id: colours.id, code: colours.code, hexCode: colours.hexCode })
    .from(colours)
    .where(
      and(
        eq(colours.teamId, teamId),
        or(
          inArray(sql`upper(${colours.hexCode})`, upper),
          inArray(sql`'#' || upper(${colours.code})`, upper),
        ),
      ),
    );
}

export function insertColours(executor: Executor, values: NewColour[]) {
  if (values.length === 0) return Promise.resolve([]);
  return executor
    .insert(colours)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: colours.id, code: colours.code });
}

export async function updateColour(
  executor: Executor,
  id: string,
  values: { name: string; code: string; hexCode: string },
) {
  await executor
    .update(colours)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(colours.id, id));
}

export async function deleteColour(executor: Executor, id: string) {
  const removed = await executor
    .delete(colours)
    .where(eq(colours.id, id))
    .returning({ id: colours.id });
  return removed.length === 1;
}

export async function removeFavorite(executor: Executor, userId: string, colourId: string) {
  const removed = await executor
    .delete(colourFavorites)
    .where(and(eq(colourFavorites.userId, userId), eq(colourFavorites.colourId, colourId)))
    .returning({ colourId: colourFavorites.colourId });
  return removed.length === 1;
}

export async function addFavorite(executor: Executor, userId: string, colourId: string) {
  await executor.insert(colourFavorites).values({ userId, colourId }).onConflictDoNothing();
}

export async function analyseColours(executor: Executor) {
  await executor.execute(sql`ANALYZE colours`);
}
