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

/** The cells of a saved revision: `pomId size` → µm. */
export function cellsOf(snapshot: SpecSnapshot): Map<string, Um> {
  const cells = new Map<string, Um>();
  for (const row of snapshot.rows) {
    for (const [size, value] of Object.entries(row.values)) {
      cells.set(`${row.pomId} ${size}`, micrometres(value));
    }
  }
  return cells;
}

/** How many cells differ between two revisions' snapshots (null: the sheet is new). */
export function changedCells(before: SpecSnapshot | null, after: SpecSnapshot): number {
  const old = before ? cellsOf(before) : new Map<string, Um>();
  const now = cellsOf(after);
  let changed = 0;
  for (const [key, value] of now) if (old.get(key) !== value) changed += 1;
  for (const key of old.keys()) if (!now.has(key)) changed += 1;
  return changed;
}
