/**
 * Products (issue 11): a design of one team, with its catalogue links (category and sub-category,
 * season, fabrics, tags, colours), a deadline and a stage in the design workflow. Shared by the
 * product form and the routes.
 */
import { z } from 'zod';
import { FABRIC_NAME_MAX, zSearch } from './catalogues.ts';
import { zDate } from './dates.ts';
import { messages } from './messages.ts';
import { zPage, zPageSize, zRecordId } from './teams.ts';
import { zOptionalText, zRequiredText } from './text.ts';

/** SPEC §5 'Product text has a character limit (bound not shown)': ours, docs/decisions.md. */
export const PRODUCT_NAME_MAX = 100;
/** SPEC §5 and §9: description at most 160 characters. */
export const PRODUCT_DESCRIPTION_MAX = 160;
/** How many of each catalogue link one product may carry. */
export const PRODUCT_LINKS_MAX = 50;

/** The design workflow, in order (docs/decisions.md). */
export const PRODUCT_STAGES = ['idea', 'design', 'sampling', 'approved', 'production'] as const;

/** The wall's filters besides the team: query parameters of the list, and of the wall's address. */
export const PRODUCT_FILTERS = [
  'search',
  'season',
  'tag',
  'category',
  'fabric',
  'stage',
  'deadlineFrom',
  'deadlineTo',
] as const;
export type ProductStage = (typeof PRODUCT_STAGES)[number];
export const PRODUCT_STAGE_LABELS: Record<ProductStage, string> = {
  idea: 'Idea',
  design: 'Design',
  sampling: 'Sampling',
  approved: 'Approved',
  production: 'Production',
};

const zLinks = (message: string) =>
  z
    .array(zRecordId(message), { error: message })
    .max(PRODUCT_LINKS_MAX, messages.tooManyLinks)
    .transform((ids) => [...new Set(ids)]);

const zOptionalLink = (message: string) => zRecordId(message).nullable().optional();

const productFields = {
  name: zRequiredText(PRODUCT_NAME_MAX, messages.productNameRequired, messages.productNameTooLong),
  description: zOptionalText(PRODUCT_DESCRIPTION_MAX, messages.descriptionTooLong).optional(),
  categoryId: zOptionalLink(messages.categoryOfTeam),
  subCategoryId: zOptionalLink(messages.subCategoryOfTeam),
  seasonId: zOptionalLink(messages.seasonOfTeam),
  fabricIds: zLinks(messages.fabricOfTeam).optional(),
  tagIds: zLinks(messages.tagOfTeam).optional(),
  colourIds: zLinks(messages.colourOfTeam).optional(),
  deadline: zDate(messages.deadlineInvalid).nullable().optional(),
  stage: z.enum(PRODUCT_STAGES, { error: messages.stageInvalid }).optional(),
};

export const ZCreateProductSchema = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
  ...productFields,
});
export type TCreateProductSchema = z.input<typeof ZCreateProductSchema>;

/** Every field may be sent alone; a product stays in its team (a teamId sent along is ignored). */
export const ZUpdateProductSchema = z.object(productFields).partial();
export type TUpdateProductSchema = z.input<typeof ZUpdateProductSchema>;

export const PRODUCT_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'deadline'] as const;

/**
 * `GET product?teamId&page&limit&…`: the wall. Without teamId, the products of every team whose
 * products the user may view. Filters combine (AND); `tag` and `fabric` match any product that
 * carries them.
 */
/** A catalogue filter of the wall: an entry's id, or its name in any case (docs/decisions.md). */
const zEntryFilter = z.string().trim().max(FABRIC_NAME_MAX, messages.textTooLong).optional();

export const ZProductListQuery = z.object({
  teamId: zRecordId().optional(),
  page: zPage,
  limit: zPageSize,
  search: zSearch,
  season: zEntryFilter,
  tag: zEntryFilter,
  category: zEntryFilter,
  fabric: zEntryFilter,
  stage: z.enum(PRODUCT_STAGES, { error: messages.stageInvalid }).optional(),
  deadlineFrom: zDate(messages.deadlineInvalid).optional(),
  deadlineTo: zDate(messages.deadlineInvalid).optional(),
  sortBy: z.enum(PRODUCT_SORT_FIELDS).default('createdAt'),
  orderBy: z.enum(['asc', 'desc']).default('desc'),
});
export type TProductListQuery = z.input<typeof ZProductListQuery>;

