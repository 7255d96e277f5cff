/**
 * A spec sheet as its editor holds it: every length in exact units of 1/10,000 cm (the domain's
 * measurements.ts), so typing, grading, switching cm/in and saving never round. The grid shows
 * and takes lengths in the sheet's unit; the save sends them in that unit (inches as eighths).
 */
import {
  formatCentimetres,
  formatInches,
  gradeRow,
  gradeSteps,
  isWholeEighths,
  messages,
  micrometres,
  parseMeasure,
  type MeasureUnit,
  type SpecSheet,
  type TSaveSpecSchema,
} from '@atelier/domain';

export interface DraftRow {
  pomId: string;
  code: string;
  name: string;
  base: number | null;
  /** One increment for every step, or one per step; null without grading. */
  gradeRule: number | number[] | null;
  overrides: Record<string, number>;
  tolerance: { minus: number; plus: number };
}

export interface Draft {
  unit: MeasureUnit;
  sizes: string[];
  baseSize: string | null;
  rows: DraftRow[];
}

/** The editable columns after a row's code and name, in the order Tab and a paste go. */
export type Column = 'minus' | 'plus' | 'grade' | `size:${string}`;

export const sizeColumn = (size: string): Column => `size:${size}`;

export function columnsOf(draft: Draft): Column[] {
  return ['minus', 'plus', 'grade', ...draft.sizes.map(sizeColumn)];
}

export function draftOf(sheet: SpecSheet): Draft {
  const um = (cm: number) => micrometres(cm);
  return {
    unit: sheet.unit,
    sizes: sheet.sizes,
    baseSize: sheet.baseSize,
    rows: sheet.rows.map((row) => ({
      pomId: row.pomId,
      code: row.code,
      name: row.name,
      base: row.base === null ? null : um(row.base),
      gradeRule:
        row.gradeRule === null
          ? null
          : typeof row.gradeRule === 'number'
            ? um(row.gradeRule)
            : row.gradeRule.map(um),
      overrides: Object.fromEntries(
        row.overridden.flatMap((size) => {
          const value = row.values[size];
          return value === undefined ? [] : [[size, um(value)]];
        }),
      ),
      tolerance: { minus: um(row.tolerance.minus), plus: um(row.tolerance.plus) },
    })),
  };
}

/** A length as the grid shows it: '61.9125' in cm, '24 3/8' in inches. */
export const showLength = (um: number, unit: MeasureUnit) =>
  unit === 'in' ? formatInches(um) : formatCentimetres(um);

/** A row's grade rule as typed: '2' or '2; 2; 2.5' (one per step). */
export function showGrade(rule: number | number[] | null, unit: MeasureUnit) {
  if (rule === null) return '';
  return typeof rule === 'number'
    ? showLength(rule, unit)
    : rule.map((step) => showLength(step, unit)).join('; ');
}

export interface RowView {
  /** Every size's value in µm, graded or given. */
  values: Record<string, number>;
  missing: string[];
  shrinking: string[];
  /** The warnings as the API words them ('No value for XS, S.'). */
  warnings: string[];
}

/** What a row measures in every size, computed as the server does (gradeRow). */
export function viewRow(draft: Draft, row: DraftRow): RowView {
  if (!draft.baseSize) return { values: {}, missing: [], shrinking: [], warnings: [] };
  const graded = gradeRow(draft.sizes, draft.baseSize, {
    base: row.base ?? row.overrides[draft.baseSize] ?? null,
    steps: validSteps(row.gradeRule, draft.sizes.length),
    overrides: row.overrides,
  });
  const warnings: string[] = [];
  if (graded.missing.length > 0)
    warnings.push(messages.specMissingValues(graded.missing.join(', ')));
  if (graded.shrinking.length > 0)
    warnings.push(messages.specShrinking(graded.shrinking.join(', ')));
  return { ...graded, warnings };
}

function validSteps(rule: number | number[] | null, sizes: number) {
  if (Array.isArray(rule) && rule.length !== sizes - 1) return null;
  return gradeSteps(rule, sizes);
}

export type CellText = { ok: true; draft: Draft } | { ok: false; error: string };

const lengthError = (unit: MeasureUnit) =>
  unit === 'in' ? messages.inchesInvalid : messages.centimetresInvalid;

/**
 * The draft once `text` is typed into a cell, or why it cannot be: an empty cell clears the
 * value (a size falls back to its grade), a length is read in the sheet's unit.
 */
