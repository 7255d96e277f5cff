/**
 * Costing (issue 46 §3): what one unit of a product costs in each colourway, in the team's costing
 * currency. Materials come from the bill of materials (quantity × (1 + waste) × unit price),
 * converted at the rates the team sets — each with the date it was set for, never fetched.
 * Labour (CMT), overhead, freight and duty are amounts, or percentages of what comes before them:
 * labour of materials, overhead of materials + labour, freight of the cost at the factory door
 * (FOB: materials + labour + overhead), duty of FOB + freight. Landed = FOB + freight + duty. The
 * margins are the product's wholesale and retail prices less the landed cost, as a percentage of
 * each price. Costs are secret by default: only members who may edit products see them.
 */
import { z } from 'zod';
import { zDate } from './dates.ts';
import { CURRENCY_CODES } from './general-settings.ts';
import { messages } from './messages.ts';
import { zDecimal } from './money.ts';
import { ZPersonRef } from './people.ts';
import { zRecordId } from './teams.ts';

export const COST_MODES = ['amount', 'percent'] as const;
export type CostMode = (typeof COST_MODES)[number];
export const COST_PARTS = ['labour', 'overhead', 'freight', 'duty'] as const;
export type CostPart = (typeof COST_PARTS)[number];
export const COST_AMOUNT_MAX = 1_000_000_000;
export const RATES_MAX = 40;

const zCostPart = z
  .object(
    {
      mode: z.enum(COST_MODES, { error: messages.costModeInvalid }),
      value: zDecimal(messages.costValueInvalid, { max: COST_AMOUNT_MAX }),
    },
    { error: messages.costValueInvalid },
  )
  .refine((part) => part.mode === 'amount' || Number(part.value) <= 1000, {
    message: messages.costPercentTooLarge,
    path: ['value'],
  });

export const ZSaveCostingSchema = z.object({
  labour: zCostPart,
  overhead: zCostPart,
  freight: zCostPart,
  duty: zCostPart,
  /** The landed cost a colourway should not pass; null for none. */
  targetCost: zDecimal(messages.costValueInvalid, { max: COST_AMOUNT_MAX }).nullable(),
});
export type TSaveCostingSchema = z.input<typeof ZSaveCostingSchema>;
export type SaveCostingInput = z.output<typeof ZSaveCostingSchema>;

export const ZCostPart = z.object({ mode: z.enum(COST_MODES), value: z.string() });
export type CostPartInput = z.infer<typeof ZCostPart>;

/** One colourway's cost; amounts are null when a rate it needs is missing. */
export const ZColourwayCost = z.object({
  /** Null when the product has no colourways yet: the one line then costs the whole bill. */
  colourwayId: z.string().nullable(),
  name: z.string(),
  materials: z.string().nullable(),
  labour: z.string().nullable(),
  overhead: z.string().nullable(),
  freight: z.string().nullable(),
  duty: z.string().nullable(),
  landed: z.string().nullable(),
  /** Percentages of the price, one decimal; null without the price (or the landed cost). */
  wholesaleMargin: z.string().nullable(),
  retailMargin: z.string().nullable(),
  /** How far the landed cost passes the target; null when it meets it or there is none. */
  overTargetBy: z.string().nullable(),
});
export type ColourwayCost = z.infer<typeof ZColourwayCost>;

export const ZRate = z.object({
  currency: z.enum(CURRENCY_CODES),
  /** What one unit of `currency` is worth in the team's currency, as a decimal text. */
  rate: z.string(),
  /** The day the rate is for (YYYY-MM-DD). */
  ratedOn: z.string(),
});
export type Rate = z.infer<typeof ZRate>;

export const ZCosting = z.object({
  productId: z.string(),
  /** The team's costing currency; null until the team chooses one. */
  currency: z.enum(CURRENCY_CODES).nullable(),
  inputs: z.object({
    labour: ZCostPart,
    overhead: ZCostPart,
    freight: ZCostPart,
    duty: ZCostPart,
    targetCost: z.string().nullable(),
  }),
  colourways: z.array(ZColourwayCost),
  /** The product's prices in the team's currency (null when not set or not convertible). */
  wholesalePrice: z.string().nullable(),
  retailPrice: z.string().nullable(),
  /** The rates the figures used. */
  rates: z.array(ZRate),
  /** Currencies of lines or prices the team has no rate for: their figures are null. */
  missingRates: z.array(z.enum(CURRENCY_CODES)),
  /** Lines without a unit price: counted as nothing. */
  unpricedLines: z.number(),
  updatedAt: z.string().nullable(),
  updatedBy: ZPersonRef.nullable(),
  policies: z.object({ edit: z.boolean() }),
});
export type Costing = z.infer<typeof ZCosting>;

export const ZCostingParams = z.object({ id: zRecordId() });
export const ZTeamCostingParams = z.object({ teamId: zRecordId() });

// ---------------------------------------------------------------- the team's currency and rates

const zRateInput = z.object({
  currency: z.enum(CURRENCY_CODES, { error: messages.currencyInvalid }),
  rate: zDecimal(messages.rateInvalid, { max: 1_000_000, scale: 8 }).refine(
    (rate) => Number(rate) > 0,
    messages.rateInvalid,
  ),
  ratedOn: zDate(messages.rateDateInvalid),
});

export const ZSaveTeamCostingSchema = z
  .object({
    currency: z.enum(CURRENCY_CODES, { error: messages.currencyInvalid }),
    rates: z.array(zRateInput).max(RATES_MAX, messages.ratesTooMany).default([]),
  })
  .superRefine((settings, context) => {
    const seen = new Set<string>();
    settings.rates.forEach((rate, index) => {
      if (rate.currency === settings.currency)
        context.addIssue({
          code: 'custom',
          message: messages.rateOfOwnCurrency,
          path: ['rates', index, 'currency'],
        });
      if (seen.has(rate.currency))
        context.addIssue({
          code: 'custom',
          message: messages.rateTwice(rate.currency),
          path: ['rates', index, 'currency'],
        });
      seen.add(rate.currency);
    });
  });
export type TSaveTeamCostingSchema = z.input<typeof ZSaveTeamCostingSchema>;
export type SaveTeamCostingInput = z.output<typeof ZSaveTeamCostingSchema>;

export const ZTeamCosting = z.object({
  teamId: z.string(),
  currency: z.enum(CURRENCY_CODES).nullable(),
  rates: z.array(ZRate),
  updatedAt: z.string().nullable(),
  updatedBy: ZPersonRef.nullable(),
  policies: z.object({ edit: z.boolean() }),
});
export type TeamCosting = z.infer<typeof ZTeamCosting>;
