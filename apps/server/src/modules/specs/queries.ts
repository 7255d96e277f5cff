/** Drizzle queries of products' spec sheets: the head, its current rows and its revisions. */
import { and, asc, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  poms,
  productSpecRevisions,
  productSpecRows,
  productSpecs,
  users,
} from '../../db/schema/index.ts';
import type { SpecSnapshot } from '../../db/schema/index.ts';

export type SpecHeadValues = typeof productSpecs.$inferInsert;
export type SpecRowValues = typeof productSpecRows.$inferInsert;

export async function findSpec(executor: Executor, productId: string) {
  const [row] = await executor
    .select()
    .from(productSpecs)
    .where(eq(productSpecs.productId, productId));
  return row ?? null;
}

/** The head, locked until the saving transaction ends, so two saves are one after the other. */
export async function lockSpec(executor: Executor, productId: string) {
  const [row] = await executor
    .select()
    .from(productSpecs)
    .where(eq(productSpecs.productId, productId))
    .for('update');
  return row ?? null;
}

/**
 * The sheet's rows in order, each with its point of measure when the team still has it (one
 * statement: a save reads both).
 */
export function specRowsWithPoms(executor: Executor, productId: string, teamId: string) {
  return executor
    .select({ row: productSpecRows, pom: poms })
    .from(productSpecRows)
    .leftJoin(poms, and(eq(poms.id, productSpecRows.pomId), eq(poms.teamId, teamId)))
    .where(eq(productSpecRows.productId, productId))
    .orderBy(asc(productSpecRows.position));
}

export function insertSpec(executor: Executor, values: SpecHeadValues) {
  return executor.insert(productSpecs).values(values);
}

export function updateSpec(executor: Executor, productId: string, values: Partial<SpecHeadValues>) {
  return executor
    .update(productSpecs)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(productSpecs.productId, productId));
}

/**
 * The sheet's rows change: those of `removed` points are deleted, and only those new or changed
 * (`changed`) are written — a cell typed changes one row, not the hundred of a sheet.
 */
export async function writeRows(
  executor: Executor,
  productId: string,
  removed: readonly string[],
  changed: readonly SpecRowValues[],
) {
  if (removed.length > 0)
    await executor
      .delete(productSpecRows)
      .where(
        and(eq(productSpecRows.productId, productId), inArray(productSpecRows.pomId, [...removed])),
      );
  if (changed.length === 0) return;
  await executor
    .insert(productSpecRows)
    .values([...changed])
    .onConflictDoUpdate({
      target: [productSpecRows.productId, productSpecRows.pomId],
      set: {
        position: sql`excluded.position`,
        base: sql`excluded.base`,
        gradeRule: sql`excluded.grade_rule`,
        overrides: sql`excluded.overrides`,
        toleranceMinus: sql`excluded.tolerance_minus`,
        tolerancePlus: sql`excluded.tolerance_plus`,
      },
    });
}

export function insertRevision(
  executor: Executor,
  values: { productId: string; revision: number; snapshot: SpecSnapshot; createdBy: string },
) {
  return executor.insert(productSpecRevisions).values(values);
}

const revisionColumns = {
  revision: productSpecRevisions.revision,
  snapshot: productSpecRevisions.snapshot,
  createdAt: productSpecRevisions.createdAt,
  createdBy: productSpecRevisions.createdBy,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** Every revision of the sheet, newest first, with who saved it. */
export function revisionsOf(executor: Executor, productId: string) {
  return executor
    .select(revisionColumns)
    .from(productSpecRevisions)
    .leftJoin(users, eq(users.id, productSpecRevisions.createdBy))
    .where(eq(productSpecRevisions.productId, productId))
    .orderBy(desc(productSpecRevisions.revision));
}

/** The revisions from `low` to `high` (both included), oldest first. */
export function revisionsBetween(executor: Executor, productId: string, low: number, high: number) {
  return executor
    .select(revisionColumns)
    .from(productSpecRevisions)
    .leftJoin(users, eq(users.id, productSpecRevisions.createdBy))
    .where(
      and(
        eq(productSpecRevisions.productId, productId),
        between(productSpecRevisions.revision, low, high),
      ),
    )
    .orderBy(asc(productSpecRevisions.revision));
}

export async function findRevision(executor: Executor, productId: string, revision: number) {
  const [row] = await revisionsBetween(executor, productId, revision, revision);
  return row ?? null;
}

export function namesOf(executor: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}
