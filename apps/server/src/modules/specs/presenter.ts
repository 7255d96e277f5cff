/** The answers of spec sheets: the current sheet, a revision, a comparison. Centimetres always. */
import {
  centimetres,
  displayName,
  messages,
  micrometres,
  type SpecCellChange,
  type SpecRevision,
  type SpecRevisionSummary,
  type SpecRow,
  type SpecSheet,
  type SpecWarning,
} from '@atelier/domain';
import type { SpecSnapshot } from '../../db/schema/index.ts';
import type { revisionsOf } from './queries.ts';
import { cellsOf, readGradeRule, TOLERANCE_KEY, type Sheet, type SheetRow } from './sheet.ts';

type Person = { id: string; firstName: string; lastName: string };
type RevisionRow = Awaited<ReturnType<typeof revisionsOf>>[number];

const cm = centimetres;
const cmRule = (rule: number | number[] | null) =>
  rule === null ? null : typeof rule === 'number' ? cm(rule) : rule.map(cm);
const cmValues = (values: Record<string, number>) =>
  Object.fromEntries(Object.entries(values).map(([size, um]) => [size, cm(um)]));

export const personRef = (person: Person | null) =>
  person ? { _id: person.id, name: displayName(person) } : null;

function warningsOf(row: SheetRow): SpecWarning[] {
  const warnings: SpecWarning[] = [];
  if (row.missing.length > 0) {
    warnings.push({
      kind: 'missing',
      sizes: row.missing,
      message: messages.specMissingValues(row.missing.join(', ')),
    });
  }
  if (row.shrinking.length > 0) {
    warnings.push({
      kind: 'shrinking',
      sizes: row.shrinking,
      message: messages.specShrinking(row.shrinking.join(', ')),
    });
  }
  return warnings;
}

/** The sizes given explicitly, in the sheet's order (a jsonb object keeps its own key order). */
export const overriddenOf = (sizes: readonly string[], overrides: Record<string, unknown>) =>
  sizes.filter((size) => overrides[size] !== undefined);

const presentRow =
  (sizes: readonly string[]) =>
  (row: SheetRow): SpecRow => ({
    pomId: row.pomId,
    code: row.code,
    name: row.name,
    tolerance: { minus: cm(row.tolerance.minus), plus: cm(row.tolerance.plus) },
    values: cmValues(row.values),
    base: row.base === null ? null : cm(row.base),
    gradeRule: cmRule(row.gradeRule),
    overridden: overriddenOf(sizes, row.overrides),
    warnings: warningsOf(row),
  });

export function presentSheet(
  productId: string,
  sheet: Sheet | null,
  saved: { revision: number; updatedAt: Date; updatedBy: Person | null } | null,
  canEdit: boolean,
): SpecSheet {
  return {
    productId,
    unit: sheet?.unit ?? 'cm',
    sizes: sheet?.sizes ?? [],
    baseSize: sheet?.baseSize ?? null,
    revision: saved?.revision ?? 0,
    updatedAt: saved?.updatedAt.toISOString() ?? null,
    updatedBy: personRef(saved?.updatedBy ?? null),
    rows: sheet?.rows.map(presentRow(sheet.sizes)) ?? [],
    policies: { edit: canEdit },
  };
}

const authorOf = (row: RevisionRow) =>
  row.createdBy && row.firstName !== null
    ? personRef({ id: row.createdBy, firstName: row.firstName, lastName: row.lastName ?? '' })
    : null;

export const presentRevisionSummary = (row: RevisionRow): SpecRevisionSummary => ({
  revision: row.revision,
  unit: row.snapshot.unit,
  sizes: row.snapshot.sizes,
  baseSize: row.snapshot.baseSize,
  rowCount: row.snapshot.rows.length,
  createdAt: row.createdAt.toISOString(),
  createdBy: authorOf(row),
});

const cmText = (value: string) => cm(micrometres(value));

export const presentRevision = (row: RevisionRow): SpecRevision => ({
  ...presentRevisionSummary(row),
  rows: row.snapshot.rows.map((saved) => ({
    pomId: saved.pomId,
    code: saved.code,
    name: saved.name,
    tolerance: { minus: cmText(saved.tolerance.minus), plus: cmText(saved.tolerance.plus) },
    values: Object.fromEntries(
      Object.entries(saved.values).map(([size, value]) => [size, cmText(value)]),
    ),
    base: saved.base === null ? null : cmText(saved.base),
    gradeRule: cmRule(readGradeRule(saved.gradeRule)),
    overridden: saved.overridden,
  })),
});

/**
 * Every cell that differs between the first and the last of `revisions` (oldest first), each
 * credited to the last revision in between that changed it.
 */
export function presentChanges(
  from: RevisionRow,
  to: RevisionRow,
  revisions: RevisionRow[],
): SpecCellChange[] {
  type Cell = { pomId: string; code: string; name: string; size: string; um: number };
  const cells = (snapshot: SpecSnapshot) => {
    const map = new Map<string, Cell & { on: SpecCellChange['on'] }>();
    for (const row of snapshot.rows) {
      const of = { pomId: row.pomId, code: row.code, name: row.name };
      for (const [size, um] of cellsOf({ ...snapshot, rows: [row] })) {
        const tolerance = size.startsWith(`${row.pomId} ${TOLERANCE_KEY}`);
        map.set(size, {
          ...of,
          on: tolerance ? 'tolerance' : 'size',
          size: size.slice(37 + (tolerance ? TOLERANCE_KEY.length : 0)),
          um,
        });
      }
    }
    return map;
  };
  const before = cells(from.snapshot);
  const after = cells(to.snapshot);
  const steps = revisions.map((revision) => ({ revision, cells: cells(revision.snapshot) }));
  const changedIn = (key: string) => {
    for (let index = steps.length - 1; index > 0; index -= 1) {
      if (steps[index]!.cells.get(key)?.um !== steps[index - 1]!.cells.get(key)?.um) {
        return steps[index]!.revision;
      }
    }
    return to;
  };
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  const order = (snapshot: SpecSnapshot) => (key: string) => {
    // A uuid is 36 characters; the size follows the space (and may hold spaces itself).
    const pomId = key.slice(0, 36);
    const size = key.slice(37);
    const row = snapshot.rows.findIndex((candidate) => candidate.pomId === pomId);
    const column = snapshot.sizes.indexOf(size);
    return row < 0 ? Number.MAX_SAFE_INTEGER : row * 100 + column;
  };
  const placeInTo = order(to.snapshot);
  const placeInFrom = order(from.snapshot);
  return keys
    .filter((key) => before.get(key)?.um !== after.get(key)?.um)
    .sort((a, b) => placeInTo(a) - placeInTo(b) || placeInFrom(a) - placeInFrom(b))
    .map((key): SpecCellChange => {
      const old = before.get(key);
      const now = after.get(key);
      const cell = (now ?? old)!;
      const revision = changedIn(key);
      return {
        pomId: cell.pomId,
        code: cell.code,
        name: cell.name,
        on: cell.on,
        size: cell.size,
        kind: old && now ? 'changed' : now ? 'added' : 'removed',
        before: old ? cm(old.um) : null,
        after: now ? cm(now.um) : null,
        delta: old && now ? cm(now.um - old.um) : null,
        revision: revision.revision,
        changedAt: revision.createdAt.toISOString(),
        changedBy: authorOf(revision),
      };
    });
}