const ZNamedRef = z.object({ _id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof ZNamedRef>;

/** What the user may do with the product, sent with it so the web app shows only that. */
export const ZProductPolicies = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  like: z.boolean(),
  share: z.boolean(),
  duplicate: z.boolean(),
  comment: z.boolean(),
  viewComments: z.boolean(),
  /** Costs and margins: the costing, the prices of the bill of materials. */
  viewCosts: z.boolean(),
});
export type ProductPolicies = z.infer<typeof ZProductPolicies>;

export const ZProduct = z.object({
  _id: z.string(),
  teamId: z.string(),
  name: z.string(),
  description: z.string(),
  category: ZNamedRef.nullable(),
  subCategory: ZNamedRef.nullable(),
  season: ZNamedRef.nullable(),
  fabrics: z.array(ZNamedRef),
  tags: z.array(ZNamedRef),
  colours: z.array(ZNamedRef.extend({ hexCode: z.string() })),
  deadline: z.string().nullable(),
  stage: z.enum(PRODUCT_STAGES),
  createdBy: ZNamedRef.nullable(),
  likeCount: z.number(),
  likedByMe: z.boolean(),
  /** The first image of the product: signed links, the derivatives null until they are made. */
  cover: z
    .object({ url: z.string(), thumbnail: z.string().nullable(), preview: z.string().nullable() })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  policies: ZProductPolicies,
});
export type Product = z.infer<typeof ZProduct>;

export const ZLikeResult = z.object({
  productId: z.string(),
  liked: z.boolean(),
  likeCount: z.number(),
});
export type LikeResult = z.infer<typeof ZLikeResult>;

/** The live wall event (realtime.ts): ids only, so the page refetches through the policy. */
export interface ProductChange {
  teamId: string;
  productId: string;
  change: 'created' | 'updated' | 'deleted';
}

/** How many files one upload request may carry (10,000 in one request is a clear 400). */
export const MAX_FILES_PER_UPLOAD = 100;
export const FOLDER_NAME_MAX = 100;

export const ZCreateFolderSchema = z.object({
  name: zRequiredText(FOLDER_NAME_MAX, messages.folderNameRequired, messages.textTooLong),
  parentId: zRecordId(messages.folderOfProduct).nullable().optional(),
});
export type TCreateFolderSchema = z.input<typeof ZCreateFolderSchema>;

/** A stored file name's limit (uploads keep at most this many characters of the original). */
export const FILE_NAME_MAX = 255;

/**
 * `PUT product/{id}/items/{itemId}`: rename and/or move one folder or file; `parentId: null` is
 * the product's top. A folder's name is further held to FOLDER_NAME_MAX, and a file keeps its
 * extension (both checked by the server, which knows the item).
 */
export const ZUpdateItemSchema = z.object({
  name: z
    .string({ error: messages.itemNameRequired })
    .trim()
    .min(1, { message: messages.itemNameRequired, abort: true })
    .max(FILE_NAME_MAX, { message: messages.textTooLong, abort: true })
    // eslint-disable-next-line no-control-regex
    .refine((name) => !/[\\/\u0000-\u001f\u007f]/.test(name), messages.itemNameSeparator)
    .optional(),
  parentId: zRecordId(messages.folderOfProduct).nullable().optional(),
});
export type TUpdateItemSchema = z.input<typeof ZUpdateItemSchema>;

/**
 * One item of a product's tree (SPEC §3: folder or file). Files carry short-lived URLs: `url` the
 * original, `thumbnail` and `preview` the WebP derivatives once made (null until then, and for
 * files that are not images).
 */
export const ZProductItem = z.object({
  _id: z.string(),
  kind: z.enum(['folder', 'file']),
  parentId: z.string().nullable(),
  name: z.string(),
  path: z.string().nullable(),
  ext: z.string(),
  size: z.number(),
  url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  preview: z.string().nullable(),
  status: z.enum(['pending', 'ready', 'failed']).nullable(),
  createdAt: z.string(),
});
export type ProductItem = z.infer<typeof ZProductItem>;
