/** The answers of costing: a product's figures and the team's currency and rates. */
import {
  canonicalDecimal,
  displayName,
  type Costing,
  type PersonRef,
  type TeamCosting,
} from '@atelier/domain';
import type {
  ProductCostingRow,
  TeamCostingRow,
  TeamCurrencyRateRow,
} from '../../db/schema/index.ts';
import type { CostingFigures, CostParts } from './compute.ts';
import type { CostingSheet } from './queries.ts';

const decimalText = (value: string) => canonicalDecimal(value, 8) ?? value;

export const presentRates = (rates: readonly TeamCurrencyRateRow[]) =>
  rates.map((rate) => ({
    currency: rate.currency,
    rate: decimalText(rate.rate),
    ratedOn: rate.ratedOn,
  }));

/** A stored costing's parts as exact texts; a product without one adds nothing. */
export function partsOf(row: ProductCostingRow | null, fallback: CostParts): CostParts {
  if (!row) return fallback;
  return {
    labour: { mode: row.labourMode, value: decimalText(row.labour) },
    overhead: { mode: row.overheadMode, value: decimalText(row.overhead) },
    freight: { mode: row.freightMode, value: decimalText(row.freight) },
    duty: { mode: row.dutyMode, value: decimalText(row.duty) },
    targetCost: row.targetCost === null ? null : decimalText(row.targetCost),
  };
}

export function presentCosting(
  sheet: Pick<CostingSheet, 'id' | 'currency' | 'rates' | 'stored' | 'savedBy'>,
  parts: CostParts,
  figures: CostingFigures,
  canEdit: boolean,
): Costing {
  const { stored, savedBy } = sheet;
  return {
    productId: sheet.id,
    currency: sheet.currency,
    inputs: parts,
    ...figures,
    rates: presentRates(sheet.rates),
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    updatedBy: stored && savedBy ? { _id: savedBy.id, name: displayName(savedBy) } : null,
    policies: { edit: canEdit },
  };
}

export function presentTeamCosting(
  teamId: string,
  row: TeamCostingRow | null,
  rates: readonly TeamCurrencyRateRow[],
  updatedBy: PersonRef | null,
): TeamCosting {
  return {
    teamId,
    currency: row?.currency ?? null,
    rates: presentRates(rates),
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy,
    policies: { edit: true },
  };
}
