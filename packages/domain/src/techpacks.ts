/**
 * The tech pack, released as a revision (issue 46 §5). "Release" freezes what a factory builds
 * from — the product, its sketches (the exact stored version of each image), the graded spec sheet
 * with tolerances in the sheet's unit, the fit history, the bill of materials per colourway, the
 * costing (internal only) and the construction details — as revision A, B, C … Z, AA, AB … of the
 * product. What was released never changes (DESIGN §9); edits make the next revision. A PDF or a
 * spreadsheet is drawn from the snapshot alone, without reading anything else of the product.
 */
import { z } from 'zod';
import { ZColourwayCost, ZCostPart, ZRate } from './costing.ts';
import { CURRENCY_CODES, LANGUAGE_CODES } from './general-settings.ts';
import { MEASURE_UNITS } from './measurements.ts';
import { messages } from './messages.ts';
import { BOM_LINE_KINDS, MATERIAL_UNITS } from './money.ts';
import { ZPersonRef } from './people.ts';
import { zRecordId } from './teams.ts';
import { zOptionalText } from './text.ts';

export const TECHPACK_NOTE_MAX = 500;

/**
 * A revision's letter from its place (1 → 'A', 26 → 'Z', 27 → 'AA', 28 → 'AB', 52 → 'AZ',
 * 53 → 'BA', 702 → 'ZZ', 703 → 'AAA'): the column letters of a spreadsheet, so letters never
 * run out and read in order.
 */
export function revisionLetter(seq: number): string {
  if (!Number.isInteger(seq) || seq < 1) throw new RangeError(`not a revision number: ${seq}`);
  let rest = seq;
  let letters = '';
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    rest = Math.floor((rest - 1) / 26);
  }
  return letters;
}

// ---------------------------------------------------------------- requests

export const ZTechpackParams = z.object({ id: zRecordId() });
export const ZTechpackRevisionParams = z.object({ id: zRecordId(), revisionId: zRecordId() });

export const ZReleaseTechpackSchema = z.object({
  /** What this revision is for ('After fit 2: chest and hem'); blank is none. */
  note: zOptionalText(TECHPACK_NOTE_MAX, messages.techpackNoteTooLong).optional(),
});
export type TReleaseTechpackSchema = z.input<typeof ZReleaseTechpackSchema>;

export const ZTechpackCompareQuery = z.object({
  from: zRecordId(messages.techpackCompareFromRequired),
  to: zRecordId(messages.techpackCompareToRequired),
  /** The language of the sentences; what people entered stays as entered. Left out: the reader's. */
  language: z.enum(LANGUAGE_CODES, { error: messages.languageInvalid }).optional(),
});
export type TTechpackCompareQuery = z.input<typeof ZTechpackCompareQuery>;

/** The paper a tech pack PDF is drawn on: A4 unless Letter is asked for. */
export const TECHPACK_PAPERS = ['a4', 'letter'] as const;
export type TechpackPaper = (typeof TECHPACK_PAPERS)[number];
export const TECHPACK_FILE_FORMATS = ['pdf', 'xlsx'] as const;
export type TechpackFileFormat = (typeof TECHPACK_FILE_FORMATS)[number];
export const TECHPACK_CONTENT_TYPES: Record<TechpackFileFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const ZTechpackFileQuery = z.object({
  /** The PDF's paper; the spreadsheet has none and ignores it. */
  paper: z.enum(TECHPACK_PAPERS, { error: messages.techpackPaperInvalid }).default('a4'),
  /** The internal copy, with the costing and prices: only for whoever may see costs. */
  costs: z
    .enum(['true', 'false', '1', '0'], { error: messages.techpackCostsInvalid })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * The language of the file's own words (headings, labels, sheet names); what people entered
   * stays as entered. Left out: the reader's saved language.
   */
  language: z.enum(LANGUAGE_CODES, { error: messages.languageInvalid }).optional(),
});
export type TTechpackFileQuery = z.input<typeof ZTechpackFileQuery>;