export function setCell(draft: Draft, rowIndex: number, column: Column, text: string): CellText {
  const row = draft.rows[rowIndex];
  if (!row) return { ok: true, draft };
  const trimmed = text.trim();
  const read = (value: string) => parseMeasure(value, draft.unit);
  const next = (change: Partial<DraftRow>): CellText => ({
    ok: true,
    draft: {
      ...draft,
      rows: draft.rows.map((candidate, index) =>
        index === rowIndex ? { ...candidate, ...change } : candidate,
      ),
    },
  });

  if (column === 'minus' || column === 'plus') {
    const um = read(trimmed === '' ? '0' : trimmed);
    if (um === null || um < 0) return { ok: false, error: lengthError(draft.unit) };
    if (um > 20 * 10_000) return { ok: false, error: messages.toleranceInvalid };
    return next({ tolerance: { ...row.tolerance, [column]: um } });
  }
  if (column === 'grade') {
    if (trimmed === '') return next({ gradeRule: null });
    const parts = trimmed.split(/\s*;\s*/).filter(Boolean);
    const steps = parts.map(read);
    if (steps.some((step) => step === null)) return { ok: false, error: lengthError(draft.unit) };
    if (steps.some((step) => Math.abs(step!) > 50 * 10_000))
      return { ok: false, error: messages.incrementRange };
    if (steps.length > 1 && steps.length !== draft.sizes.length - 1)
      return { ok: false, error: messages.gradeStepsCount };
    return next({ gradeRule: steps.length === 1 ? steps[0]! : (steps as number[]) });
  }
  const size = column.slice('size:'.length);
  const isBase = size === draft.baseSize;
  const { [size]: _dropped, ...others } = row.overrides;
  if (trimmed === '')
    return next(isBase ? { base: null, overrides: others } : { overrides: others });
  const um = read(trimmed);
  if (um === null) return { ok: false, error: lengthError(draft.unit) };
  if (um <= 0 || um > 500 * 10_000) return { ok: false, error: messages.measurementRange };
  // The base size's value is the row's base; another size's is an explicit value over the grade.
  if (isBase) return next({ base: um, overrides: others });
  return next({ overrides: { ...row.overrides, [size]: um } });
}

/** The text a cell shows when not being typed in. */
export function cellText(draft: Draft, row: DraftRow, view: RowView, column: Column): string {
  if (column === 'minus' || column === 'plus') return showLength(row.tolerance[column], draft.unit);
  if (column === 'grade') return showGrade(row.gradeRule, draft.unit);
  const value = view.values[column.slice('size:'.length)];
  return value === undefined ? '' : showLength(value, draft.unit);
}

/** New sizes (from a size range): values of sizes that go are dropped, a per-step rule too. */
export function withSizes(draft: Draft, sizes: string[], baseSize: string): Draft {
  return {
    ...draft,
    sizes,
    baseSize,
    rows: draft.rows.map((row) => ({
      ...row,
      overrides: Object.fromEntries(
        Object.entries(row.overrides).filter(([size]) => sizes.includes(size)),
      ),
      gradeRule:
        Array.isArray(row.gradeRule) && row.gradeRule.length !== sizes.length - 1
          ? (row.gradeRule[0] ?? null)
          : row.gradeRule,
    })),
  };
}

/** Whether every length can be sent in inches (whole eighths). */
function inInches(draft: Draft) {
  return draft.rows.every((row) =>
    [
      row.base,
      row.tolerance.minus,
      row.tolerance.plus,
      ...Object.values(row.overrides),
      ...(row.gradeRule === null ? [] : [row.gradeRule].flat()),
    ].every((um) => um === null || isWholeEighths(um)),
  );
}

/**
 * The body of `PUT product/{id}/spec`: lengths in the sheet's unit. A sheet shown in inches that
 * holds a length typed in centimetres (not a whole eighth) is sent in centimetres, so nothing is
 * rounded.
 */
export function saveBody(draft: Draft, revision: number): TSaveSpecSchema {
  const unit: MeasureUnit = draft.unit === 'in' && !inInches(draft) ? 'cm' : draft.unit;
  const text = (um: number) => showLength(um, unit);
  return {
    revision,
    unit,
    sizes: draft.sizes,
    baseSize: draft.baseSize ?? '',
    rows: draft.rows.map((row) => ({
      pomId: row.pomId,
      base: row.base === null ? null : text(row.base),
      gradeRule:
        row.gradeRule === null
          ? null
          : typeof row.gradeRule === 'number'
            ? text(row.gradeRule)
            : row.gradeRule.map(text),
      values: Object.fromEntries(
        Object.entries(row.overrides).map(([size, um]) => [size, text(um)]),
      ),
      tolerance: { minus: text(row.tolerance.minus), plus: text(row.tolerance.plus) },
    })),
  };
}

/** What a save compares: two drafts with one key hold the same sheet. */
export const draftKey = (draft: Draft) =>
  JSON.stringify({ ...draft, rows: draft.rows.map(({ code: _c, name: _n, ...row }) => row) });

/** A block copied from a spreadsheet: rows of tab-separated cells (a trailing newline dropped). */
export function parseTsv(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((line) => line.split('\t'));
}

export interface PasteResult {
  draft: Draft;
  /** Cells that could not be read, by `row column`, with what was pasted and why. */
  errors: Record<string, { text: string; error: string }>;
  changed: number;
  /** Cells of the block beyond the sheet's last row or column. */
  outside: number;
}

