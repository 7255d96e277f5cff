/**
 * The team's catalogues (issue 5): categories with their sub-categories, fabrics ("Manage
 * Material"), seasons and tags. Request and response contracts shared by the forms in the browser
 * and the routes on the server.
 */
import { z } from 'zod';
import { TEXT_MAX } from './constants.ts';
import { ZMedia } from './media.ts';
import { messages } from './messages.ts';
import { CURRENCY_CODES } from './general-settings.ts';
import { SEARCH_TEXT_MAX, zPage, zPageSize, zRecordId } from './teams.ts';

export const CATALOGUE_KINDS = ['category', 'subCategory', 'fabric', 'season', 'tag'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const CATALOGUE_NAME_MAX = 50;
export const FABRIC_NAME_MAX = 100;
export const FABRIC_NOTES_MAX = 1000;
export const FABRIC_NUMBER_MAX = 100_000;
export const PRICE_MAX = 10_000_000;

// ---------------------------------------------------------------- shared pieces

/** A required, trimmed name with its own texts. */
export const zEntryName = (required: string, tooLong: string, max = CATALOGUE_NAME_MAX) =>
  z.string({ error: required }).trim().min(1, { message: required, abort: true }).max(max, tooLong);

export const zSearch = z.string().trim().max(SEARCH_TEXT_MAX, messages.textTooLong).optional();

export const CATALOGUE_SORT_FIELDS = ['createdAt', 'updatedAt', 'name'] as const;

/** asc|desc; like `getUserTeamList`, a field name (SPEC §7's `orderBy=createdAt`) means desc. */
export const zOrderBy = z
  .enum(['asc', 'desc', 'createdAt', 'updatedAt', 'name', 'code'])
  .default('desc')
  .transform((order): 'asc' | 'desc' => (order === 'asc' ? 'asc' : 'desc'));

/**
 * `GET category?teamId&page&limit&search&sortBy&orderBy`: one team's entries, or without teamId
 * the entries of every team the user is an active member (or owner) of.
 */
export const ZCatalogueListQuery = z.object({
  teamId: zRecordId().optional(),
  page: zPage,
  limit: zPageSize,
  search: zSearch,
  sortBy: z.enum(CATALOGUE_SORT_FIELDS).default('createdAt'),
  orderBy: zOrderBy,
});
export type TCatalogueListQuery = z.input<typeof ZCatalogueListQuery>;

/** Sub-categories also filter by their category. */
export const ZSubCategoryListQuery = ZCatalogueListQuery.extend({
  categoryId: zRecordId().optional(),
});
export type TSubCategoryListQuery = z.input<typeof ZSubCategoryListQuery>;

const zTeamId = zRecordId(messages.teamSelectRequired);

// ---------------------------------------------------------------- categories, seasons, tags

const zCategoryName = zEntryName(messages.categoryNameRequired, messages.categoryNameTooLong);
const zSeasonName = zEntryName(messages.seasonNameRequired, messages.seasonNameTooLong);
const zTagName = zEntryName(messages.tagNameRequired, messages.tagNameTooLong);
const zSubCategoryName = zEntryName(
  messages.subCategoryNameRequired,
  messages.subCategoryNameTooLong,
);

export const ZCreateCategorySchema = z.object({ teamId: zTeamId, name: zCategoryName });
export type TCreateCategorySchema = z.input<typeof ZCreateCategorySchema>;
/** An entry stays in its team; a teamId sent along is ignored. */
export const ZUpdateCategorySchema = z.object({ name: zCategoryName });
export type TUpdateCategorySchema = z.input<typeof ZUpdateCategorySchema>;

export const ZCreateSeasonSchema = z.object({ teamId: zTeamId, name: zSeasonName });
export type TCreateSeasonSchema = z.input<typeof ZCreateSeasonSchema>;
export const ZUpdateSeasonSchema = z.object({ name: zSeasonName });
export type TUpdateSeasonSchema = z.input<typeof ZUpdateSeasonSchema>;

export const ZCreateTagSchema = z.object({ teamId: zTeamId, name: zTagName });
export type TCreateTagSchema = z.input<typeof ZCreateTagSchema>;
export const ZUpdateTagSchema = z.object({ name: zTagName });
export type TUpdateTagSchema = z.input<typeof ZUpdateTagSchema>;

/** A sub-category belongs to a category of the same team; teamId may be left out. */
export const ZCreateSubCategorySchema = z.object({
  teamId: zTeamId.optional(),
  categoryId: zRecordId(messages.categorySelectRequired),
  name: zSubCategoryName,
});
export type TCreateSubCategorySchema = z.input<typeof ZCreateSubCategorySchema>;
/** It may move to another category of its team. */
export const ZUpdateSubCategorySchema = z.object({
  categoryId: zRecordId(messages.categorySelectRequired).optional(),
  name: zSubCategoryName,
});
export type TUpdateSubCategorySchema = z.input<typeof ZUpdateSubCategorySchema>;

// ---------------------------------------------------------------- fabrics

const zFabricText = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message);

