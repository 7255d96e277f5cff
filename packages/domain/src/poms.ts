/**
 * Points of measure and size ranges (issue 45): a team's library of the measurements its spec
 * sheets are made of — a code, a name, how to measure, a tolerance in centimetres (minus and plus
 * may differ) and a category — in an order the team sets, and its named size ranges (ordered
 * sizes with a base size). A team starts from the starter library (pom-starter.ts).
 */
import { z } from 'zod';
import { zEntryName } from './catalogues.ts';
import { parseCentimetres } from './measurements.ts';
import { messages } from './messages.ts';
import { zRecordId } from './teams.ts';

/** The categories the starter library uses; a team may name others (free text). */
export const POM_CATEGORIES = ['tops', 'bottoms', 'dresses', 'outerwear'] as const;
export type PomCategory = (typeof POM_CATEGORIES)[number];

export const POM_CODE_MAX = 12;
export const POM_NAME_MAX = 80;
export const POM_HOW_TO_MAX = 1000;
export const POM_CATEGORY_MAX = 40;
/** A team's library holds at most this many points of measure (a spec sheet rarely has 60). */
export const POMS_MAX = 500;
/** The largest tolerance either way, in centimetres. */
export const TOLERANCE_MAX_CM = 20;

export const SIZE_RANGE_NAME_MAX = 40;
export const SIZE_LABEL_MAX = 12;
export const RANGE_SIZES_MAX = 30;
export const SIZE_RANGES_MAX = 100;

/**
 * Codes compare as upper case ('a1' and 'A1' are one code): letters, digits, spaces, '.', '/',
 * '-' and '_', starting with a letter or a digit ('A1', 'HPS-1', 'POM 101').
 */
const CODE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ./_-]*$/u;

export const zPomCode = z
  .string({ error: messages.pomCodeRequired })
  .trim()
  .min(1, { message: messages.pomCodeRequired, abort: true })
  .max(POM_CODE_MAX, { message: messages.pomCodeTooLong, abort: true })
  .transform((code) => code.replace(/\s+/g, ' ').toUpperCase())
  .pipe(z.string().regex(CODE_PATTERN, messages.pomCodeInvalid));

/** A tolerance one way, in centimetres: a number or a decimal text, 0 to 20, up to 4 places. */
export const zToleranceCm = z
  .union([z.number(), z.string().max(20)], { error: messages.toleranceInvalid })
  .transform((value, context) => {
    const um = parseCentimetres(value);
    if (um === null || um < 0 || um > TOLERANCE_MAX_CM * 10_000) {
      context.addIssue({ code: 'custom', message: messages.toleranceInvalid });
      return z.NEVER;
    }
    return um;
  });

/** Minus and plus, each a distance (both positive): −1 / +1.5 is `{ minus: 1, plus: 1.5 }`. */
export const ZToleranceInput = z.object(
  { minus: zToleranceCm, plus: zToleranceCm },
  { error: messages.toleranceInvalid },
);

const zCategory = z
  .string({ error: messages.pomCategoryInvalid })
  .trim()
  .max(POM_CATEGORY_MAX, messages.pomCategoryTooLong)
  .transform((category) => category.toLowerCase() || null)
  .nullable();

/**
 * A drawing of where to measure: a file of a product of the same team (the web app picks it from
 * the product's files). Null takes it away.
 */
export const ZPomDiagramInput = z.object(
  {
    productId: zRecordId(messages.pomDiagramInvalid),
    fileId: zRecordId(messages.pomDiagramInvalid),
  },
  { error: messages.pomDiagramInvalid },
);

const pomFields = {
  code: zPomCode,
  name: zEntryName(messages.pomNameRequired, messages.pomNameTooLong, POM_NAME_MAX),
  howToMeasure: z
    .string({ error: messages.pomHowToRequired })
    .trim()
    .max(POM_HOW_TO_MAX, messages.pomHowToTooLong)
    .default(''),
  tolerance: ZToleranceInput,
  category: zCategory.optional(),
  diagram: ZPomDiagramInput.nullable().optional(),
};

export const ZCreatePomSchema = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
  ...pomFields,
});
export type TCreatePomSchema = z.input<typeof ZCreatePomSchema>;

/** Any of the fields; a point of measure stays in its team. */
export const ZUpdatePomSchema = z
  .object({
    code: pomFields.code.optional(),
    name: pomFields.name.optional(),
    howToMeasure: z
      .string({ error: messages.pomHowToRequired })
      .trim()
      .max(POM_HOW_TO_MAX, messages.pomHowToTooLong)
      .optional(),
    tolerance: ZToleranceInput.optional(),
    category: zCategory.optional(),
    diagram: ZPomDiagramInput.nullable().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: messages.nothingToChange,
  });
