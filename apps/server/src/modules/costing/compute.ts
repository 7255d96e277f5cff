/**
 * The arithmetic of a costing (issue 46 §3), exact: decimal.js on the decimal texts, each part
 * rounded to cents before the next builds on it, so the parts shown add up to the landed cost
 * shown. No I/O.
 */
import {
  COST_PARTS,
  type ColourwayCost,
  type CostPartInput,
  type CurrencyCode,
} from '@atelier/domain';
import Decimal from 'decimal.js';

export interface CostLine {
  quantity: string;
  unitPrice: string | null;
  currency: CurrencyCode | null;
  wastePercent: string;
  notUsedIn: readonly string[];
}

export interface CostParts {
  labour: CostPartInput;
  overhead: CostPartInput;
  freight: CostPartInput;
  duty: CostPartInput;
  targetCost: string | null;
}

export interface Money {
  amount: string;
  currency: CurrencyCode | null;
}

export interface CostingInput {
  /** The team's costing currency; null until it chooses one (every figure is null then). */
  currency: CurrencyCode | null;
  /** What one unit of each currency is worth in `currency`. */
  rates: ReadonlyMap<CurrencyCode, string>;
  colourways: readonly { id: string; name: string }[];
  lines: readonly CostLine[];
  parts: CostParts;
  wholesale: Money | null;
  retail: Money | null;
}

export interface CostingFigures {
  colourways: ColourwayCost[];
  wholesalePrice: string | null;
  retailPrice: string | null;
  missingRates: CurrencyCode[];
  unpricedLines: number;
}

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const money = (value: Decimal | null) => (value === null ? null : value.toFixed(2));
const HUNDRED = new Decimal(100);

/** A part as an amount, or as a percentage of `base`. */
const partOf = (part: CostPartInput, base: Decimal) =>
  cents(
    part.mode === 'amount' ? new Decimal(part.value) : base.times(part.value).dividedBy(HUNDRED),
  );

function margin(price: Decimal | null, landed: Decimal | null) {
  if (price === null || landed === null || price.isZero()) return null;
  return price.minus(landed).dividedBy(price).times(HUNDRED).toFixed(1);
}

export function computeCosting(input: CostingInput): CostingFigures {
  const missing = new Set<CurrencyCode>();
  /** An amount in the team's currency, or null when its rate is missing. */
  const convert = (amount: string, currency: CurrencyCode | null): Decimal | null => {
    if (input.currency === null) return null;
    if (currency === null || currency === input.currency) return new Decimal(amount);
    const rate = input.rates.get(currency);
    if (rate === undefined) {
      missing.add(currency);
      return null;
    }
    return new Decimal(amount).times(rate);
  };
  const priceOf = (price: Money | null) => (price ? convert(price.amount, price.currency) : null);
  const wholesale = priceOf(input.wholesale);
  const retail = priceOf(input.retail);

  // Each priced line's cost per garment in the team's currency (null: its rate is missing).
  const lineCosts = input.lines.map((line) => {
    if (line.unitPrice === null) return { line, cost: new Decimal(0) };
    const price = convert(line.unitPrice, line.currency);
    const used = new Decimal(line.quantity)
      .times(HUNDRED.plus(line.wastePercent))
      .dividedBy(HUNDRED);
    return { line, cost: price === null ? null : used.times(price) };
  });
  const target = input.parts.targetCost === null ? null : new Decimal(input.parts.targetCost);

  const costOf = (colourway: { id: string | null; name: string }): ColourwayCost => {
    const used = lineCosts.filter(
      ({ line }) => colourway.id === null || !line.notUsedIn.includes(colourway.id),
    );
    const empty = {
      colourwayId: colourway.id,
      name: colourway.name,
      materials: null,
      labour: null,
      overhead: null,
      freight: null,
      duty: null,
      landed: null,
      wholesaleMargin: null,
      retailMargin: null,
      overTargetBy: null,
    };
    if (input.currency === null || used.some(({ cost }) => cost === null)) return empty;
    const materials = cents(used.reduce((sum, { cost }) => sum.plus(cost!), new Decimal(0)));
    const labour = partOf(input.parts.labour, materials);
    const overhead = partOf(input.parts.overhead, materials.plus(labour));
    const fob = materials.plus(labour).plus(overhead);
    const freight = partOf(input.parts.freight, fob);
    const duty = partOf(input.parts.duty, fob.plus(freight));
    const landed = fob.plus(freight).plus(duty);
    return {
      ...empty,
      materials: money(materials),
      labour: money(labour),
      overhead: money(overhead),
      freight: money(freight),
      duty: money(duty),
      landed: money(landed),
      wholesaleMargin: margin(wholesale, landed),
      retailMargin: margin(retail, landed),
      overTargetBy:
        target !== null && landed.greaterThan(target) ? money(landed.minus(target)) : null,
    };
  };

  const colourways =
    input.colourways.length > 0
      ? input.colourways.map(costOf)
      : [costOf({ id: null, name: 'All colourways' })];
  return {
    colourways,
    wholesalePrice: money(wholesale === null ? null : cents(wholesale)),
    retailPrice: money(retail === null ? null : cents(retail)),
    missingRates: [...missing].sort(),
    unpricedLines: input.lines.filter((line) => line.unitPrice === null).length,
  };
}

/** A product without a costing of its own yet: nothing added to its materials. */
export const NO_PARTS: CostParts = {
  ...(Object.fromEntries(
    COST_PARTS.map((part) => [part, { mode: 'amount', value: '0' }]),
  ) as Record<(typeof COST_PARTS)[number], CostPartInput>),
  targetCost: null,
};
