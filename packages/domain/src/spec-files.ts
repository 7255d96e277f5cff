/**
 * A spec sheet as a file (issue 45 §4), in the shape factories send and expect: a header row —
 * POM code, description, Tol -, Tol +, then one column per size — and a row per point of measure,
 * lengths in the sheet's unit (centimetres, or inches in eighths such as '24 3/8'). Exported as
 * XLSX or CSV; imported from either, first as a preview that changes nothing, then applied as the
 * sheet's next revision.
 */
import { z } from 'zod';
import { MEASURE_UNITS } from './measurements.ts';
import { messages } from './messages.ts';
import { ZTolerance } from './poms.ts';
import { ZSpecParams } from './specs.ts';

/** The largest file an import reads. */
export const SPEC_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** Rows a file may have, the header and any title rows above it included. */
export const SPEC_FILE_ROWS_MAX = 500;
export const SPEC_FILE_FORMATS = ['xlsx', 'csv'] as const;
export type SpecFileFormat = (typeof SPEC_FILE_FORMATS)[number];

/** The header an export writes: a size column follows for each of the sheet's sizes. */
export const specFileHeader = (unit: (typeof MEASURE_UNITS)[number]) =>
  ['POM code', 'Description', `Tol - (${unit})`, `Tol + (${unit})`] as const;

export const ZSpecExportQuery = z.object({
  format: z.enum(SPEC_FILE_FORMATS, { error: messages.specExportFormatInvalid }).default('xlsx'),
  /** The sheet's own unit when left out. */
  unit: z.enum(MEASURE_UNITS, { error: messages.measureUnitInvalid }).optional(),
});
export type TSpecExportQuery = z.input<typeof ZSpecExportQuery>;

const zFlag = z
  .enum(['true', 'false', '1', '0'], { error: messages.specImportApplyInvalid })
  .transform((value) => value === 'true' || value === '1');

export const ZSpecImportQuery = z.object({
  /** Apply the file; without it the answer is a preview and nothing changes. */
  apply: zFlag.default(false),
  /** The file's unit, when its headers and values do not say it. */
  unit: z.enum(MEASURE_UNITS, { error: messages.specImportUnitInvalid }).optional(),
  /** The revision the preview was read against: a newer one answers 409 (optional). */
  revision: z.coerce
    .number({ error: messages.specRevisionRequired })
    .int(messages.specRevisionRequired)
    .min(0, messages.specRevisionRequired)
    .max(1_000_000, messages.specRevisionRequired)
    .optional(),
});
export type TSpecImportQuery = z.input<typeof ZSpecImportQuery>;
export const ZSpecImportParams = ZSpecParams;

export const SPEC_IMPORT_UNIT_SOURCES = ['query', 'header', 'values', 'sheet', 'default'] as const;
export const SPEC_IMPORT_BASE_SOURCES = ['file', 'sheet', 'sizeRange', 'middle'] as const;

/** A row of the file as the import read it. */
export const ZSpecImportRow = z.object({
  /** The row's number in the file (the header's row + 1 for the first). */
  row: z.number(),
  code: z.string(),
  description: z.string(),
  /** The team's point of measure with this code; null when the import would add it. */
  pomId: z.string().nullable(),
  /** unchanged: the sheet already reads so (kept as it is, grading included); changed: written
   * as explicit values; added: not on the sheet yet. */
  status: z.enum(['unchanged', 'changed', 'added']),
  /** Centimetres; null when the file leaves it empty (the current row's, or the point's). */
  tolerance: ZTolerance.nullable(),
  /** Centimetres by size, for each size the file gives. */
  values: z.record(z.string(), z.number()),
});
export type SpecImportRow = z.infer<typeof ZSpecImportRow>;

/** What the import understood, and what applying it would do. */
export const ZSpecImportPreview = z.object({
  fileName: z.string(),
  format: z.enum(SPEC_FILE_FORMATS),
  unit: z.enum(MEASURE_UNITS),
  /** Where the unit came from: the query, the headers ('Tol - (in)'), the values ('24 3/8'), the
   * sheet's own unit, or cm by default. */
  unitFrom: z.enum(SPEC_IMPORT_UNIT_SOURCES),
  sizes: z.array(z.string()),
  baseSize: z.string(),
  /** A header marked 'M*' or 'M (base)', the sheet's base size, a size range of the team with
   * these sizes, or the middle size. */
  baseSizeFrom: z.enum(SPEC_IMPORT_BASE_SOURCES),
  /** The sheet's revision now: apply with `revision` to refuse a sheet changed since. */
  revision: z.number(),
  rows: z.array(ZSpecImportRow),
  /** Codes the team does not have yet: applying adds them to its points of measure. */
  newPoms: z.array(
    z.object({ row: z.number(), code: z.string(), name: z.string(), tolerance: ZTolerance }),
  ),
  /** Rows of the sheet the file does not have: applying takes them off. */
  removed: z.array(z.object({ pomId: z.string(), code: z.string(), name: z.string() })),
  /** Rows that could not be read, and why: applying is refused until there are none. */
  problems: z.array(
    z.object({
      row: z.number(),
      column: z.string().nullable(),
      message: z.string(),
      /**
       * The text's key and values in the server texts (issue 47 §4); `values.text`, the reason
       * inside 'Row 3: …', has its own key in `textKey`/`textValues` so it is translated too.
       */
      key: z.string().optional(),
      values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      textKey: z.string().optional(),
      textValues: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
  /** Cells (point × size) whose value would change, appear or go. */
  changedValues: z.number(),
  /** Whether applying would make a new revision at all. */
  changes: z.boolean(),
});
export type SpecImportPreview = z.infer<typeof ZSpecImportPreview>;