export type TUpdatePomSchema = z.input<typeof ZUpdatePomSchema>;

export const ZTeamLibraryQuery = z.object({ teamId: zRecordId(messages.teamSelectRequired) });
export const ZPomParams = z.object({ id: zRecordId() });
export const ZStarterSchema = z.object({ teamId: zRecordId(messages.teamSelectRequired) });

/** The team's whole library in its new order: every one of its ids, once. */
export const ZReorderSchema = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
  ids: z
    .array(zRecordId(), { error: messages.reorderInvalid })
    .min(1, messages.reorderInvalid)
    .max(POMS_MAX, messages.reorderInvalid),
});
export type TReorderSchema = z.input<typeof ZReorderSchema>;

export const ZTolerance = z.object({
  /** Centimetres below the measurement still accepted (a distance, not negative). */
  minus: z.number(),
  plus: z.number(),
});
export type Tolerance = z.infer<typeof ZTolerance>;

export const ZLibraryPolicies = z.object({ edit: z.boolean(), delete: z.boolean() });

export const ZPom = z.object({
  _id: z.string(),
  teamId: z.string(),
  code: z.string(),
  name: z.string(),
  howToMeasure: z.string(),
  /** One of POM_CATEGORIES or the team's own word; null for any garment. */
  category: z.string().nullable(),
  /** In centimetres. */
  tolerance: ZTolerance,
  /** The place in the team's order, from 0. */
  position: z.number(),
  /** The product file that shows where to measure; null without one (or once it is deleted). */
  diagram: z.object({ productId: z.string(), fileId: z.string() }).nullable(),
  /** Whether it came with the starter library (its texts may still be the starter's). */
  starter: z.boolean(),
  policies: ZLibraryPolicies,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Pom = z.infer<typeof ZPom>;

// ---------------------------------------------------------------- size ranges

const zSizeLabel = z
  .string({ error: messages.sizeLabelRequired })
  .trim()
  .min(1, { message: messages.sizeLabelRequired, abort: true })
  .max(SIZE_LABEL_MAX, messages.sizeLabelTooLong);

/** Ordered sizes, each once (case matters not: 'm' and 'M' are one size). */
export const zSizes = z
  .array(zSizeLabel, { error: messages.sizesRequired })
  .min(1, messages.sizesRequired)
  .max(RANGE_SIZES_MAX, messages.sizesTooMany)
  .refine(
    (sizes) => new Set(sizes.map((size) => size.toLowerCase())).size === sizes.length,
    messages.sizesRepeated,
  );

const sizeRangeFields = {
  name: zEntryName(
    messages.sizeRangeNameRequired,
    messages.sizeRangeNameTooLong,
    SIZE_RANGE_NAME_MAX,
  ),
  sizes: zSizes,
  baseSize: zSizeLabel,
};

const baseIsASize = (input: { sizes?: string[]; baseSize?: string }) =>
  !input.sizes || !input.baseSize || input.sizes.includes(input.baseSize);

/** A size range as a form edits it (its team comes from the page). */
export const ZSizeRangeForm = z
  .object(sizeRangeFields)
  .refine(baseIsASize, { message: messages.baseSizeNotInSizes, path: ['baseSize'] });

export const ZCreateSizeRangeSchema = z
  .object({ teamId: zRecordId(messages.teamSelectRequired), ...sizeRangeFields })
  .refine(baseIsASize, { message: messages.baseSizeNotInSizes, path: ['baseSize'] });
export type TCreateSizeRangeSchema = z.input<typeof ZCreateSizeRangeSchema>;

/** Sizes and base size change together: both, or the name alone. */
export const ZUpdateSizeRangeSchema = z
  .object({
    name: sizeRangeFields.name.optional(),
    sizes: zSizes.optional(),
    baseSize: zSizeLabel.optional(),
  })
  .refine((input) => Boolean(input.name ?? input.sizes ?? input.baseSize), {
    message: messages.nothingToChange,
  })
  .refine((input) => !input.sizes === !input.baseSize, {
    message: messages.sizesWithBase,
    path: ['baseSize'],
  })
  .refine(baseIsASize, { message: messages.baseSizeNotInSizes, path: ['baseSize'] });
export type TUpdateSizeRangeSchema = z.input<typeof ZUpdateSizeRangeSchema>;

export const ZSizeRangeParams = z.object({ id: zRecordId() });

export const ZSizeRange = z.object({
  _id: z.string(),
  teamId: z.string(),
  name: z.string(),
  sizes: z.array(z.string()),
  baseSize: z.string(),
  position: z.number(),
  policies: ZLibraryPolicies,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SizeRange = z.infer<typeof ZSizeRange>;
