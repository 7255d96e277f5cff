/**
 * A product's spec sheet (issue 45): its points of measure × its sizes. The base size holds the
 * measured values; each row grades the other sizes from one increment per step (or one per step
 * between each pair of neighbouring sizes), and explicit values override the grade. Lengths are
 * typed in the sheet's unit (inches in eighths: '24 3/8'), converted once on entry, kept as exact
 * decimals of centimetres (measurements.ts) and answered in centimetres whatever the unit. Every
 * save is a new revision; the earlier ones stay as they were.
 */
import { z } from 'zod';
import { ZPersonRef } from './people.ts';
import { MEASURE_UNITS, parseMeasure, UM_PER_CM } from './measurements.ts';
import type { MeasureUnit } from './measurements.ts';
import { messages } from './messages.ts';
import { zSizes, SIZE_LABEL_MAX, ZLibraryPolicies, ZTolerance } from './poms.ts';
import { zRecordId } from './teams.ts';

/** Rows one sheet holds at most. */
export const SPEC_ROWS_MAX = 300;
/** The largest measurement, and the largest increment of one step, in centimetres. */
export const MEASUREMENT_MAX_CM = 500;
export const INCREMENT_MAX_CM = 50;
export const SPEC_TOLERANCE_MAX_CM = 20;

const zMeasureInput = z.union([z.number(), z.string().max(20)], {
  error: messages.measurementInvalid,
});

const zSpecRowInput = z.object({
  pomId: zRecordId(messages.specPomRequired),
  /** The base size's measurement; may be left out when `values` gives it. */
  base: zMeasureInput.nullish(),
  /** One increment for every step, or one per step between neighbouring sizes. */
  gradeRule: z
    .union([zMeasureInput, z.array(zMeasureInput).max(30, messages.gradeStepsCount)])
    .nullish(),
  /** Explicit values by size: they win over the grade. */
  values: z.record(z.string().max(SIZE_LABEL_MAX), zMeasureInput).optional(),
  /** Minus and plus, both distances; the point of measure's when left out. */
  tolerance: z.object({ minus: zMeasureInput, plus: zMeasureInput }).optional(),
});

/** A row as the server keeps it: every length in µm. */
/**
 * A product's spec sheet was saved as a new revision (by a save, an import or an applied fit):
 * ids and the revision only, the sheet is read again through the policy.
 */
export interface SpecChange {
  teamId: string;
  productId: string;
  revision: number;
}

export interface SpecRowInput {
  pomId: string;
  base: number | null;
  /** As entered: one increment, or one per step; null without grading. */
  gradeRule: number | number[] | null;
  overrides: Record<string, number>;
  tolerance: { minus: number; plus: number } | null;
}

export interface SpecSheetInput {
  revision: number;
  unit: MeasureUnit;
  sizes: string[];
  baseSize: string;
  rows: SpecRowInput[];
}

const lengthText = (unit: MeasureUnit) =>
  unit === 'in' ? messages.inchesInvalid : messages.centimetresInvalid;

/**
 * `PUT product/{id}/spec`: the whole sheet, lengths in `unit`. `revision` is the one the editor
 * read (0 before the first save); another save since then answers 409.
 */
export const ZSaveSpecSchema = z
  .object({
    revision: z
      .number({ error: messages.specRevisionRequired })
      .int(messages.specRevisionRequired)
      .min(0, messages.specRevisionRequired),
    unit: z.enum(MEASURE_UNITS, { error: messages.measureUnitInvalid }),
    sizes: zSizes,
    baseSize: z.string({ error: messages.baseSizeNotInSizes }).trim().max(SIZE_LABEL_MAX),
    rows: z.array(zSpecRowInput).max(SPEC_ROWS_MAX, messages.specRowsTooMany),
  })
  .transform((input, context): SpecSheetInput => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', message, path });
    const { unit, sizes, baseSize } = input;
    if (!sizes.includes(baseSize)) issue(['baseSize'], messages.baseSizeNotInSizes);
    const length = (
      value: string | number,
      path: (string | number)[],
      min: number,
      max: number,
      range: string,
    ) => {
      const um = parseMeasure(value, unit);
      if (um === null) {
        issue(path, lengthText(unit));
        return 0;
      }
      if (um < min * UM_PER_CM || um > max * UM_PER_CM) issue(path, range);
      return um;
    };
    const measurement = (value: string | number, path: (string | number)[]) =>
      length(value, path, 0.0001, MEASUREMENT_MAX_CM, messages.measurementRange);
    const increment = (value: string | number, path: (string | number)[]) =>
      length(value, path, -INCREMENT_MAX_CM, INCREMENT_MAX_CM, messages.incrementRange);
    const tolerance = (value: string | number, path: (string | number)[]) =>
      length(value, path, 0, SPEC_TOLERANCE_MAX_CM, messages.toleranceInvalid);

    const seen = new Set<string>();
    const rows = input.rows.map((row, index): SpecRowInput => {
      const at = (...path: (string | number)[]) => ['rows', index, ...path];
      if (seen.has(row.pomId)) issue(at('pomId'), messages.specPomTwice);
      seen.add(row.pomId);
      const overrides: Record<string, number> = {};
      for (const [size, value] of Object.entries(row.values ?? {})) {
        if (!sizes.includes(size)) issue(at('values', size), messages.specSizeUnknown(size));
        else overrides[size] = measurement(value, at('values', size));
      }
      const hasBase = row.base !== undefined && row.base !== null;
      if (hasBase && overrides[baseSize] !== undefined)
        issue(at('values', baseSize), messages.specBaseTwice);
      const base = hasBase ? measurement(row.base!, at('base')) : (overrides[baseSize] ?? null);
      let gradeRule: number | number[] | null = null;
      if (row.gradeRule !== undefined && row.gradeRule !== null) {
        if (Array.isArray(row.gradeRule)) {
          if (row.gradeRule.length !== sizes.length - 1)
            issue(at('gradeRule'), messages.gradeStepsCount);
          gradeRule = row.gradeRule.map((step, position) =>
            increment(step, at('gradeRule', position)),
          );
        } else {
          gradeRule = increment(row.gradeRule, at('gradeRule'));
        }
        if (base === null) issue(at('base'), messages.gradeNeedsBase);
      }
      return {
        pomId: row.pomId,
        base: hasBase ? base : null,
        gradeRule,
        overrides,
        tolerance: row.tolerance
          ? {
              minus: tolerance(row.tolerance.minus, at('tolerance', 'minus')),
              plus: tolerance(row.tolerance.plus, at('tolerance', 'plus')),
            }
          : null,
      };
    });
    return { revision: input.revision, unit, sizes, baseSize, rows };
  });
