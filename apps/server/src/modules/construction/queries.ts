/**
 * Drizzle queries of products' construction details: the notes' head, the callouts, and — read
 * only — the product's image files the callouts are pinned on.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  constructionCallouts,
  mediaFiles,
  productConstruction,
  productItems,
} from '../../db/schema/index.ts';

export type CalloutValues = typeof constructionCallouts.$inferInsert;

export async function findConstruction(executor: Executor, productId: string) {
  const [row] = await executor
    .select()
    .from(productConstruction)
    .where(eq(productConstruction.productId, productId));
  return row ?? null;
}

/**
 * The product's head, made (empty, revision 0) if it has none, and locked until the transaction
 * ends: every change of the product's construction details takes it first, so two run one after
 * the other and the numbers never collide.
 */
export async function lockConstruction(executor: Executor, productId: string, teamId: string) {
  await executor
    .insert(productConstruction)
    .values({ productId, teamId })
    .onConflictDoNothing({ target: productConstruction.productId });
  const [row] = await executor
    .select()
    .from(productConstruction)
    .where(eq(productConstruction.productId, productId))
    .for('update');
  return row!;
}

export function updateNotes(
  executor: Executor,
  productId: string,
  values: { notes: string; revision: number; updatedBy: string; updatedAt: Date },
) {
  return executor
    .update(productConstruction)
    .set(values)
    .where(eq(productConstruction.productId, productId));
}

/** The product's callouts in their order (the stored numbers may have a gap, never a tie). */
export function calloutsOf(executor: Executor, productId: string) {
  return executor
    .select()
    .from(constructionCallouts)
    .where(eq(constructionCallouts.productId, productId))
    .orderBy(asc(constructionCallouts.number));
}

export async function insertCallout(executor: Executor, values: CalloutValues) {
  const [row] = await executor.insert(constructionCallouts).values(values).returning();
  return row!;
}

export async function updateCallout(
  executor: Executor,
  id: string,
  values: Partial<Pick<CalloutValues, 'x' | 'y' | 'text'>>,
) {
  const [row] = await executor
    .update(constructionCallouts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(constructionCallouts.id, id))
    .returning();
  return row!;
}

export function deleteCallout(executor: Executor, id: string) {
  return executor.delete(constructionCallouts).where(eq(constructionCallouts.id, id));
}

/**
 * Numbers the callouts 1, 2, 3… in the order of `ids` (every callout of the product). The ones
 * that move go through negative numbers first: the unique index is checked row by row.
 */
export async function renumber(executor: Executor, productId: string, ids: readonly string[]) {
  const current = await executor
    .select({ id: constructionCallouts.id, number: constructionCallouts.number })
    .from(constructionCallouts)
    .where(eq(constructionCallouts.productId, productId));
  const numberOf = new Map(current.map((row) => [row.id, row.number]));
  const moving = ids
    .map((id, index) => ({ id, number: index + 1 }))
    .filter((row) => numberOf.get(row.id) !== row.number);
  if (moving.length === 0) return;
  const movingIds = moving.map((row) => row.id);
  await executor
    .update(constructionCallouts)
    .set({ number: sql`-${constructionCallouts.number} - 1` })
    .where(inArray(constructionCallouts.id, movingIds));
  const cases = sql.join(
    moving.map((row) => sql`when ${row.id}::uuid then ${row.number}::int`),
    sql` `,
  );
  await executor
    .update(constructionCallouts)
    .set({ number: sql`case ${constructionCallouts.id} ${cases} end` })
    .where(inArray(constructionCallouts.id, movingIds));
}

/** A file of the product (not a folder), with its extension: whether it is an image is asked after. */
export async function findFile(executor: Executor, productId: string, fileId: string) {
  const [row] = await executor
    .select({ id: productItems.id, ext: productItems.ext })
    .from(productItems)
    .where(
      and(
        eq(productItems.id, fileId),
        eq(productItems.productId, productId),
        eq(productItems.kind, 'file'),
      ),
    );
  return row ?? null;
}

/** The product's files among `ids` with their current upload and its derivatives' status. */
export function imagesOf(executor: Executor, productId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: productItems.id,
      name: productItems.name,
      ext: productItems.ext,
      path: productItems.path,
      status: mediaFiles.status,
    })
    .from(productItems)
    .leftJoin(mediaFiles, eq(mediaFiles.path, productItems.path))
    .where(and(eq(productItems.productId, productId), inArray(productItems.id, [...ids])));
}

export type ImageRow = Awaited<ReturnType<typeof imagesOf>>[number];
