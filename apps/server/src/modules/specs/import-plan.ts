/**
 * What a spec sheet file says, and what applying it would do (pure, no I/O). The header row is
 * found (title rows above it are skipped), each column named — POM code, description, Tol -,
 * Tol + (or one ± column), and a size for each other header — and the unit read from the query,
 * the headers ('Tol - (in)'), the values ('24 3/8') or the sheet. Each row is matched to the
 * team's points of measure by code and compared with the sheet: a row the sheet already reads so
 * (in inches, to the eighth it shows) keeps its grading; any other is written as explicit values,
 * keeping the exact value of every cell that did not change.
 */
import {
  centimetres,
  keyOfMessage,
  messages,
  parseMeasure,
  POM_NAME_MAX,
  RANGE_SIZES_MAX,
  SIZE_LABEL_MAX,
  SPEC_ROWS_MAX,
  SPEC_TOLERANCE_MAX_CM,
  MEASUREMENT_MAX_CM,
  UM_PER_CM,
  UM_PER_EIGHTH_INCH,
  zPomCode,
  type MeasureUnit,
  type SpecFileFormat,
  type SpecImportPreview,
  type SpecRowInput,
  type SpecSheetInput,
} from '@atelier/domain';
import { badRequest, fieldError } from '../../platform/http/errors.ts';
import type { Sheet, SheetRow } from './sheet.ts';
import type { Cell } from './spec-file.ts';

type Um = number;
type Tolerance = { minus: Um; plus: Um };

/** Where each column goes. */
type Column =
  | { kind: 'code' | 'description' | 'tolMinus' | 'tolPlus' | 'tolBoth'; title: string }
  | { kind: 'size'; title: string; size: string };

export interface LibraryPom {
  id: string;
  code: string;
  name: string;
  tolerance: Tolerance;
}

export interface ImportContext {
  fileName: string;
  format: SpecFileFormat;
  table: Cell[][];
  decimalComma: boolean;
  unit: MeasureUnit | undefined;
  current: { revision: number; sheet: Sheet | null };
  poms: readonly LibraryPom[];
  sizeRanges: readonly { sizes: string[]; baseSize: string }[];
}

/** A new point of measure the file would add. */
export interface NewPom {
  row: number;
  code: string;
  name: string;
  tolerance: Tolerance;
}

export interface ImportPlan {
  preview: SpecImportPreview;
  newPoms: NewPom[];
  /** The sheet to save, once the new points of measure have their ids (by code). */
  input: (newIds: ReadonlyMap<string, string>) => SpecSheetInput;
}

// ---------------------------------------------------------------- headers

const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();
const DASHES = /[−–—]/g;

