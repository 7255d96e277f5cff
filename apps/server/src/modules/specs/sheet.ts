/**
 * A spec sheet computed from its rows (pure, no I/O): each row's values for every size from its
 * base, grade rule and overrides (`gradeRow`), in µm; and the sheet as a revision keeps it
 * (centimetres as decimal texts), read back the same way.
 */
import {
  formatCentimetres,
  gradeRow,
  gradeSteps,
  micrometres,
  type MeasureUnit,
  type SpecRowInput,
} from '@atelier/domain';
import type {
  ProductSpecRowRow,
  SpecSnapshot,
  SpecSnapshotRow,
  StoredGradeRule,
} from '../../db/schema/index.ts';

type Um = number;

export interface SheetRow {
  pomId: string;
  code: string;
  name: string;
  tolerance: { minus: Um; plus: Um };
  base: Um | null;
  gradeRule: Um | Um[] | null;
  overrides: Record<string, Um>;
  values: Record<string, Um>;
  missing: string[];
  shrinking: string[];
}

export interface Sheet {
  unit: MeasureUnit;
  sizes: string[];
  baseSize: string;
  rows: SheetRow[];
}

type RowEntry = Omit<SpecRowInput, 'tolerance'> & {
  tolerance: { minus: Um; plus: Um };
  code: string;
  name: string;
};

/** One row's values for every size it can compute, and what it cannot. */
export function computeRow(sizes: string[], baseSize: string, row: RowEntry): SheetRow {
  const anchor = row.base ?? row.overrides[baseSize] ?? null;
  const graded = gradeRow(sizes, baseSize, {
    base: anchor,
    steps: gradeSteps(row.gradeRule, sizes.length),
    overrides: row.overrides,
  });
  return {
    pomId: row.pomId,
    code: row.code,
    name: row.name,
    tolerance: row.tolerance,
    base: row.base,
    gradeRule: row.gradeRule,
    overrides: row.overrides,
    ...graded,
  };
}

export function computeSheet(
  head: { unit: MeasureUnit; sizes: string[]; baseSize: string },
  rows: RowEntry[],
): Sheet {
  return {
    unit: head.unit,
    sizes: head.sizes,
    baseSize: head.baseSize,
    rows: rows.map((row) => computeRow(head.sizes, head.baseSize, row)),
  };
}

// ---------------------------------------------------------------- stored forms

const text = formatCentimetres;

export const storeGradeRule = (rule: Um | Um[] | null): StoredGradeRule =>
  rule === null
    ? null
    : typeof rule === 'number'
      ? { every: text(rule) }
      : { steps: rule.map(text) };

export const readGradeRule = (rule: StoredGradeRule): Um | Um[] | null =>
  rule === null
    ? null
    : 'every' in rule
      ? micrometres(rule.every)
      : rule.steps.map((step) => micrometres(step));

const mapValues = <A, B>(record: Record<string, A>, map: (value: A) => B) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/** A stored row in µm, with its point of measure's code and name. */
export const rowOfStored = (
  row: ProductSpecRowRow,
  pom: { code: string; name: string },
): RowEntry => ({
  pomId: row.pomId,
  code: pom.code,
  name: pom.name,
  base: row.base === null ? null : micrometres(row.base),
  gradeRule: readGradeRule(row.gradeRule),
  overrides: mapValues(row.overrides, micrometres),
  tolerance: { minus: micrometres(row.toleranceMinus), plus: micrometres(row.tolerancePlus) },
});

export function snapshotOf(sheet: Sheet): SpecSnapshot {
  return {
    unit: sheet.unit,
    sizes: sheet.sizes,
    baseSize: sheet.baseSize,
    rows: sheet.rows.map((row): SpecSnapshotRow => ({
      pomId: row.pomId,
      code: row.code,
      name: row.name,
      tolerance: { minus: text(row.tolerance.minus), plus: text(row.tolerance.plus) },
      base: row.base === null ? null : text(row.base),
      gradeRule: storeGradeRule(row.gradeRule),
      overridden: sheet.sizes.filter((size) => row.overrides[size] !== undefined),
      values: mapValues(row.values, text),
    })),
  };
}

/**
 * What a save would change, without codes and names (those are the library's): two sheets with
 * the same key are the same sheet.
 */
export const sheetKey = (sheet: Sheet) =>
  JSON.stringify({
    unit: sheet.unit,
    sizes: sheet.sizes,
    baseSize: sheet.baseSize,
    rows: sheet.rows.map((row) => [
      row.pomId,
      row.base,
      row.gradeRule,
      Object.entries(row.overrides).sort(([a], [b]) => (a < b ? -1 : 1)),
      row.tolerance.minus,
      row.tolerance.plus,
    ]),
  });

/** A tolerance's place among a row's cells: after the pomId, a character no size holds. */
export const TOLERANCE_KEY = '\u0001';

/**
 * The cells of a saved revision: `pomId size` → µm, and each row's tolerances as
 * `pomId \u0001minus` and `pomId \u0001plus` (a tolerance narrowed is a change the factory
 * must see as much as a length).
 */
export function cellsOf(snapshot: SpecSnapshot): Map<string, Um> {
  const cells = new Map<string, Um>();
  for (const row of snapshot.rows) {
    cells.set(`${row.pomId} ${TOLERANCE_KEY}minus`, micrometres(row.tolerance.minus));
    cells.set(`${row.pomId} ${TOLERANCE_KEY}plus`, micrometres(row.tolerance.plus));
    for (const [size, value] of Object.entries(row.values)) {
      cells.set(`${row.pomId} ${size}`, micrometres(value));
    }
  }
  return cells;
}

/**
 * How many values, and how many tolerances of rows on both, differ between two revisions'
 * snapshots (null: the sheet is new).
 */
export function changedCells(
  before: SpecSnapshot | null,
  after: SpecSnapshot,
): { values: number; tolerances: number } {
  const old = before ? cellsOf(before) : new Map<string, Um>();
  const now = cellsOf(after);
  const changed = { values: 0, tolerances: 0 };
  const count = (key: string) => {
    if (!key.includes(TOLERANCE_KEY)) changed.values += 1;
    else if (old.has(key) && now.has(key)) changed.tolerances += 1;
  };
  for (const [key, value] of now) if (old.get(key) !== value) count(key);
  for (const key of old.keys()) if (!now.has(key)) count(key);
  return changed;
}

/**
 * `changedCells` of two computed sheets, on their µm as they are (a save counts what it changed
 * without writing either sheet out as text first): the same counts as of their snapshots.
 */
export function changedBetween(
  before: Sheet | null,
  after: Sheet,
): { values: number; tolerances: number } {
  const changed = { values: 0, tolerances: 0 };
  const old = new Map((before?.rows ?? []).map((row) => [row.pomId, row]));
  const countValues = (values: Record<string, Um>, other: Record<string, Um> | undefined) => {
    for (const size in values) if (other?.[size] !== values[size]) changed.values += 1;
  };
  for (const row of after.rows) {
    const was = old.get(row.pomId);
    countValues(row.values, was?.values);
    if (!was) continue;
    old.delete(row.pomId);
    for (const size in was.values) if (!(size in row.values)) changed.values += 1;
    if (was.tolerance.minus !== row.tolerance.minus) changed.tolerances += 1;
    if (was.tolerance.plus !== row.tolerance.plus) changed.tolerances += 1;
  }
  for (const gone of old.values()) countValues(gone.values, undefined);
  return changed;
}
