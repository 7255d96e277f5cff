/**
 * Drizzle queries of costing: the team's currency and rates, a product's cost parts, and its
 * costing sheet (which reads the bill's tables, read only).
 */
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import {
  productBomColourways,
  productBomLines,
  productCostings,
  products,
  teamCosting,
  teamCurrencyRates,
  teamMembers,
  teams,
  users,
  type TeamCurrencyRateRow,
} from '../../db/schema/index.ts';
import { membershipColumns, membershipOf } from '../policy/visibility.ts';
import type { CostLine } from './compute.ts';

export type ProductCostingValues = typeof productCostings.$inferInsert;
export type RateValues = typeof teamCurrencyRates.$inferInsert;

export async function findTeamCosting(executor: Executor, teamId: string) {
  const [row] = await executor.select().from(teamCosting).where(eq(teamCosting.teamId, teamId));
  return row ?? null;
}

export function ratesOf(executor: Executor, teamId: string) {
  return executor
    .select()
    .from(teamCurrencyRates)
    .where(eq(teamCurrencyRates.teamId, teamId))
    .orderBy(asc(teamCurrencyRates.currency));
}

/** The team's currency and its whole list of rates become these. */
export async function writeTeamCosting(
  executor: Executor,
  values: typeof teamCosting.$inferInsert,
  rates: readonly RateValues[],
) {
  await executor
    .insert(teamCosting)
    .values(values)
    .onConflictDoUpdate({
      target: teamCosting.teamId,
      set: { currency: values.currency, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
    });
  await executor.delete(teamCurrencyRates).where(eq(teamCurrencyRates.teamId, values.teamId));
  if (rates.length > 0) await executor.insert(teamCurrencyRates).values([...rates]);
}

export async function findProductCosting(executor: Executor, productId: string) {
  const [row] = await executor
    .select()
    .from(productCostings)
    .where(eq(productCostings.productId, productId));
  return row ?? null;
}

export function writeProductCosting(executor: Executor, values: ProductCostingValues) {
  const { productId: _productId, teamId: _teamId, ...set } = values;
  return executor
    .insert(productCostings)
    .values(values)
    .onConflictDoUpdate({ target: productCostings.productId, set });
}

/** The team's rates as a JSON array in currency order, each rate as its exact text. */
const ratesOfTeam = sql<TeamCurrencyRateRow[]>`(select coalesce(json_agg(json_build_object(
    'teamId', ${teamCurrencyRates.teamId},
    'currency', ${teamCurrencyRates.currency},
    'rate', ${teamCurrencyRates.rate}::text,
    'ratedOn', ${teamCurrencyRates.ratedOn}
  ) order by ${teamCurrencyRates.currency}), '[]'::json)
  from ${teamCurrencyRates} where ${teamCurrencyRates.teamId} = ${products.teamId})`;

/**
 * The product's bill as the arithmetic reads it (its tables read only, as `bom` stores them): the
 * colourways' ids and names, and each line's quantity, price and what it is left out of, in the
 * bill's order; numerics as their exact texts (a JSON number would round them).
 */
const colourwaysOfBill = sql<{ id: string; name: string }[]>`(select coalesce(json_agg(
    json_build_object('id', ${productBomColourways.id}, 'name', ${productBomColourways.name})
    order by ${productBomColourways.position}), '[]'::json)
  from ${productBomColourways} where ${productBomColourways.productId} = ${products.id})`;
const linesOfBill = sql<CostLine[]>`(select coalesce(json_agg(json_build_object(
    'quantity', ${productBomLines.quantity}::text,
    'unitPrice', ${productBomLines.unitPrice}::text,
    'currency', ${productBomLines.currency},
    'wastePercent', ${productBomLines.wastePercent}::text,
    'notUsedIn', ${productBomLines.notUsedIn}
  ) order by ${productBomLines.position}), '[]'::json)
  from ${productBomLines} where ${productBomLines.productId} = ${products.id})`;

/**
 * A product's costing sheet in one statement: its prices, the reader's membership columns (for
 * `authorizeStanding`), the team's currency and rates, the product's stored parts and who saved
 * them, and its bill's colourways and lines. The costing's hottest read: one round trip, as the
 * product's card, prepared once per executor and planned once per connection.
 */
const costingSheet = preparedPer((executor) =>
  executor
    .select({
      id: products.id,
      teamId: products.teamId,
      wholesalePrice: products.wholesalePrice,
      retailPrice: products.retailPrice,
      priceCurrency: products.priceCurrency,
      ...membershipColumns(),
      currency: teamCosting.currency,
      rates: ratesOfTeam,
      stored: getTableColumns(productCostings),
      savedBy: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      colourways: colourwaysOfBill,
      lines: linesOfBill,
    })
    .from(products)
    .innerJoin(teams, eq(teams.id, products.teamId))
    .leftJoin(teamMembers, membershipOf(products.teamId, sql.placeholder('userId')))
    .leftJoin(teamCosting, eq(teamCosting.teamId, products.teamId))
    .leftJoin(productCostings, eq(productCostings.productId, products.id))
    .leftJoin(users, eq(users.id, productCostings.updatedBy))
    .where(eq(products.id, sql.placeholder('productId')))
    .prepare('costing_sheet'),
);

export type CostingSheet = NonNullable<Awaited<ReturnType<typeof findCostingSheet>>>;

/** The product's costing sheet, with `userId`'s membership of its team (none for an unknown id). */
export async function findCostingSheet(executor: Executor, userId: string, productId: string) {
  const [row] = await costingSheet(executor).execute({ userId, productId });
  return row ?? null;
}
