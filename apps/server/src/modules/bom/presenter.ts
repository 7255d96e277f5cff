/** The answer of a bill of materials; prices only for whoever may see costs. */
import { canonicalDecimal, displayName, type Bom, type BomLine } from '@atelier/domain';
import type {
  ProductBomColourwayRow,
  ProductBomLineRow,
  ProductBomRow,
} from '../../db/schema/index.ts';

type Person = { id: string; firstName: string; lastName: string };
type ColourRow = { id: string; name: string; code: string; hexCode: string };

/** A numeric column's text as the API answers it: '2.3500' → '2.35'. */
export const decimalText = (value: string) => canonicalDecimal(value) ?? value;

export interface BomContents {
  colourways: readonly ProductBomColourwayRow[];
  lines: readonly ProductBomLineRow[];
}

/**
 * The lines as the API answers them: every colourway named in `colours` (null where the line has
 * no colour there), colours no longer in the library dropped, prices hidden without `viewCosts`.
 */
export function presentLines(
  contents: BomContents,
  known: ReadonlySet<string>,
  viewCosts: boolean,
): BomLine[] {
  const colourwayIds = contents.colourways.map((colourway) => colourway.id);
  return contents.lines.map((line) => ({
    _id: line.id,
    kind: line.kind,
    name: line.name,
    placement: line.placement,
    supplier: line.supplier,
    quantity: decimalText(line.quantity),
    unit: line.unit,
    unitPrice: viewCosts && line.unitPrice !== null ? decimalText(line.unitPrice) : null,
    currency: viewCosts ? line.currency : null,
    wastePercent: decimalText(line.wastePercent),
    colours: Object.fromEntries(
      colourwayIds.map((id) => {
        const colour = line.colours[id] ?? null;
        return [id, colour !== null && known.has(colour) ? colour : null];
      }),
    ),
    notUsedIn: line.notUsedIn.filter((id) => colourwayIds.includes(id)),
  }));
}

export function presentBom(
  productId: string,
  head: ProductBomRow | null,
  savedBy: Person | null,
  contents: BomContents,
  colourRows: readonly ColourRow[],
  policies: { edit: boolean; viewCosts: boolean },
): Bom {
  const known = new Set(colourRows.map((colour) => colour.id));
  return {
    productId,
    revision: head?.revision ?? 0,
    updatedAt: head?.updatedAt.toISOString() ?? null,
    updatedBy: savedBy ? { _id: savedBy.id, name: displayName(savedBy) } : null,
    colourways: contents.colourways.map((colourway) => ({
      _id: colourway.id,
      name: colourway.name,
      colourIds: colourway.colourIds.filter((id) => known.has(id)),
    })),
    lines: presentLines(contents, known, policies.viewCosts),
    colours: colourRows.map((colour) => ({
      _id: colour.id,
      name: colour.name,
      code: colour.code,
      hexCode: colour.hexCode,
    })),
    policies,
  };
}