const CODE_HEADERS = new Set([
  'pom code',
  'code',
  'pom',
  'pom #',
  'pom no',
  'pom no.',
  'pom number',
  'pom id',
  'point of measure code',
  'measurement code',
]);
const DESCRIPTION_HEADERS = new Set([
  'description',
  'desc',
  'desc.',
  'pom description',
  'pom name',
  'name',
  'point of measure',
  'points of measure',
  'measurement',
  'measurement point',
]);
const TOL = String.raw`(?:tol(?:erance)?\.?)`;
const TOL_MINUS = new RegExp(
  String.raw`^(?:${TOL}\s*(?:-|\(-\)|minus)|-\s*${TOL}|minus\s+${TOL})$`,
);
const TOL_PLUS = new RegExp(
  String.raw`^(?:${TOL}\s*(?:\+|\(\+\)|plus)|\+\s*${TOL}|plus\s+${TOL})$`,
);
const TOL_BOTH = new RegExp(String.raw`^(?:${TOL}(?:\s*(?:\+/-|±|\+-|\(\+/-\)|\(±\)))?|\+/-|±)$`);
/** Headers a factory file may carry that are no size: refused rather than read as one. */
const NOT_SIZES = new Set([
  'note',
  'notes',
  'comment',
  'comments',
  'remark',
  'remarks',
  'grade',
  'grading',
  'grade rule',
  'how to measure',
  'category',
  'unit',
  'uom',
  'status',
  'total',
]);
const UNIT_IN_HEADER = /\s*[([]\s*(cm|centimet(?:er|re)s?|in|inch|inches|")\s*[)\]]\s*$/i;
const BARE_UNIT = /\s+(cm|in|inch|inches)$/i;
const BASE_MARK = /\s*(?:\*|\((?:base|base size)\)|\[(?:base|base size)\])$/i;

const unitWord = (word: string): MeasureUnit => (/^c/i.test(word) ? 'cm' : 'in');

/** A header's column, its unit hint, or null when it is no column of a spec sheet. */
function classify(raw: string): { column: Column; unit: MeasureUnit | null } | null {
  let title = raw.trim();
  let unit: MeasureUnit | null = null;
  const hinted = UNIT_IN_HEADER.exec(title);
  if (hinted) {
    unit = unitWord(hinted[1]!);
    title = title.slice(0, hinted.index).trim();
  }
  const key = squash(title).replace(DASHES, '-');
  const bare = BARE_UNIT.exec(key);
  const tolKey = bare ? key.slice(0, bare.index).trim() : key;
  if (CODE_HEADERS.has(key)) return { column: { kind: 'code', title: raw }, unit };
  if (DESCRIPTION_HEADERS.has(key)) return { column: { kind: 'description', title: raw }, unit };
  for (const [pattern, kind] of [
    [TOL_MINUS, 'tolMinus'],
    [TOL_PLUS, 'tolPlus'],
    [TOL_BOTH, 'tolBoth'],
  ] as const) {
    if (pattern.test(tolKey)) {
      return { column: { kind, title: raw }, unit: unit ?? (bare ? unitWord(bare[1]!) : null) };
    }
  }
  if (NOT_SIZES.has(key)) return null;
  const size = title.replace(BASE_MARK, '').trim();
  if (size.length === 0 || size.length > SIZE_LABEL_MAX) return null;
  return { column: { kind: 'size', title: raw, size }, unit };
}

const FRACTION = /\d\s*\/\s*\d/;
const isCode = (cell: Cell) => typeof cell === 'string' && classify(cell)?.column.kind === 'code';
const cellText = (cell: Cell) => (cell === null ? '' : String(cell).trim());
const isEmpty = (row: Cell[]) => row.every((cell) => cellText(cell) === '');

/** A column's letter as a spreadsheet names it: 0 → A, 26 → AA. */
function letter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

const refuse = (message: string) => fieldError('file', message);

interface Layout {
  headerIndex: number;
  columns: Map<number, Column>;
  sizes: string[];
  baseMarked: string | null;
  unitHint: MeasureUnit | null;
}

function layoutOf(table: Cell[][]): Layout {
  const headerIndex = table.slice(0, 10).findIndex((row) => row.some(isCode));
  if (headerIndex < 0) throw refuse(messages.specImportNoHeader);
  const header = table[headerIndex]!;
  const width = Math.max(...table.map((row) => row.length));
  const columns = new Map<number, Column>();
  const seen = new Map<string, string>();
  const hints = new Set<MeasureUnit>();
  let baseMarked: string | null = null;
  for (let index = 0; index < width; index += 1) {
    const title = cellText(header[index] ?? null);
    if (title === '') {
      const used = table.slice(headerIndex + 1).some((row) => cellText(row[index] ?? null) !== '');
      if (used) throw refuse(messages.specImportUnnamedColumn(letter(index)));
      continue;
    }
    const found = classify(title);
    if (!found) throw refuse(messages.specImportUnknownColumn(title));
    const { column, unit } = found;
    if (unit) hints.add(unit);
    const key = column.kind === 'size' ? `size ${column.size.toLowerCase()}` : column.kind;
    if (
      seen.has(key) ||
      (column.kind === 'tolBoth' && (seen.has('tolMinus') || seen.has('tolPlus')))
    )
      throw refuse(messages.specImportColumnTwice(title));
    if ((column.kind === 'tolMinus' || column.kind === 'tolPlus') && seen.has('tolBoth'))
      throw refuse(messages.specImportColumnTwice(title));
    seen.set(key, title);
    if (column.kind === 'size' && BASE_MARK.test(title.replace(UNIT_IN_HEADER, ''))) {
      baseMarked = column.size;
    }
    columns.set(index, column);
  }
  const sizes = [...columns.values()].flatMap((column) =>
    column.kind === 'size' ? [column.size] : [],
  );
  if (sizes.length === 0) throw refuse(messages.specImportNoSizes);
  if (sizes.length > RANGE_SIZES_MAX) throw refuse(messages.specImportTooManySizes);
  if (hints.size > 1) throw refuse(messages.specImportUnitsDisagree);
  let unitHint = [...hints][0] ?? null;
  if (!unitHint) {
    // A title row above the header may say it: 'Measurements in inches', 'Unit: cm'.
    const above = table.slice(0, headerIndex).flat().map(cellText).join(' ').toLowerCase();
    if (/\binch(es)?\b/.test(above)) unitHint = 'in';
    else if (/\b(cm|centimet(er|re)s?)\b/.test(above)) unitHint = 'cm';
  }
  return { headerIndex, columns, sizes, baseMarked, unitHint };
}

// ---------------------------------------------------------------- cells

/** A spreadsheet's number with floating-point noise (10.299999999999999) as the decimal meant. */
function numberCell(value: number): number {
  const rounded = Math.round(value * UM_PER_CM) / UM_PER_CM;
  return Math.abs(rounded - value) < 1e-7 ? rounded : value;
}

/** The sign a tolerance column may write before its distance: '-0.5', '+1', '±0.5'. */
const SIGNS: Partial<Record<Column['kind'], RegExp>> = {
  tolMinus: /^-/,
  tolPlus: /^\+/,
  tolBoth: /^(±|\+\/-|\+-)/,
};

/** A length in µm, or null when the cell is no length of the unit. */
function lengthOf(cell: Cell, unit: MeasureUnit, decimalComma: boolean, kind: Column['kind']) {
  if (typeof cell === 'number') {
    const value = numberCell(cell);
    // A minus tolerance written as a negative number is the same distance.
    return parseMeasure(kind === 'tolMinus' ? Math.abs(value) : value, unit);
  }
  let text = cellText(cell)
    .replace(DASHES, '-')
    .replace(/["”″]$|\s*(cm|in|inch|inches)$/i, '');
  const sign = SIGNS[kind];
  if (sign) text = text.replace(sign, '').trim();
  if (decimalComma) text = text.replace(/^(\d+),(\d+)$/, '$1.$2');
  return parseMeasure(text, unit);
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A problem's key and values, and its reason's (as written before `lower`), when they have one. */
function keyedProblem(message: string, reason: string) {
  const keyed = keyOfMessage(message);
  const reasonKeyed = keyOfMessage(reason);
  return {
    ...(keyed && { key: keyed.key, ...(keyed.values && { values: keyed.values }) }),
    ...(keyed &&
      reasonKeyed && {
        textKey: reasonKeyed.key,
        ...(reasonKeyed.values && { textValues: reasonKeyed.values }),
      }),
  };
}

// ---------------------------------------------------------------- the plan

interface FileRow {
  row: number;
  code: string;
  description: string;
  values: Record<string, Um>;
  tolerance: { minus: Um | null; plus: Um | null };
}

/** Equal as the file shows it: exactly, or in inches to the same eighth. */
const sameShown = (a: Um, b: Um, unit: MeasureUnit) =>
  a === b ||
  (unit === 'in' && Math.round(a / UM_PER_EIGHTH_INCH) === Math.round(b / UM_PER_EIGHTH_INCH));

export function planImport(context: ImportContext): ImportPlan {
  const { table, current } = context;
  const layout = layoutOf(table);
  const entries = [...layout.columns.entries()];
  const lengthColumns = entries.filter(
    ([, column]) => column.kind !== 'code' && column.kind !== 'description',
  );

  // The unit: asked for, said by the headers or a title, shown by a fraction, the sheet's, cm.
  const body = table
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(layout.headerIndex + 1)
    .filter(({ cells }) => !isEmpty(cells));
  // Only a text can hold a fraction: a spreadsheet's number never does.
  const fractions = body.some(({ cells }) =>
    lengthColumns.some(([index]) => {
      const cell = cells[index];
      return typeof cell === 'string' && FRACTION.test(cell);
    }),
  );
  const [unit, unitFrom] = ((): [MeasureUnit, SpecImportPreview['unitFrom']] => {
    if (context.unit) return [context.unit, 'query'];
    if (layout.unitHint) return [layout.unitHint, 'header'];
    if (fractions) return ['in', 'values'];
    if (current.sheet) return [current.sheet.unit, 'sheet'];
    return ['cm', 'default'];
  })();

  if (body.length === 0) throw refuse(messages.specImportNothing);
  if (body.length > SPEC_ROWS_MAX) throw refuse(messages.specRowsTooMany);

  const problems: SpecImportPreview['problems'] = [];
  // Each problem carries its text's key, and its reason's, for the reader's language (issue 47 §4).
  const problem = (row: number, column: string | null, message: string, reason: string) =>
    problems.push({ row, column, message, ...keyedProblem(message, reason) });
  const rows: FileRow[] = [];
  const codeRows = new Map<string, number>();
  const codeIndex = entries.find(([, column]) => column.kind === 'code')![0];

  for (const { cells, row } of body) {
    const rawCode = cellText(cells[codeIndex] ?? null);
    if (rawCode === '') {
      problem(
        row,
        null,
        messages.specImportRow(row, messages.specImportNoCode),
        messages.specImportNoCode,
      );
      continue;
    }
    const parsedCode = zPomCode.safeParse(rawCode);
    if (!parsedCode.success) {
      const text = parsedCode.error.issues[0]?.message ?? messages.pomCodeInvalid;
      problem(
        row,
        'POM code',
        messages.specImportCell(row, 'POM code', rawCode, lower(text)),
        text,
      );
      continue;
    }
    const code = parsedCode.data;
    const earlier = codeRows.get(code);
    if (earlier !== undefined) {
      problem(
        row,
        'POM code',
        messages.specImportRow(row, messages.specImportCodeTwice(code, earlier)),
        messages.specImportCodeTwice(code, earlier),
      );
      continue;
    }
    codeRows.set(code, row);
    const fileRow: FileRow = {
      row,
      code,
      description: '',
      values: {},
      tolerance: { minus: null, plus: null },
    };
    let readable = true;
    // A cell that is no length: the row is not read, and the cell is named with what it holds.
    const bad = (column: Column, cell: Cell, message: string) => {
      readable = false;
      const label = column.kind === 'size' ? column.size : column.title.trim();
      problem(
        row,
        label,
        messages.specImportCell(row, label, cellText(cell), lower(message)),
        message,
      );
    };
    for (const [index, column] of entries) {
      if (column.kind === 'code') continue;
      const cell = cells[index] ?? null;
      if (column.kind === 'description') {
        fileRow.description = cellText(cell).replace(/\s+/g, ' ');
        continue;
      }
      // A number is never empty; only a text needs trimming to tell.
      if (cell === null || (typeof cell === 'string' && cell.trim() === '')) continue;
      const um = lengthOf(cell, unit, context.decimalComma, column.kind);
      if (um === null) {
        bad(column, cell, unit === 'in' ? messages.inchesInvalid : messages.centimetresInvalid);
        continue;
      }
      if (column.kind === 'size') {
        if (um <= 0 || um > MEASUREMENT_MAX_CM * UM_PER_CM)
          bad(column, cell, messages.measurementRange);
        else fileRow.values[column.size] = um;
        continue;
      }
      if (um < 0 || um > SPEC_TOLERANCE_MAX_CM * UM_PER_CM) {
        bad(column, cell, messages.toleranceInvalid);
        continue;
      }
      if (column.kind !== 'tolPlus') fileRow.tolerance.minus = um;
      if (column.kind !== 'tolMinus') fileRow.tolerance.plus = um;
    }
    if (readable) rows.push(fileRow);
  }

  // The base size: marked in the file, the sheet's, a size range's with these sizes, the middle.
  const { sizes } = layout;
  const sameSizes = (other: readonly string[]) =>
    other.length === sizes.length && other.every((size, index) => size === sizes[index]);
  const range = context.sizeRanges.find((candidate) => sameSizes(candidate.sizes));
  const [baseSize, baseSizeFrom] = ((): [string, SpecImportPreview['baseSizeFrom']] => {
    if (layout.baseMarked) return [layout.baseMarked, 'file'];
    if (current.sheet && sizes.includes(current.sheet.baseSize))
      return [current.sheet.baseSize, 'sheet'];
    if (range && sizes.includes(range.baseSize)) return [range.baseSize, 'sizeRange'];
    return [sizes[Math.floor((sizes.length - 1) / 2)]!, 'middle'];
  })();

  // Matched to the team's points of measure by code; a code it lacks becomes a new one.
  const byCode = new Map(context.poms.map((pom) => [pom.code, pom]));
  const sheetRows = new Map((current.sheet?.rows ?? []).map((row) => [row.pomId, row]));
  const sameFrame = Boolean(
    current.sheet && sameSizes(current.sheet.sizes) && current.sheet.baseSize === baseSize,
  );
  const newPoms: NewPom[] = [];
  for (const row of rows) {
    if (byCode.has(row.code)) continue;
    if (!row.description) {
      problem(
        row.row,
        'Description',
        messages.specImportRow(row.row, messages.specImportNewPomName(row.code)),
        messages.specImportNewPomName(row.code),
      );
    } else if (row.description.length > POM_NAME_MAX) {
      problem(
        row.row,
        'Description',
        messages.specImportRow(row.row, lower(messages.pomNameTooLong)),
        messages.pomNameTooLong,
      );
    } else if (row.tolerance.minus === null || row.tolerance.plus === null) {
      problem(
        row.row,
        null,
        messages.specImportRow(row.row, messages.specImportNewPomTolerance(row.code)),
        messages.specImportNewPomTolerance(row.code),
      );
    } else {
      newPoms.push({
        row: row.row,
        code: row.code,
        name: row.description,
        tolerance: { minus: row.tolerance.minus, plus: row.tolerance.plus },
      });
    }
  }
  const added = new Set(newPoms.map((pom) => pom.code));
  const usable = rows.filter((row) => byCode.has(row.code) || added.has(row.code));
  problems.sort((a, b) => a.row - b.row);

  interface Planned {
    file: FileRow;
    pom: LibraryPom | null;
    status: 'unchanged' | 'changed' | 'added';
    /** The row as a save takes it, without its point's id for a new point. */
    entry: Omit<SpecRowInput, 'pomId'>;
    values: Record<string, Um>;
  }

  const planned = usable.map((file): Planned => {
    const pom = byCode.get(file.code) ?? null;
    const onSheet = pom ? sheetRows.get(pom.id) : undefined;
    const fallback: Tolerance = onSheet?.tolerance ??
      pom?.tolerance ?? { minus: file.tolerance.minus ?? 0, plus: file.tolerance.plus ?? 0 };
    const keep = (given: Um | null, was: Um) =>
      given === null || sameShown(given, was, unit) ? was : given;
    const tolerance = {
      minus: keep(file.tolerance.minus, fallback.minus),
      plus: keep(file.tolerance.plus, fallback.plus),
    };
    if (!onSheet) {
      return {
        file,
        pom,
        status: 'added',
        entry: { base: null, gradeRule: null, overrides: { ...file.values }, tolerance },
        values: file.values,
      };
    }
    const shownSizes = Object.keys(file.values);
    const sameCells =
      shownSizes.length === Object.keys(onSheet.values).length &&
      shownSizes.every(
        (size) =>
          onSheet.values[size] !== undefined &&
          sameShown(file.values[size]!, onSheet.values[size]!, unit),
      );
    const sameTolerance =
      tolerance.minus === onSheet.tolerance.minus && tolerance.plus === onSheet.tolerance.plus;
    if (sameFrame && sameCells) {
      // The sheet reads so already: its grading stays (a tolerance may still change).
      return {
        file,
        pom,
        status: sameTolerance ? 'unchanged' : 'changed',
        entry: {
          base: onSheet.base,
          gradeRule: onSheet.gradeRule,
          overrides: { ...onSheet.overrides },
          tolerance,
        },
        values: onSheet.values,
      };
    }
    const values = Object.fromEntries(
      shownSizes.map((size) => {
        const was = onSheet.values[size];
        return [
          size,
          was !== undefined && sameShown(file.values[size]!, was, unit) ? was : file.values[size]!,
        ];
      }),
    );
    return {
      file,
      pom,
      status: sameCells && sameTolerance ? 'unchanged' : 'changed',
      entry: { base: null, gradeRule: null, overrides: values, tolerance },
      values,
    };
  });

  const kept = new Set(planned.flatMap((row) => (row.pom ? [row.pom.id] : [])));
  const removed = (current.sheet?.rows ?? []).filter((row) => !kept.has(row.pomId));
  const changedValues = countChanges(
    current.sheet?.rows ?? [],
    planned.map((row) => ({ pomId: row.pom?.id ?? null, values: row.values })),
    unit,
  );
  const sameOrder =
    current.sheet !== null &&
    removed.length === 0 &&
    planned.every((row, index) => row.pom?.id === current.sheet!.rows[index]?.pomId);
  const changes = !(
    current.sheet &&
    sameFrame &&
    unit === current.sheet.unit &&
    sameOrder &&
    planned.every((row) => row.status === 'unchanged')
  );

  const cm = (values: Record<string, Um>) => {
    const shown: Record<string, number> = {};
    for (const size of sizes)
      if (values[size] !== undefined) shown[size] = centimetres(values[size]);
    return shown;
  };
  const preview: SpecImportPreview = {
    fileName: context.fileName,
    format: context.format,
    unit,
    unitFrom,
    sizes,
    baseSize,
    baseSizeFrom,
    revision: current.revision,
    rows: planned.map((row) => ({
      row: row.file.row,
      code: row.file.code,
      description: row.pom?.name ?? row.file.description,
      pomId: row.pom?.id ?? null,
      status: row.status,
      tolerance:
        row.file.tolerance.minus === null && row.file.tolerance.plus === null
          ? null
          : {
              minus: centimetres(row.entry.tolerance!.minus),
              plus: centimetres(row.entry.tolerance!.plus),
            },
      values: cm(row.values),
    })),
    newPoms: newPoms.map((pom) => ({
      row: pom.row,
      code: pom.code,
      name: pom.name,
      tolerance: { minus: centimetres(pom.tolerance.minus), plus: centimetres(pom.tolerance.plus) },
    })),
    removed: removed.map((row) => ({ pomId: row.pomId, code: row.code, name: row.name })),
    problems,
    changedValues,
    changes,
  };

  return {
    preview,
    newPoms,
    input: (newIds) => ({
      revision: current.revision,
      unit,
      sizes,
      baseSize,
      rows: planned.map((row) => ({
        pomId: row.pom?.id ?? newIds.get(row.file.code)!,
        ...row.entry,
      })),
    }),
  };
}

/**
 * Cells (point × size) whose value the import changes, adds or takes away: each row is compared
 * with the sheet's row of its point, size by size (a new point's row is all new cells).
 */
function countChanges(
  before: readonly SheetRow[],
  after: readonly { pomId: string | null; values: Record<string, Um> }[],
  unit: MeasureUnit,
) {
  const old = new Map(before.map((row) => [row.pomId, row.values]));
  let changed = 0;
  for (const row of after) {
    const was = row.pomId === null ? undefined : old.get(row.pomId);
    if (row.pomId !== null) old.delete(row.pomId);
    for (const size in row.values) {
      const wasValue = was?.[size];
      if (wasValue === undefined || !sameShown(wasValue, row.values[size]!, unit)) changed += 1;
    }
    if (was) for (const size in was) if (!(size in row.values)) changed += 1;
  }
  for (const values of old.values()) changed += Object.keys(values).length;
  return changed;
}

/** The problems of a file that cannot be applied, as a 400 listing each by row. */
export function refuseProblems(problems: SpecImportPreview['problems']) {
  return badRequest(
    problems.length === 1 ? problems[0]!.message : messages.specImportRowsInvalid(problems.length),
    problems.map((item) => ({
      field: `file.rows.${item.row}${item.column ? `.${item.column}` : ''}`,
      message: item.message,
    })),
  );
}
