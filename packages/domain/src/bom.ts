/**
 * A product's bill of materials (issue 46 §2): lines of fabric, trim, label, packaging, thread … ×
 * the product's colourways. A colourway is a named set of colours from the team's colour library
 * ("Poppy / Chalk"); each line takes one colour in each colourway, none ("as standard"), or is not
 * used in it. Quantities, prices and waste are exact decimals (money.ts). The whole bill is saved
 * at once, naming the revision it was made from; a newer one answers 409.
 */
import { z } from 'zod';
import { CURRENCY_CODES } from './general-settings.ts';
import { messages } from './messages.ts';
import { BOM_LINE_KINDS, MATERIAL_UNITS, zDecimal } from './money.ts';
import { ZPersonRef } from './people.ts';
import { zRecordId } from './teams.ts';

export const BOM_LINES_MAX = 200;
export const COLOURWAYS_MAX = 12;
export const COLOURWAY_COLOURS_MAX = 8;
export const COLOURWAY_NAME_MAX = 60;
export const BOM_TEXT_MAX = 120;
export const BOM_QUANTITY_MAX = 1_000_000;
export const BOM_PRICE_MAX = 1_000_000_000;

const zBomText = (message: string) => z.string().trim().max(BOM_TEXT_MAX, message);

const zColourwayInput = z.object({
  /** A new colourway's id is made by the client, so lines can name it in the same save. */
  _id: zRecordId(messages.colourwayIdRequired),
  name: z
    .string({ error: messages.colourwayNameRequired })
    .trim()
    .min(1, messages.colourwayNameRequired)
    .max(COLOURWAY_NAME_MAX, messages.colourwayNameTooLong),
  colourIds: z
    .array(zRecordId(messages.colourOfTeam))
    .max(COLOURWAY_COLOURS_MAX, messages.colourwayTooManyColours)
    .default([]),
});

const zBomLineInput = z
  .object({
    /** A new line's id is made by the client (so an edit and a teammate's edit meet by id). */
    _id: zRecordId(messages.bomLineIdRequired),
    kind: z.enum(BOM_LINE_KINDS, { error: messages.bomKindInvalid }),
    name: z
      .string({ error: messages.bomNameRequired })
      .trim()
      .min(1, messages.bomNameRequired)
      .max(BOM_TEXT_MAX, messages.bomTextTooLong),
    placement: zBomText(messages.bomTextTooLong).default(''),
    supplier: zBomText(messages.bomTextTooLong).default(''),
    quantity: zDecimal(messages.bomQuantityInvalid, { max: BOM_QUANTITY_MAX }),
    unit: z.enum(MATERIAL_UNITS, { error: messages.bomUnitInvalid }),
    unitPrice: zDecimal(messages.bomPriceInvalid, { max: BOM_PRICE_MAX }).nullable().default(null),
    currency: z.enum(CURRENCY_CODES, { error: messages.currencyInvalid }).nullable().default(null),
    wastePercent: zDecimal(messages.bomWasteInvalid, { max: 100, scale: 2 }).default('0'),
    /** By colourway id: a colour of the team's library, or null for none ("as standard"). */
    colours: z.record(z.string(), zRecordId(messages.colourOfTeam).nullable()).default({}),
    /** Colourways the line is not used in (it costs nothing there). */
    notUsedIn: z.array(z.string()).max(COLOURWAYS_MAX).default([]),
  })
  .refine((line) => line.unitPrice === null || line.currency !== null, {
    message: messages.priceCurrencyRequired,
    path: ['currency'],
  });

export const ZSaveBomSchema = z.object({
  /** The revision the editor read: 0 before the first save. */
  revision: z.number({ error: messages.bomRevisionRequired }).int().min(0),
  colourways: z.array(zColourwayInput).max(COLOURWAYS_MAX, messages.colourwaysTooMany),
  lines: z.array(zBomLineInput).max(BOM_LINES_MAX, messages.bomLinesTooMany),
});
export type TSaveBomSchema = z.input<typeof ZSaveBomSchema>;
export type SaveBomInput = z.output<typeof ZSaveBomSchema>;
export type BomLineInput = SaveBomInput['lines'][number];

export const ZColourway = z.object({
  _id: z.string(),
  name: z.string(),
  colourIds: z.array(z.string()),
});
export type Colourway = z.infer<typeof ZColourway>;

export const ZBomLine = z.object({
  _id: z.string(),
  kind: z.enum(BOM_LINE_KINDS),
  name: z.string(),
  placement: z.string(),
  supplier: z.string(),
  quantity: z.string(),
  unit: z.enum(MATERIAL_UNITS),
  /** Null when not priced, or for whoever may not see costs. */
  unitPrice: z.string().nullable(),
  currency: z.enum(CURRENCY_CODES).nullable(),
  wastePercent: z.string(),
  colours: z.record(z.string(), z.string().nullable()),
  notUsedIn: z.array(z.string()),
});
export type BomLine = z.infer<typeof ZBomLine>;

/** A colour a colourway or a line names, so a page draws its swatch without another read. */
export const ZBomColour = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  hexCode: z.string(),
});
export type BomColour = z.infer<typeof ZBomColour>;

export const ZBom = z.object({
  productId: z.string(),
  /** 0 before the first save, then 1, 2… */
  revision: z.number(),
  updatedAt: z.string().nullable(),
  updatedBy: ZPersonRef.nullable(),
  colourways: z.array(ZColourway),
  lines: z.array(ZBomLine),
  colours: z.array(ZBomColour),
  policies: z.object({ edit: z.boolean(), viewCosts: z.boolean() }),
});
export type Bom = z.infer<typeof ZBom>;

export const ZBomParams = z.object({ id: zRecordId() });

/**
 * A bill of materials was saved: ids and the revision only, the bill is read again through the
 * policy.
 */
export interface BomChange {
  teamId: string;
  productId: string;
  revision: number;
}
