/**
 * Costing (issue 46 §3): a product's figures per colourway for whoever may see its costs, the parts
 * (labour, overhead, freight, duty, target) set by whoever may edit it, and the team's costing
 * currency and rates. Nothing here reaches a share link, a line sheet, search, designmate or the
 * timeline: costs are secret by default (DESIGN §9).
 */
import {
  messages,
  type Costing,
  type CurrencyCode,
  type SaveCostingInput,
  type SaveTeamCostingInput,
  type TeamCosting,
} from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { ProductRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { transaction } from '../../platform/transaction.ts';
import { bomContents, savedBy } from '../bom/service.ts';
import { authorize } from '../policy/policy.ts';
import { productPolicies } from '../policy/product.ts';
import { productAndStanding, productFor } from '../products/service.ts';
import { computeCosting, NO_PARTS, type CostParts } from './compute.ts';
import { partsOf, presentCosting, presentTeamCosting } from './presenter.ts';
import {
  findProductCosting,
  findTeamCosting,
  ratesOf,
  writeProductCosting,
  writeTeamCosting,
} from './queries.ts';

const priceOf = (amount: number | null, currency: CurrencyCode | null) =>
  amount === null ? null : { amount: String(amount), currency };

/** The product's costing as it stands: its parts, the bill's lines, the team's rates. */
async function costingOf(executor: Executor, product: ProductRow, canEdit: boolean) {
  const team = await findTeamCosting(executor, product.teamId);
  const rates = team ? await ratesOf(executor, product.teamId) : [];
  const stored = await findProductCosting(executor, product.id);
  const parts = partsOf(stored, NO_PARTS);
  const contents = await bomContents(executor, product.id);
  const figures = computeCosting({
    currency: team?.currency ?? null,
    rates: new Map(rates.map((rate) => [rate.currency, rate.rate])),
    colourways: contents.colourways,
    lines: contents.lines,
    parts,
    wholesale: priceOf(product.wholesalePrice, product.priceCurrency),
    retail: priceOf(product.retailPrice, product.priceCurrency),
  });
  const saved = stored && {
    updatedAt: stored.updatedAt,
    updatedBy: await savedBy(executor, stored.updatedBy),
  };
  return presentCosting(
    product.id,
    { currency: team?.currency ?? null, rates },
    parts,
    figures,
    saved,
    canEdit,
  );
}

export async function getCosting(ctx: AppContext, user: UserRow, productId: string) {
  // One standing read both refuses and answers the edit policy (productFor, then authorize, read
  // it twice).
  const { product, standing } = await productAndStanding(ctx.db, user, productId, 'viewCosts');
  return costingOf(ctx.db, product, productPolicies(standing, product).edit);
}

/**
 * The product's costing as it stands, for a module that authorized the product and the right to
 * see its costs itself (the tech pack's release keeps it as internal figures).
 */
export function costingFor(executor: Executor, product: ProductRow): Promise<Costing> {
  return costingOf(executor, product, false);
}

const sameParts = (a: CostParts, b: CostParts) => JSON.stringify(a) === JSON.stringify(b);

export async function saveCosting(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  input: SaveCostingInput,
): Promise<{ data: Costing; message: string }> {
  return transaction(ctx, async (tx) => {
    const product = await productFor(tx, user, productId, 'edit');
    await authorize(tx, user, 'viewCosts', { kind: 'product', ...product });
    const stored = await findProductCosting(tx, product.id);
    if (stored && sameParts(partsOf(stored, NO_PARTS), input))
      return { data: await costingOf(tx, product, true), message: messages.costingUnchanged };
    await writeProductCosting(tx, {
      productId: product.id,
      teamId: product.teamId,
      labourMode: input.labour.mode,
      labour: input.labour.value,
      overheadMode: input.overhead.mode,
      overhead: input.overhead.value,
      freightMode: input.freight.mode,
      freight: input.freight.value,
      dutyMode: input.duty.mode,
      duty: input.duty.value,
      targetCost: input.targetCost,
      updatedBy: user.id,
      updatedAt: new Date(),
    });
    return { data: await costingOf(tx, product, true), message: messages.costingSaved };
  });
}

// ---------------------------------------------------------------- the team's currency and rates

export async function getTeamCosting(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
): Promise<TeamCosting> {
  await authorize(ctx.db, user, 'manageCosting', { kind: 'team', teamId });
  const row = await findTeamCosting(ctx.db, teamId);
  const rates = row ? await ratesOf(ctx.db, teamId) : [];
  return presentTeamCosting(teamId, row, rates, await savedBy(ctx.db, row?.updatedBy ?? null));
}

const settingsKey = (
  currency: string,
  rates: readonly { currency: string; rate: string; ratedOn: string }[],
) =>
  JSON.stringify([
    currency,
    [...rates].map((rate) => [rate.currency, rate.rate, rate.ratedOn]).sort(),
  ]);

export async function saveTeamCosting(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  input: SaveTeamCostingInput,
): Promise<{ data: TeamCosting; message: string }> {
  return transaction(ctx, async (tx) => {
    await authorize(tx, user, 'manageCosting', { kind: 'team', teamId });
    const row = await findTeamCosting(tx, teamId);
    const rates = row ? await ratesOf(tx, teamId) : [];
    const before = presentTeamCosting(teamId, row, rates, null);
    if (row && settingsKey(row.currency, before.rates) === settingsKey(input.currency, input.rates))
      return {
        data: presentTeamCosting(teamId, row, rates, await savedBy(tx, row.updatedBy)),
        message: messages.teamCostingUnchanged,
      };
    const updatedAt = new Date();
    await writeTeamCosting(
      tx,
      { teamId, currency: input.currency, updatedBy: user.id, updatedAt },
      input.rates.map((rate) => ({ teamId, ...rate })),
    );
    const saved = await findTeamCosting(tx, teamId);
    return {
      data: presentTeamCosting(
        teamId,
        saved,
        await ratesOf(tx, teamId),
        await savedBy(tx, user.id),
      ),
      message: messages.teamCostingSaved,
    };
  });
}
