/**
 * The team's materials library beyond fabrics (issue 46 §1): trims, labels, packaging, thread and
 * other components, each with its code, supplier, composition or description, the unit it is
 * bought in and its price per unit in a currency. Fabrics keep their own catalogue (catalogues.ts);
 * the "Manage Material" page shows both. Prices are exact decimals (money.ts).
 */
import { z } from 'zod';
import { PRICE_MAX, zEntryName } from './catalogues.ts';
import { TEXT_MAX } from './constants.ts';
import { CURRENCY_CODES } from './general-settings.ts';
import { ZMedia } from './media.ts';
import { messages } from './messages.ts';
import { MATERIAL_KINDS, MATERIAL_UNITS, zDecimal } from './money.ts';
import { SEARCH_TEXT_MAX, zRecordId } from './teams.ts';

export const MATERIAL_NAME_MAX = 100;
export const MATERIAL_CODE_MAX = 50;
export const MATERIAL_SUPPLIER_MAX = TEXT_MAX;
export const MATERIAL_DESCRIPTION_MAX = 1000;
/** The most a team's library answers at once: it is a library for pickers, not a feed. */
export const MATERIALS_LIST_MAX = 1000;

const zMaterialText = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message);

export const zMaterialKind = z.enum(MATERIAL_KINDS, { error: messages.materialKindInvalid });
export const zMaterialUnit = z.enum(MATERIAL_UNITS, { error: messages.materialUnitInvalid });

const materialFields = {
  kind: zMaterialKind,
  name: zEntryName(messages.materialNameRequired, messages.materialNameTooLong, MATERIAL_NAME_MAX),
  /** The team's or the supplier's article code. */
  code: zMaterialText(MATERIAL_CODE_MAX, messages.materialCodeTooLong),
  supplier: zMaterialText(MATERIAL_SUPPLIER_MAX, messages.materialSupplierTooLong),
  /** Composition ("100% polyester") or what it is ("4-hole horn button, 15 mm"). */
  description: zMaterialText(MATERIAL_DESCRIPTION_MAX, messages.materialDescriptionTooLong),
  unit: zMaterialUnit,
  /** Price per unit as exact decimal text ('0.0875'); null when not known. */
  unitPrice: zDecimal(messages.materialPriceInvalid, { min: 0, max: PRICE_MAX }).nullable(),
  currency: z.enum(CURRENCY_CODES, { error: messages.currencyInvalid }).nullable(),
};

/** A price in the request needs a currency beside it (as a fabric's does). */
const priceNeedsCurrency = (material: { unitPrice?: unknown; currency?: string | null }) =>
  material.unitPrice === undefined ||
  material.unitPrice === null ||
  (material.currency !== undefined && material.currency !== null);

const currencyIssue = { message: messages.priceCurrencyRequired, path: ['currency'] };

/** `POST team/{teamId}/materials`: kind, name and unit are required, the rest may be left out. */
export const ZCreateMaterialSchema = z
  .object({
    kind: materialFields.kind,
    name: materialFields.name,
    unit: materialFields.unit,
    code: materialFields.code.optional(),
    supplier: materialFields.supplier.optional(),
    description: materialFields.description.optional(),
    unitPrice: materialFields.unitPrice.optional(),
    currency: materialFields.currency.optional(),
  })
  .refine(priceNeedsCurrency, currencyIssue);
export type TCreateMaterialSchema = z.input<typeof ZCreateMaterialSchema>;

/**
 * `PUT material/{id}`: any of the fields; one left out keeps its value, null clears the price or
 * the currency. A price sent needs its currency in the same request; the server also refuses a
 * change that would leave a price without a currency.
 */
export const ZUpdateMaterialSchema = z
  .object({
    kind: materialFields.kind.optional(),
    name: materialFields.name.optional(),
    unit: materialFields.unit.optional(),
    code: materialFields.code.optional(),
    supplier: materialFields.supplier.optional(),
    description: materialFields.description.optional(),
    unitPrice: materialFields.unitPrice.optional(),
    currency: materialFields.currency.optional(),
  })
  .refine(priceNeedsCurrency, currencyIssue);
export type TUpdateMaterialSchema = z.input<typeof ZUpdateMaterialSchema>;

export const ZMaterialsParams = z.object({ teamId: zRecordId() });
export const ZMaterialParams = z.object({ id: zRecordId() });

/** `GET team/{teamId}/materials?kind&q`: one kind, and names, codes or suppliers containing q. */
export const ZMaterialsQuery = z.object({
  kind: zMaterialKind.optional(),
  q: z.string().trim().max(SEARCH_TEXT_MAX, messages.textTooLong).optional(),
});
export type TMaterialsQuery = z.input<typeof ZMaterialsQuery>;

/** What the signed-in user may do with a material; the UI shows only these actions. */
/** `viewCosts`: the price is shown (and may be set) only to those who may see costs. */
export const ZMaterialPolicies = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  viewCosts: z.boolean(),
});
export type MaterialPolicies = z.infer<typeof ZMaterialPolicies>;

export const ZMaterial = z.object({
  _id: z.string(),
  teamId: z.string(),
  kind: z.enum(MATERIAL_KINDS),
  name: z.string(),
  code: z.string(),
  supplier: z.string(),
  description: z.string(),
  unit: z.enum(MATERIAL_UNITS),
  /** Exact decimal text, e.g. '0.35'. */
  unitPrice: z.string().nullable(),
  currency: z.enum(CURRENCY_CODES).nullable(),
  /** Its picture, with a signed URL (and thumbnails once made), as a fabric's swatch. */
  image: ZMedia.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  policies: ZMaterialPolicies,
});
export type Material = z.infer<typeof ZMaterial>;

export const ZDeletedMaterial = z.object({ _id: z.string() });
export type DeletedMaterial = z.infer<typeof ZDeletedMaterial>;
