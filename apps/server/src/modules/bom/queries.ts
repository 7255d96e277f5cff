/** Drizzle queries of products' bills of materials: the head, its colourways and lines. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  colours,
  productBomColourways,
  productBomLines,
  productBoms,
  users,
} from '../../db/schema/index.ts';

export type BomHeadValues = typeof productBoms.$inferInsert;
export type ColourwayValues = typeof productBomColourways.$inferInsert;
export type BomLineValues = typeof productBomLines.$inferInsert;

export async function findBom(executor: Executor, productId: string) {
  const [row] = await executor
    .select()
    .from(productBoms)
    .where(eq(productBoms.productId, productId));
  return row ?? null;
}

/** The head, locked until the saving transaction ends, so two saves are one after the other. */
export async function lockBom(executor: Executor, productId: string) {
  const [row] = await executor
    .select()
    .from(productBoms)
    .where(eq(productBoms.productId, productId))
    .for('update');
  return row ?? null;
}

export function colourwaysOf(executor: Executor, productId: string) {
  return executor
    .select()
    .from(productBomColourways)
    .where(eq(productBomColourways.productId, productId))
    .orderBy(asc(productBomColourways.position));
}

export function linesOf(executor: Executor, productId: string) {
  return executor
    .select()
    .from(productBomLines)
    .where(eq(productBomLines.productId, productId))
    .orderBy(asc(productBomLines.position));
}

export function insertBom(executor: Executor, values: BomHeadValues) {
  return executor.insert(productBoms).values(values);
}

export function updateBom(executor: Executor, productId: string, values: Partial<BomHeadValues>) {
  return executor
    .update(productBoms)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(productBoms.productId, productId));
}

/** The bill's colourways and lines become these, in this order. */
export async function replaceContents(
  executor: Executor,
  productId: string,
  colourways: readonly ColourwayValues[],
  lines: readonly BomLineValues[],
) {
  await executor.delete(productBomColourways).where(eq(productBomColourways.productId, productId));
  await executor.delete(productBomLines).where(eq(productBomLines.productId, productId));
  if (colourways.length > 0) await executor.insert(productBomColourways).values([...colourways]);
  if (lines.length > 0) await executor.insert(productBomLines).values([...lines]);
}

/** The colours among `ids` that are in the team's library. */
export function coloursOfTeam(executor: Executor, teamId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: colours.id, name: colours.name, code: colours.code, hexCode: colours.hexCode })
    .from(colours)
    .where(and(eq(colours.teamId, teamId), inArray(colours.id, [...ids])));
}

export async function personOf(executor: Executor, userId: string | null) {
  if (!userId) return null;
  const [person] = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return person ?? null;
}