/** The name a tech pack file downloads under: '<product> tech pack rev B[ with costs].pdf'. */
export function techpackFileName(
  productName: string,
  revision: string,
  format: TechpackFileFormat,
  costs: boolean,
): string {
  const name = productName
    .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${name || 'Product'} tech pack rev ${revision}${costs ? ' with costs' : ''}.${format}`;
}

// ---------------------------------------------------------------- the snapshot

/** A colour as the bill named it when released: its name and swatch stay with the revision. */
export const ZTechpackColour = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  hexCode: z.string(),
});
export type TechpackColour = z.infer<typeof ZTechpackColour>;

/**
 * An image of the product at release time: the stored upload of the version it showed then, so
 * the PDF draws exactly those bytes even after a newer version or a deletion (the revision holds
 * the upload: docs/decisions.md, Tech pack releases).
 */
export const ZTechpackSketch = z.object({
  fileId: z.string(),
  name: z.string(),
  ext: z.string(),
  /** The file's version when released: 1 for a file never given another. */
  version: z.number(),
  versionLabel: z.string().nullable(),
  /** The storage key of that version's upload (its derivatives sit beside it). */
  path: z.string(),
  contentType: z.string().nullable(),
  bytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type TechpackSketch = z.infer<typeof ZTechpackSketch>;

/** A spec row: centimetres as exact decimal texts, and the same in the sheet's unit as shown. */
export const ZTechpackSpecRow = z.object({
  pomId: z.string(),
  code: z.string(),
  name: z.string(),
  tolerance: z.object({ minus: z.string(), plus: z.string() }),
  /** The tolerance in the sheet's unit ('1/2' in inches). */
  toleranceShown: z.object({ minus: z.string(), plus: z.string() }),
  /** By size, centimetres; a size the row cannot compute is absent. */
  values: z.record(z.string(), z.string()),
  /** By size, in the sheet's unit as the sheet shows it ('20 5/8' in inches). */
  shown: z.record(z.string(), z.string()),
});
export type TechpackSpecRow = z.infer<typeof ZTechpackSpecRow>;

export const ZTechpackSpec = z.object({
  /** The spec sheet's own revision number the pack took. */
  revision: z.number(),
  unit: z.enum(MEASURE_UNITS),
  sizes: z.array(z.string()),
  baseSize: z.string(),
  rows: z.array(ZTechpackSpecRow),
});
export type TechpackSpec = z.infer<typeof ZTechpackSpec>;

/** A point a fit session found outside tolerance, in centimetres. */
export const ZTechpackFitPoint = z.object({
  code: z.string(),
  name: z.string(),
  spec: z.string().nullable(),
  measured: z.string().nullable(),
  deviation: z.string().nullable(),
});

export const ZTechpackFit = z.object({
  _id: z.string(),
  round: z.string(),
  sampleSize: z.string(),
  arrivedAt: z.string().nullable(),
  createdAt: z.string(),
  specRevision: z.number(),
  appliedRevision: z.number().nullable(),
  measuredCount: z.number(),
  outOfTolerance: z.array(ZTechpackFitPoint),
});
export type TechpackFit = z.infer<typeof ZTechpackFit>;

export const ZTechpackBomLine = z.object({
  _id: z.string(),
  kind: z.enum(BOM_LINE_KINDS),
  name: z.string(),
  placement: z.string(),
  supplier: z.string(),
  quantity: z.string(),
  unit: z.enum(MATERIAL_UNITS),
  /** Internal: null in every answer to whoever may not see costs. */
  unitPrice: z.string().nullable(),
  currency: z.enum(CURRENCY_CODES).nullable(),
  wastePercent: z.string(),
  /** By colourway id: the colour the line takes there, or null for none ("as standard"). */
  colours: z.record(z.string(), ZTechpackColour.nullable()),
  notUsedIn: z.array(z.string()),
});
export type TechpackBomLine = z.infer<typeof ZTechpackBomLine>;

export const ZTechpackBom = z.object({
  /** The bill's own revision number the pack took (0: none saved). */
  revision: z.number(),
  colourways: z.array(
    z.object({ _id: z.string(), name: z.string(), colours: z.array(ZTechpackColour) }),
  ),
  lines: z.array(ZTechpackBomLine),
});
export type TechpackBom = z.infer<typeof ZTechpackBom>;

/** The costing as it stood (internal only: never answered without the right to see costs). */
export const ZTechpackCosting = z.object({
  currency: z.enum(CURRENCY_CODES).nullable(),
  inputs: z.object({
    labour: ZCostPart,
    overhead: ZCostPart,
    freight: ZCostPart,
    duty: ZCostPart,
    targetCost: z.string().nullable(),
  }),
  colourways: z.array(ZColourwayCost),
  wholesalePrice: z.string().nullable(),
  retailPrice: z.string().nullable(),
  rates: z.array(ZRate),
  missingRates: z.array(z.enum(CURRENCY_CODES)),
  unpricedLines: z.number(),
});
export type TechpackCosting = z.infer<typeof ZTechpackCosting>;

export const ZTechpackCallout = z.object({
  number: z.number(),
  fileId: z.string(),
  x: z.number(),
  y: z.number(),
  text: z.string(),
});
export type TechpackCallout = z.infer<typeof ZTechpackCallout>;

export const ZTechpackSnapshot = z.object({
  /** The snapshot's shape, so a later reader knows how an old revision was written. */
  format: z.literal(1),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    styleNumber: z.string(),
    description: z.string(),
    composition: z.string(),
    season: z.string().nullable(),
    category: z.string().nullable(),
    subCategory: z.string().nullable(),
  }),
  sketches: z.array(ZTechpackSketch),
  /** Null when the product had no spec sheet yet. */
  spec: ZTechpackSpec.nullable(),
  fits: z.array(ZTechpackFit),
  bom: ZTechpackBom,
  /** Null in every answer to whoever may not see costs. */
  costing: ZTechpackCosting.nullable(),
  construction: z.object({ notes: z.string(), callouts: z.array(ZTechpackCallout) }),
});
export type TechpackSnapshot = z.infer<typeof ZTechpackSnapshot>;

// ---------------------------------------------------------------- answers

/** What a revision holds, counted, for the list. */
export const ZTechpackSummary = z.object({
  sketches: z.number(),
  specRows: z.number(),
  sizes: z.number(),
  fits: z.number(),
  colourways: z.number(),
  bomLines: z.number(),
  callouts: z.number(),
});
export type TechpackSummary = z.infer<typeof ZTechpackSummary>;

export const ZTechpackRevisionSummary = z.object({
  _id: z.string(),
  /** 'A', 'B' … 'Z', 'AA' … */
  revision: z.string(),
  /** The revision's place: 1 for A. */
  seq: z.number(),
  releasedAt: z.string(),
  releasedBy: ZPersonRef.nullable(),
  note: z.string().nullable(),
  summary: ZTechpackSummary,
});
export type TechpackRevisionSummary = z.infer<typeof ZTechpackRevisionSummary>;

/** A sketch as answered: its snapshot entry, with signed links to its pictures. */
export const ZTechpackSketchAnswer = ZTechpackSketch.extend({
  url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  preview: z.string().nullable(),
});

export const ZTechpackRevision = ZTechpackRevisionSummary.extend({
  snapshot: ZTechpackSnapshot.extend({ sketches: z.array(ZTechpackSketchAnswer) }),
  policies: z.object({ viewCosts: z.boolean() }),
});
export type TechpackRevision = z.infer<typeof ZTechpackRevision>;

export const TECHPACK_SECTIONS = [
  'Product',
  'Sketches',
  'Spec',
  'Fit history',
  'BOM',
  'Costing',
  'Construction',
] as const;
export type TechpackSection = (typeof TECHPACK_SECTIONS)[number];

export const ZTechpackChanges = z.object({
  section: z.enum(TECHPACK_SECTIONS),
  changes: z.array(z.string()),
});
export type TechpackChanges = z.infer<typeof ZTechpackChanges>;

export const ZTechpackComparison = z.object({
  from: ZTechpackRevisionSummary,
  to: ZTechpackRevisionSummary,
  /** Only sections with changes, in the pack's order; empty when the two read the same. */
  sections: z.array(ZTechpackChanges),
});
export type TechpackComparison = z.infer<typeof ZTechpackComparison>;

/** A revision was released: ids and its letter; pages read the list again. */
export interface TechpackRelease {
  teamId: string;
  productId: string;
  revision: string;
}
