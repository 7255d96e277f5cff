/**
 * The bill of materials as the editor holds it: colourways and lines in order, values as typed
 * decimal texts. Pure functions, so the editor's moves (add, change, reorder, remove) and the
 * laying of unsaved edits over a teammate's newer revision are tested without a page.
 */
import {
  canonicalDecimal,
  type Bom,
  type BomLine,
  type BomLineKind,
  type Colourway,
  type TSaveBomSchema,
} from '@atelier/domain';
import type { BomMessageKey } from '../i18n';

export interface BomDraft {
  colourways: Colourway[];
  lines: BomLine[];
}

export const draftOf = (bom: Pick<Bom, 'colourways' | 'lines'>): BomDraft => ({
  colourways: bom.colourways,
  lines: bom.lines,
});

/** What the draft holds, exactly: '1.50' and '1.5' read the same. */
export function draftKey(draft: BomDraft): string {
  const exact = (value: string | null) =>
    value === null ? null : (canonicalDecimal(value) ?? value);
  return JSON.stringify([
    draft.colourways.map((colourway) => [colourway._id, colourway.name, colourway.colourIds]),
    draft.lines.map((line) => [
      line._id,
      line.kind,
      line.name,
      line.placement,
      line.supplier,
      exact(line.quantity),
      line.unit,
      exact(line.unitPrice),
      line.unitPrice === null ? null : line.currency,
      exact(line.wastePercent),
      draft.colourways.map((colourway) => line.colours[colourway._id] ?? null),
      draft.colourways
        .filter((colourway) => line.notUsedIn.includes(colourway._id))
        .map((c) => c._id),
    ]),
  ]);
}

const DEFAULT_UNIT: Record<BomLineKind, BomLine['unit']> = {
  fabric: 'm',
  trim: 'pcs',
  label: 'pcs',
  packaging: 'pcs',
  thread: 'cone',
  other: 'pcs',
};

export function newLine(kind: BomLineKind, id: string = crypto.randomUUID()): BomLine {
  return {
    _id: id,
    kind,
    name: '',
    placement: '',
    supplier: '',
    quantity: '1',
    unit: DEFAULT_UNIT[kind],
    unitPrice: null,
    currency: null,
    wastePercent: '0',
    colours: {},
    notUsedIn: [],
  };
}

/** A line's colour in a colourway, as the colour cell reads it. */
export type ColourChoice =
  { kind: 'colour'; colourId: string } | { kind: 'none' } | { kind: 'unused' };

export function choiceOf(line: BomLine, colourwayId: string): ColourChoice {
  if (line.notUsedIn.includes(colourwayId)) return { kind: 'unused' };
  const colourId = line.colours[colourwayId] ?? null;
  return colourId === null ? { kind: 'none' } : { kind: 'colour', colourId };
}

export function withChoice(line: BomLine, colourwayId: string, choice: ColourChoice): BomLine {
  const notUsedIn = line.notUsedIn.filter((id) => id !== colourwayId);
  if (choice.kind === 'unused')
    return {
      ...line,
      colours: { ...line.colours, [colourwayId]: null },
      notUsedIn: [...notUsedIn, colourwayId],
    };
  return {
    ...line,
    colours: { ...line.colours, [colourwayId]: choice.kind === 'colour' ? choice.colourId : null },
    notUsedIn,
  };
}

/** The item moved from one place to another, the others keeping their order. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** A colourway taken off: lines forget it too. */
export function withoutColourway(draft: BomDraft, colourwayId: string): BomDraft {
  return {
    colourways: draft.colourways.filter((colourway) => colourway._id !== colourwayId),
    lines: draft.lines.map((line) => {
      const { [colourwayId]: _gone, ...colours } = line.colours;
      return { ...line, colours, notUsedIn: line.notUsedIn.filter((id) => id !== colourwayId) };
    }),
  };
}