const zPositive = (message: string) =>
  z.number({ error: message }).positive(message).max(FABRIC_NUMBER_MAX, message).nullable();

const fabricFields = {
  name: zEntryName(messages.fabricNameRequired, messages.fabricNameTooLong, FABRIC_NAME_MAX),
  /** e.g. "98% cotton, 2% elastane". */
  composition: zFabricText(TEXT_MAX, messages.textTooLong).optional(),
  /** Grams per square metre. */
  weightGsm: zPositive(messages.weightInvalid).optional(),
  /** Usable width in centimetres. */
  widthCm: zPositive(messages.widthInvalid).optional(),
  supplier: zFabricText(TEXT_MAX, messages.textTooLong).optional(),
  /** Price per metre, in `currency`; stored with two decimals. */
  pricePerMeter: z
    .number({ error: messages.priceInvalid })
    .min(0, messages.priceInvalid)
    .max(PRICE_MAX, messages.priceInvalid)
    .nullable()
    .optional(),
  currency: z.enum(CURRENCY_CODES, { error: messages.currencyInvalid }).nullable().optional(),
  notes: zFabricText(FABRIC_NOTES_MAX, messages.notesTooLong).optional(),
};

const priceNeedsCurrency = (fabric: { pricePerMeter?: number | null; currency?: string | null }) =>
  fabric.pricePerMeter === undefined ||
  fabric.pricePerMeter === null ||
  (fabric.currency !== undefined && fabric.currency !== null);

/**
 * Only the name is required. On update a field left out keeps its value and null clears it; a
 * price needs a currency (send both when changing either).
 */
export const ZCreateFabricSchema = z
  .object({ teamId: zTeamId, ...fabricFields })
  .refine(priceNeedsCurrency, { message: messages.priceCurrencyRequired, path: ['currency'] });
export type TCreateFabricSchema = z.input<typeof ZCreateFabricSchema>;

export const ZUpdateFabricSchema = z
  .object(fabricFields)
  .refine(priceNeedsCurrency, { message: messages.priceCurrencyRequired, path: ['currency'] });
export type TUpdateFabricSchema = z.input<typeof ZUpdateFabricSchema>;

// ---------------------------------------------------------------- responses

/** What the signed-in user may do with an entry, so the UI shows only allowed actions. */
export const ZEntryPolicies = z.object({ update: z.boolean(), delete: z.boolean() });
export type EntryPolicies = z.infer<typeof ZEntryPolicies>;

export const ZCatalogueEntry = z.object({
  _id: z.string(),
  teamId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  policies: ZEntryPolicies,
});
export type CatalogueEntry = z.infer<typeof ZCatalogueEntry>;

export const ZSeason = ZCatalogueEntry;
export type Season = CatalogueEntry;
export const ZTag = ZCatalogueEntry;
export type Tag = CatalogueEntry;

export const ZCategory = ZCatalogueEntry.extend({ subCategoryCount: z.number() });
export type Category = z.infer<typeof ZCategory>;

export const ZSubCategory = ZCatalogueEntry.extend({
  categoryId: z.string(),
  categoryName: z.string(),
});
export type SubCategory = z.infer<typeof ZSubCategory>;

export const ZFabric = ZCatalogueEntry.extend({
  composition: z.string(),
  weightGsm: z.number().nullable(),
  widthCm: z.number().nullable(),
  supplier: z.string(),
  pricePerMeter: z.number().nullable(),
  currency: z.enum(CURRENCY_CODES).nullable(),
  notes: z.string(),
  swatch: ZMedia.nullable(),
});
export type Fabric = z.infer<typeof ZFabric>;

/** What a delete answers; a category also says how many of its sub-categories went with it. */
export const ZDeletedEntry = z.object({
  _id: z.string(),
  subCategoriesDeleted: z.number().optional(),
});
export type DeletedEntry = z.infer<typeof ZDeletedEntry>;
