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
import { notFound } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { savedBy } from '../bom/service.ts';
import { authorize, authorizeStanding } from '../policy/policy.ts';
import { productPolicies } from '../policy/product.ts';
import { membershipOfRow } from '../policy/standing.ts';
import { productFor } from '../products/service.ts';
import { computeCosting, NO_PARTS, type CostParts } from './compute.ts';
import { partsOf, presentCosting, presentTeamCosting } from './presenter.ts';
import {
  findCostingSheet,
  findProductCosting,
  findTeamCosting,
  ratesOf,
  writeProductCosting,
  writeTeamCosting,
  type CostingSheet,
} from './queries.ts';

const priceOf = (amount: number | null, currency: CurrencyCode | null) =>
  amount === null ? null : { amount: String(amount), currency };

/** No account has this id: the sheet's membership columns stay empty (the caller authorized). */
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** The product's costing as its sheet stands: its parts, the team's rates, the bill's lines. */
function costingOf(sheet: CostingSheet, canEdit: boolean) {
  const parts = partsOf(sheet.stored, NO_PARTS);
  const figures = computeCosting({
    currency: sheet.currency,
    rates: new Map(sheet.rates.map((rate) => [rate.currency, rate.rate])),
    colourways: sheet.colourways,
    lines: sheet.lines,
    parts,
    wholesale: priceOf(sheet.wholesalePrice, sheet.priceCurrency),
    retail: priceOf(sheet.retailPrice, sheet.priceCurrency),
  });
  return presentCosting(sheet, parts, figures, canEdit);
}

/** The costing of a product the caller has authorized (it exists: the caller read or locked it). */
async function authorizedCosting(executor: Executor, productId: string, canEdit: boolean) {
  const sheet = await findCostingSheet(executor, NO_USER, productId);
  if (!sheet) throw notFound();
  return costingOf(sheet, canEdit);
}

/**
 * `GET product/{id}/costing`: one statement reads the product, the reader's standing in its team
 * (which both refuses and answers the edit policy), the team's rates, the product's parts and its
 * bill. Nine statements one after the other cost three product reads; one costs about one.
 */
export async function getCosting(ctx: AppContext, user: UserRow, productId: string) {
  const sheet = await findCostingSheet(ctx.db, user.id, productId);
  if (!sheet) throw notFound();
  const standing = {
    kind: 'user' as const,
    userId: user.id,
    membership: membershipOfRow(sheet, user.id),
  };
  const product = { kind: 'product' as const, id: sheet.id, teamId: sheet.teamId };
  authorizeStanding(standing, 'viewCosts', product);
  return costingOf(sheet, productPolicies(standing, product).edit);
}

/**
 * The product's costing as it stands, for a module that authorized the product and the right to
 * see its costs itself (the tech pack's release keeps it as internal figures).
 */
export async function costingFor(executor: Executor, product: ProductRow): Promise<Costing> {
  return authorizedCosting(executor, product.id, false);
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
      return {
        data: await authorizedCosting(tx, product.id, true),
        message: messages.costingUnchanged,
      };
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
    return {
      data: await authorizedCosting(tx, product.id, true),
      message: messages.costingSaved,
    };
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