/** The body of `PUT product/{id}/bom` for the draft, made from `revision`. */
export function saveBody(draft: BomDraft, revision: number): TSaveBomSchema {
  return {
    revision,
    colourways: draft.colourways,
    lines: draft.lines.map((line) => ({
      ...line,
      currency: line.unitPrice === null ? null : line.currency,
    })),
  };
}

type BomProblemKey = Extract<BomMessageKey, `bom.problem.${string}`>;

/**
 * The first problem of a line the server would refuse, or null: its field and the catalogue's
 * key of what the server would say (the English of each is the server's own text).
 */
export function lineProblem(
  line: BomLine,
): { field: keyof BomLine; message: BomProblemKey } | null {
  if (line.name.trim() === '') return { field: 'name', message: 'bom.problem.name' };
  if (canonicalDecimal(line.quantity) === null || Number(line.quantity) < 0)
    return {
      field: 'quantity',
      message: 'bom.problem.quantity',
    };
  if (
    line.unitPrice !== null &&
    (canonicalDecimal(line.unitPrice) === null || Number(line.unitPrice) < 0)
  )
    return {
      field: 'unitPrice',
      message: 'bom.problem.unitPrice',
    };
  if (line.unitPrice !== null && line.currency === null)
    return { field: 'currency', message: 'bom.problem.currency' };
  const waste = canonicalDecimal(line.wastePercent, 2);
  if (waste === null || Number(waste) < 0 || Number(waste) > 100)
    return {
      field: 'wastePercent',
      message: 'bom.problem.waste',
    };
  return null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Lays the person's unsaved edits (`mine`, made from `base`) over a teammate's newer bill
 * (`theirs`), field by field and by id: what only one side changed is kept; where both changed
 * one field differently, the person's stays and it counts as a conflict. Lines and colourways the
 * person added come after theirs; the ones they took off stay off. The person's order wins when
 * they reordered.
 */
export function rebase(
  base: BomDraft,
  mine: BomDraft,
  theirs: BomDraft,
): { draft: BomDraft; applied: number; conflicts: number } {
  let applied = 0;
  let conflicts = 0;
  function mergeItems<T extends { _id: string }>(
    before: readonly T[],
    own: readonly T[],
    newer: readonly T[],
  ): T[] {
    const baseById = new Map(before.map((item) => [item._id, item]));
    const ownById = new Map(own.map((item) => [item._id, item]));
    const merged: T[] = [];
    for (const item of newer) {
      const was = baseById.get(item._id);
      const mineNow = ownById.get(item._id);
      if (was && !mineNow) {
        applied += 1;
        if (!same(was, item)) conflicts += 1;
        continue;
      }
      if (!was || !mineNow) {
        merged.push(item);
        continue;
      }
      const result = { ...item };
      for (const field of Object.keys(mineNow) as (keyof T)[]) {
        if (same(was[field], mineNow[field])) continue;
        applied += 1;
        if (!same(was[field], item[field]) && !same(mineNow[field], item[field])) conflicts += 1;
        result[field] = mineNow[field];
      }
      merged.push(result);
    }
    for (const item of own) {
      if (!baseById.has(item._id) && !merged.some((candidate) => candidate._id === item._id)) {
        merged.push(item);
        applied += 1;
      }
    }
    const reordered = !same(
      before.map((item) => item._id).filter((id) => ownById.has(id)),
      own.map((item) => item._id).filter((id) => baseById.has(id)),
    );
    if (!reordered) return merged;
    applied += 1;
    const place = new Map(own.map((item, index) => [item._id, index]));
    return [...merged].sort(
      (a, b) =>
        (place.get(a._id) ?? Number.MAX_SAFE_INTEGER) -
        (place.get(b._id) ?? Number.MAX_SAFE_INTEGER),
    );
  }
  const colourways = mergeItems(base.colourways, mine.colourways, theirs.colourways);
  const lines = mergeItems(base.lines, mine.lines, theirs.lines);
  return { draft: { colourways, lines }, applied, conflicts };
}