export type TSaveSpecSchema = z.input<typeof ZSaveSpecSchema>;

/** The increments of each step between neighbouring sizes, from a row's grade rule. */
export function gradeSteps(gradeRule: number | readonly number[] | null, sizes: number) {
  if (gradeRule === null) return null;
  return typeof gradeRule === 'number'
    ? Array.from({ length: Math.max(sizes - 1, 0) }, () => gradeRule)
    : [...gradeRule];
}

export const SPEC_WARNING_KINDS = ['missing', 'shrinking'] as const;

export const ZSpecWarning = z.object({
  /** missing: sizes without a value; shrinking: sizes measuring less than the size before. */
  kind: z.enum(SPEC_WARNING_KINDS),
  sizes: z.array(z.string()),
  message: z.string(),
});
export type SpecWarning = z.infer<typeof ZSpecWarning>;

export const ZSpecRow = z.object({
  pomId: z.string(),
  code: z.string(),
  name: z.string(),
  /** Centimetres either way. */
  tolerance: ZTolerance,
  /** Centimetres by size, for every size that has a value. */
  values: z.record(z.string(), z.number()),
  /** The base size's measured value, in centimetres (null: the row has none of its own). */
  base: z.number().nullable(),
  /** In centimetres: one increment for every step, or one per step; null without grading. */
  gradeRule: z.union([z.number(), z.array(z.number())]).nullable(),
  /** The sizes whose value was given explicitly rather than graded. */
  overridden: z.array(z.string()),
  warnings: z.array(ZSpecWarning),
});
export type SpecRow = z.infer<typeof ZSpecRow>;

export const ZSpecSheet = z.object({
  productId: z.string(),
  /** The unit the sheet is shown and typed in; values are centimetres whatever it is. */
  unit: z.enum(MEASURE_UNITS),
  sizes: z.array(z.string()),
  /** Null before the first save. */
  baseSize: z.string().nullable(),
  /** 0 before the first save, then 1, 2… */
  revision: z.number(),
  updatedAt: z.string().nullable(),
  updatedBy: ZPersonRef.nullable(),
  rows: z.array(ZSpecRow),
  policies: ZLibraryPolicies.pick({ edit: true }),
});
export type SpecSheet = z.infer<typeof ZSpecSheet>;

export const ZSpecParams = z.object({ id: zRecordId() });

/** One saved revision, without its rows. */
export const ZSpecRevisionSummary = z.object({
  revision: z.number(),
  unit: z.enum(MEASURE_UNITS),
  sizes: z.array(z.string()),
  baseSize: z.string(),
  rowCount: z.number(),
  createdAt: z.string(),
  createdBy: ZPersonRef.nullable(),
});
export type SpecRevisionSummary = z.infer<typeof ZSpecRevisionSummary>;

const zRevisionNumber = z.coerce
  .number({ error: messages.specRevisionUnknown })
  .int(messages.specRevisionUnknown)
  .min(1, messages.specRevisionUnknown)
  .max(1_000_000, messages.specRevisionUnknown);

export const ZSpecRevisionParams = z.object({ id: zRecordId(), revision: zRevisionNumber });
export const ZSpecCompareQuery = z.object({ from: zRevisionNumber, to: zRevisionNumber });

/** One revision as it was saved, read back whole. */
export const ZSpecRevision = ZSpecRevisionSummary.extend({
  rows: z.array(ZSpecRow.omit({ warnings: true })),
});
export type SpecRevision = z.infer<typeof ZSpecRevision>;

export const SPEC_CHANGE_KINDS = ['changed', 'added', 'removed'] as const;

/** A cell that differs between two revisions, and the revision that last changed it. */
export const ZSpecCellChange = z.object({
  pomId: z.string(),
  code: z.string(),
  name: z.string(),
  /** What changed: the value at `size`, or the row's tolerance (`size` is 'minus' or 'plus'). */
  on: z.enum(['size', 'tolerance']),
  size: z.string(),
  kind: z.enum(SPEC_CHANGE_KINDS),
  /** Centimetres, null where the cell had (or has) no value. */
  before: z.number().nullable(),
  after: z.number().nullable(),
  /** after − before in centimetres, when both exist. */
  delta: z.number().nullable(),
  revision: z.number(),
  changedAt: z.string(),
  changedBy: ZPersonRef.nullable(),
});
export type SpecCellChange = z.infer<typeof ZSpecCellChange>;

export const ZSpecComparison = z.object({
  from: ZSpecRevisionSummary,
  to: ZSpecRevisionSummary,
  changes: z.array(ZSpecCellChange),
});
export type SpecComparison = z.infer<typeof ZSpecComparison>;