export const cellKey = (pomId: string, column: Column) => `${pomId} ${column}`;

/**
 * A pasted block laid over the grid from a cell rightwards and downwards; what falls outside the
 * grid is left out, a cell that does not read keeps its text and its error.
 */
export function pasteBlock(
  draft: Draft,
  rowIndex: number,
  column: Column,
  block: string[][],
): PasteResult {
  const columns = columnsOf(draft);
  const start = columns.indexOf(column);
  let next = draft;
  const errors: PasteResult['errors'] = {};
  let changed = 0;
  let outside = 0;
  block.forEach((cells, down) => {
    const row = next.rows[rowIndex + down];
    if (!row) {
      outside += cells.length;
      return;
    }
    cells.forEach((text, across) => {
      const target = columns[start + across];
      if (!target) {
        outside += 1;
        return;
      }
      const result = setCell(next, rowIndex + down, target, text);
      if (result.ok) {
        next = result.draft;
        changed += 1;
      } else {
        errors[cellKey(row.pomId, target)] = { text, error: result.error };
      }
    });
  });
  return { draft: next, errors, changed, outside };
}

/**
 * The person's edits (from `base` to `mine`) laid over a newer sheet (`theirs`), when a teammate
 * saved one: every field they changed wins, rows they added or removed stay so, and everything
 * they left alone is the newer sheet's. Answers the merged draft, how many fields of theirs were
 * re-applied, and how many of those the newer sheet had changed too, to something else (two
 * people at one cell: the person decides).
 */
export function rebase(
  base: Draft,
  mine: Draft,
  theirs: Draft,
): { draft: Draft; applied: number; conflicts: number } {
  let applied = 0;
  let conflicts = 0;
  const baseRows = new Map(base.rows.map((row) => [row.pomId, row]));
  const mineIds = new Set(mine.rows.map((row) => row.pomId));
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const pick = <T>(before: T, changed: T, newer: T): T => {
    if (same(before, changed)) return newer;
    applied += 1;
    if (!same(before, newer) && !same(changed, newer)) conflicts += 1;
    return changed;
  };
  const sizes = pick(base.sizes, mine.sizes, theirs.sizes);
  const baseSize = pick(base.baseSize, mine.baseSize, theirs.baseSize);
  const unit = pick(base.unit, mine.unit, theirs.unit);

  const rows: DraftRow[] = [];
  for (const row of theirs.rows) {
    const before = baseRows.get(row.pomId);
    // Removed by me: stays removed.
    if (before && !mineIds.has(row.pomId)) {
      applied += 1;
      if (!same(before, row)) conflicts += 1;
      continue;
    }
    const own = mine.rows.find((candidate) => candidate.pomId === row.pomId);
    if (!before || !own) {
      rows.push(row);
      continue;
    }
    const overrides = { ...row.overrides };
    for (const size of new Set([...Object.keys(before.overrides), ...Object.keys(own.overrides)])) {
      if (before.overrides[size] === own.overrides[size]) continue;
      applied += 1;
      const newer = row.overrides[size];
      if (newer !== before.overrides[size] && newer !== own.overrides[size]) conflicts += 1;
      if (own.overrides[size] === undefined) delete overrides[size];
      else overrides[size] = own.overrides[size];
    }
    rows.push({
      ...row,
      base: pick(before.base, own.base, row.base),
      gradeRule: pick(before.gradeRule, own.gradeRule, row.gradeRule),
      tolerance: {
        minus: pick(before.tolerance.minus, own.tolerance.minus, row.tolerance.minus),
        plus: pick(before.tolerance.plus, own.tolerance.plus, row.tolerance.plus),
      },
      overrides,
    });
  }
  for (const row of mine.rows) {
    if (!baseRows.has(row.pomId) && !rows.some((candidate) => candidate.pomId === row.pomId)) {
      rows.push(row);
      applied += 1;
    }
  }
  const merged = { unit, sizes, baseSize, rows };
  return {
    draft: baseSize === null ? merged : withSizes(merged, sizes, baseSize),
    applied,
    conflicts,
  };
}

/**
 * Another base size: each row's base becomes what it measured in that size, so the sheet's
 * values stay as they were and grading runs from the new base.
 */
export function withBaseSize(draft: Draft, baseSize: string): Draft {
  return {
    ...draft,
    baseSize,
    rows: draft.rows.map((row) => {
      const values = viewRow(draft, row).values;
      const { [baseSize]: _moved, ...overrides } = row.overrides;
      const previous = draft.baseSize;
      const kept =
        previous && previous !== baseSize && row.overrides[previous] === undefined
          ? values[previous]
          : undefined;
      return {
        ...row,
        base: values[baseSize] ?? null,
        // The old base size keeps its value, now as one given by hand when grading would move it.
        overrides:
          kept !== undefined && row.gradeRule === null
            ? { ...overrides, [previous!]: kept }
            : overrides,
      };
    }),
  };
}
