/** Drizzle queries of products' bills of materials: the head, its colourways and lines. */
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import {
  colours,
  productBomColourways,
  productBomLines,
  productBoms,
  users,
  type ProductBomColourwayRow,
  type ProductBomLineRow,
} from '../../db/schema/index.ts';

export type BomHeadValues = typeof productBoms.$inferInsert;
export type ColourwayValues = typeof productBomColourways.$inferInsert;
export type BomLineValues = typeof productBomLines.$inferInsert;

/** The head, locked until the saving transaction ends, so two saves are one after the other. */
export async function lockBom(executor: Executor, productId: string) {
  const [row] = await executor
    .select()
    .from(productBoms)
    .where(eq(productBoms.productId, productId))
    .for('update');
  return row ?? null;
}

/**
 * The bill's rows of `table` as a JSON array in their order, each under the row's property names,
 * as drizzle reads them: a numeric as its exact text (a JSON number would round it). These tables
 * keep no instants, which JSON would carry as text.
 */
function rowsOf<T>(table: PgTable & { productId: AnyPgColumn; position: AnyPgColumn }) {
  const fields = Object.entries(getTableColumns(table)).flatMap(([key, column]) => [
    sql.raw(`'${key}'`),
    column.getSQLType().startsWith('numeric') ? sql`${column}::text` : sql`${column}`,
  ]);
  return sql<T[]>`(select coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)})
    order by ${table.position}), '[]'::json)
    from ${table} where ${table.productId} = ${sql.placeholder('productId')})`;
}

/**
 * The head with its colourways and lines in one statement (a bill's every reader, the costing's
 * too): prepared once per executor, planned once per connection. None without a head.
 */
const bill = preparedPer((executor) =>
  executor
    .select({
      head: getTableColumns(productBoms),
      colourways: rowsOf<ProductBomColourwayRow>(productBomColourways),
      lines: rowsOf<ProductBomLineRow>(productBomLines),
    })
    .from(productBoms)
    .where(eq(productBoms.productId, sql.placeholder('productId')))
    .prepare('bom_bill'),
);

export async function findBill(executor: Executor, productId: string) {
  const [row] = await bill(executor).execute({ productId });
  return row ?? null;
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
