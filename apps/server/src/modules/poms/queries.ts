/** Drizzle queries of a team's measurement library: points of measure and size ranges. */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pomLibraries, poms, productSpecRows, sizeRanges } from '../../db/schema/index.ts';

export type PomValues = typeof poms.$inferInsert;
export type SizeRangeValues = typeof sizeRanges.$inferInsert;

/**
 * Marks the team's library as seeded; true for the one call that did (concurrent first reads wait
 * on the key and find it taken), so the starter library is written exactly once.
 */
export async function claimSeeding(executor: Executor, teamId: string) {
  const claimed = await executor
    .insert(pomLibraries)
    .values({ teamId })
    .onConflictDoNothing()
    .returning({ teamId: pomLibraries.teamId });
  return claimed.length === 1;
}

// ---------------------------------------------------------------- points of measure

export async function findPom(executor: Executor, id: string) {
  const [row] = await executor.select().from(poms).where(eq(poms.id, id));
  return row ?? null;
}

export function teamPoms(executor: Executor, teamId: string) {
  return executor
    .select()
    .from(poms)
    .where(eq(poms.teamId, teamId))
    .orderBy(asc(poms.position), asc(poms.code));
}

export function pomsByIds(executor: Executor, teamId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(poms)
    .where(and(eq(poms.teamId, teamId), inArray(poms.id, [...ids])));
}

export async function countPoms(executor: Executor, teamId: string) {
  const [row] = await executor.select({ n: count() }).from(poms).where(eq(poms.teamId, teamId));
  return row!.n;
}

/** The position after the team's last point of measure. */
export async function nextPomPosition(executor: Executor, teamId: string) {
  const [row] = await executor
    .select({ next: sql<number>`coalesce(max(${poms.position}) + 1, 0)::int` })
    .from(poms)
    .where(eq(poms.teamId, teamId));
  return row!.next;
}

export async function pomCodeTaken(
  executor: Executor,
  teamId: string,
  code: string,
  exceptId?: string,
) {
  const [row] = await executor
    .select({ id: poms.id })
    .from(poms)
    .where(
      and(
        eq(poms.teamId, teamId),
        eq(poms.code, code),
        exceptId ? ne(poms.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Inserts the rows; a code the team already uses is skipped (the starter library's re-adds). */
export function insertPoms(executor: Executor, values: PomValues[]) {
  if (values.length === 0) return Promise.resolve([]);
  return executor.insert(poms).values(values).onConflictDoNothing().returning();
}

export async function updatePom(executor: Executor, id: string, values: Partial<PomValues>) {
  const [row] = await executor
    .update(poms)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(poms.id, id))
    .returning();
  return row ?? null;
}

export function deletePom(executor: Executor, id: string) {
  return executor.delete(poms).where(eq(poms.id, id));
}

/** Whether any product's current spec sheet has the point of measure as a row. */
export async function pomInUse(executor: Executor, id: string) {
  const [row] = await executor
    .select({ pomId: productSpecRows.pomId })
    .from(productSpecRows)
    .where(eq(productSpecRows.pomId, id))
    .limit(1);
  return Boolean(row);
}

/** Sets the team's order: each id's position is its place in `ids`. */
export function setPomPositions(executor: Executor, teamId: string, ids: readonly string[]) {
  const cases: SQL[] = ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`);
  return executor
    .update(poms)
    .set({ position: sql`case ${poms.id} ${sql.join(cases, sql` `)} else ${poms.position} end` })
    .where(eq(poms.teamId, teamId));
}

// ---------------------------------------------------------------- size ranges

export async function findSizeRange(executor: Executor, id: string) {
  const [row] = await executor.select().from(sizeRanges).where(eq(sizeRanges.id, id));
  return row ?? null;
}

export function teamSizeRanges(executor: Executor, teamId: string) {
  return executor
    .select()
    .from(sizeRanges)
    .where(eq(sizeRanges.teamId, teamId))
    .orderBy(asc(sizeRanges.position), asc(sizeRanges.name));
}

export async function countSizeRanges(executor: Executor, teamId: string) {
  const [row] = await executor
    .select({ n: count() })
    .from(sizeRanges)
    .where(eq(sizeRanges.teamId, teamId));
  return row!.n;
}

export async function nextSizeRangePosition(executor: Executor, teamId: string) {
  const [row] = await executor
    .select({ next: sql<number>`coalesce(max(${sizeRanges.position}) + 1, 0)::int` })
    .from(sizeRanges)
    .where(eq(sizeRanges.teamId, teamId));
  return row!.next;
}

export async function sizeRangeNameTaken(
  executor: Executor,
  teamId: string,
  name: string,
  exceptId?: string,
) {
  const [row] = await executor
    .select({ id: sizeRanges.id })
    .from(sizeRanges)
    .where(
      and(
        eq(sizeRanges.teamId, teamId),
        sql`lower(${sizeRanges.name}) = lower(${name})`,
        exceptId ? ne(sizeRanges.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export function insertSizeRanges(executor: Executor, values: SizeRangeValues[]) {
  if (values.length === 0) return Promise.resolve([]);
  return executor.insert(sizeRanges).values(values).onConflictDoNothing().returning();
}

export async function updateSizeRange(
  executor: Executor,
  id: string,
  values: Partial<SizeRangeValues>,
) {
  const [row] = await executor
    .update(sizeRanges)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sizeRanges.id, id))
    .returning();
  return row ?? null;
}

export function deleteSizeRange(executor: Executor, id: string) {
  return executor.delete(sizeRanges).where(eq(sizeRanges.id, id));
}
