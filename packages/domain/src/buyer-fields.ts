/**
 * What buyers read of a product (issue 36 line sheets): style number, size run, composition,
 * wholesale and retail price in one currency, and the delivery window. Kept apart from the
 * product's design fields: the wall never carries them, the product page and line sheets do.
 */
import { z } from 'zod';
import { PRICE_MAX } from './catalogues.ts';
import { TEXT_MAX } from './constants.ts';
import { zDate } from './dates.ts';
import { CURRENCY_CODES } from './general-settings.ts';
import { messages } from './messages.ts';
import { zRecordId } from './teams.ts';

export const STYLE_NUMBER_MAX = 40;
export const SIZE_MAX = 12;
export const SIZES_MAX = 30;

const zPrice = z
  .number({ error: messages.priceInvalid })
  .min(0, messages.priceInvalid)
  .max(PRICE_MAX, messages.priceInvalid)
  .nullable()
  .optional();

const buyerFields = {
  /** The number buyers order by, e.g. "SS27-0142". */
  styleNumber: z.string().trim().max(STYLE_NUMBER_MAX, messages.styleNumberTooLong).optional(),
  /** The size run, in order: XS, S, M… or 36, 38, 40… */
  sizes: z
    .array(z.string().trim().min(1, messages.sizeInvalid).max(SIZE_MAX, messages.sizeInvalid))
    .max(SIZES_MAX, messages.tooManySizes)
    .transform((sizes) => [...new Set(sizes)])
    .optional(),
  /** e.g. "100% linen". */
  composition: z.string().trim().max(TEXT_MAX, messages.textTooLong).optional(),
  wholesalePrice: zPrice,
  retailPrice: zPrice,
  currency: z.enum(CURRENCY_CODES, { error: messages.currencyInvalid }).nullable().optional(),
  deliveryFrom: zDate(messages.deliveryInvalid).nullable().optional(),
  deliveryTo: zDate(messages.deliveryInvalid).nullable().optional(),
};

/** Every field may be sent alone; null clears it. A price needs a currency, on the product. */
export const ZUpdateBuyerFieldsSchema = z.object(buyerFields);
export type TUpdateBuyerFieldsSchema = z.input<typeof ZUpdateBuyerFieldsSchema>;

export const ZBuyerFields = z.object({
  productId: z.string(),
  styleNumber: z.string(),
  sizes: z.array(z.string()),
  composition: z.string(),
  wholesalePrice: z.number().nullable(),
  retailPrice: z.number().nullable(),
  currency: z.enum(CURRENCY_CODES).nullable(),
  deliveryFrom: z.string().nullable(),
  deliveryTo: z.string().nullable(),
});
export type BuyerFields = z.infer<typeof ZBuyerFields>;

export const ZBuyerFieldsParams = z.object({ id: zRecordId() });
