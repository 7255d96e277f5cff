/**
 * A tech pack's snapshot, built from what the product holds at release (pure, no I/O): the shape
 * a PDF or a spreadsheet is drawn from alone. Lengths are kept as exact centimetre texts and as
 * the sheet shows them in its unit; money as the exact decimal texts the costing answered.
 */
import {
  formatCentimetres,
  formatInches,
  hasDerivatives,
  type Bom,
  type Callout,
  type Costing,
  type FitSession,
  type MeasureUnit,
  type TechpackColour,
  type TechpackSnapshot,
  type TechpackSummary,
} from '@atelier/domain';
import type { Sheet } from '../specs/service.ts';

export interface SnapshotParts {
  product: {
    id: string;
    name: string;
    styleNumber: string;
    description: string;
    composition: string;
    season: string | null;
    category: string | null;
    subCategory: string | null;
  };
  files: readonly {
    id: string;
    name: string;
    ext: string;
    path: string | null;
    size: number;
    contentType: string | null;
    bytes: number | null;
    width: number | null;
    height: number | null;
    version: number | null;
    versionLabel: string | null;
  }[];
  spec: { revision: number; sheet: Sheet | null };
  fits: readonly FitSession[];
  bom: Bom;
  costing: Costing | null;
  construction: { notes: string; callouts: readonly Callout[] };
}

/** A length as the sheet shows it: centimetres as they are, inches in eighths. */
const shownIn = (unit: MeasureUnit) => (um: number) =>
  unit === 'in' ? formatInches(um) : formatCentimetres(um);

const mapValues = <A, B>(record: Record<string, A>, map: (value: A) => B) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

const cmText = (cm: number | null) => (cm === null ? null : String(cm));

function specOf({ revision, sheet }: SnapshotParts['spec']): TechpackSnapshot['spec'] {
  if (!sheet) return null;
  const shown = shownIn(sheet.unit);
  return {
    revision,
    unit: sheet.unit,
    sizes: [...sheet.sizes],
    baseSize: sheet.baseSize,
    rows: sheet.rows.map((row) => ({
      pomId: row.pomId,
      code: row.code,
      name: row.name,
      tolerance: {
        minus: formatCentimetres(row.tolerance.minus),
        plus: formatCentimetres(row.tolerance.plus),
      },
      toleranceShown: { minus: shown(row.tolerance.minus), plus: shown(row.tolerance.plus) },
      values: mapValues(row.values, formatCentimetres),
      shown: mapValues(row.values, shown),
    })),
  };
}

function bomOf(bom: Bom): TechpackSnapshot['bom'] {
  const colours = new Map(
    bom.colours.map((colour): [string, TechpackColour] => [
      colour._id,
      { _id: colour._id, name: colour.name, code: colour.code, hexCode: colour.hexCode },
    ]),
  );
  const colour = (id: string | null) => (id === null ? null : (colours.get(id) ?? null));
  return {
    revision: bom.revision,
    colourways: bom.colourways.map((colourway) => ({
      _id: colourway._id,
      name: colourway.name,
      colours: colourway.colourIds.flatMap((id) => {
        const found = colours.get(id);
        return found ? [found] : [];
      }),
    })),
    lines: bom.lines.map((line) => ({
      _id: line._id,
      kind: line.kind,
      name: line.name,
      placement: line.placement,
      supplier: line.supplier,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      currency: line.currency,
      wastePercent: line.wastePercent,
      colours: mapValues(line.colours, colour),
      notUsedIn: [...line.notUsedIn],
    })),
  };
}

function costingOf(costing: Costing | null): TechpackSnapshot['costing'] {
  if (!costing) return null;
  return {
    currency: costing.currency,
    inputs: costing.inputs,
    colourways: costing.colourways,
    wholesalePrice: costing.wholesalePrice,
    retailPrice: costing.retailPrice,
    rates: costing.rates,
    missingRates: costing.missingRates,
    unpricedLines: costing.unpricedLines,
  };
}

/** The snapshot a release keeps: images only among the files, each at the upload it shows. */
export function buildSnapshot(parts: SnapshotParts): TechpackSnapshot {
  const { product } = parts;
  return {
    format: 1,
    product: {
      _id: product.id,
      name: product.name,
      styleNumber: product.styleNumber,
      description: product.description,
      composition: product.composition,
      season: product.season,
      category: product.category,
      subCategory: product.subCategory,
    },
    sketches: parts.files.flatMap((file) =>
      file.path !== null && hasDerivatives(file.ext)
        ? [
            {
              fileId: file.id,
              name: file.name,
              ext: file.ext,
              version: file.version ?? 1,
              versionLabel: file.versionLabel,
              path: file.path,
              contentType: file.contentType,
              bytes: file.bytes ?? file.size,
              width: file.width,
              height: file.height,
            },
          ]
        : [],
    ),
    spec: specOf(parts.spec),
    fits: parts.fits.map((session) => ({
      _id: session._id,
      round: session.round,
      sampleSize: session.sampleSize,
      arrivedAt: session.arrivedAt,
      createdAt: session.createdAt,
      specRevision: session.specRevision,
      appliedRevision: session.appliedRevision,
      measuredCount: session.measuredCount,
      outOfTolerance: session.rows
        .filter((row) => row.outOfTolerance === true)
        .map((row) => ({
          code: row.code,
          name: row.name,
          spec: cmText(row.spec),
          measured: cmText(row.measured),
          deviation: cmText(row.deviation),
        })),
    })),
    bom: bomOf(parts.bom),
    costing: costingOf(parts.costing),
    construction: {
      notes: parts.construction.notes,
      callouts: parts.construction.callouts.map((callout) => ({
        number: callout.number,
        fileId: callout.fileId,
        x: callout.x,
        y: callout.y,
        text: callout.text,
      })),
    },
  };
}

export function summaryOf(snapshot: TechpackSnapshot): TechpackSummary {
  return {
    sketches: snapshot.sketches.length,
    specRows: snapshot.spec?.rows.length ?? 0,
    sizes: snapshot.spec?.sizes.length ?? 0,
    fits: snapshot.fits.length,
    colourways: snapshot.bom.colourways.length,
    bomLines: snapshot.bom.lines.length,
    callouts: snapshot.construction.callouts.length,
  };
}

/**
 * The snapshot as someone who may not see costs reads it: no costing, no unit prices (DESIGN §9,
 * costs are secret by default). Everything else is as released.
 */
export function withoutCosts(snapshot: TechpackSnapshot): TechpackSnapshot {
  return {
    ...snapshot,
    costing: null,
    bom: {
      ...snapshot.bom,
      lines: snapshot.bom.lines.map((line) => ({ ...line, unitPrice: null, currency: null })),
    },
  };
}

/** JSON with every object's keys in order: jsonb keeps keys its own way, so compare this. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether two snapshots hold the same tech pack (a release of it would change nothing). */
export const sameSnapshot = (a: TechpackSnapshot, b: TechpackSnapshot) =>
  canonical(a) === canonical(b);
