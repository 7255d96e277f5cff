/** Drizzle queries of costing: the team's currency and rates, a product's cost parts. */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productCostings, teamCosting, teamCurrencyRates } from '../../db/schema/index.ts';

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
