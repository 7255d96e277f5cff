/**
 * A tech pack as its files read it (issue 46 §6): the revision's snapshot and the few facts of
 * the revision beside it, and the rows each section shows — shared by the PDF and the XLSX so both
 * say the same. Plain functions, no I/O. Prices appear only in a pack made with costs; the service
 * hands a factory's copy a snapshot already without them, and these functions check again.
 */
import {
  MATERIAL_KIND_LABELS,
  type TechpackBomLine,
  type TechpackColour,
  type TechpackSnapshot,
} from '@atelier/domain';

export interface TechpackFileInput {
  /** As the reader may see it: without costing and prices unless `withCosts`. */
  snapshot: TechpackSnapshot;
  /** 'A', 'B' … */
  revision: string;
  /** When it was released (ISO-8601). */
  releasedAt: string;
  /** Who released it, by name; null when that account is gone. */
  releasedBy: string | null;
  note: string | null;
  /** The internal copy, with the costing and the bill's prices; false for a factory's. */
  withCosts: boolean;
}

/** A day as every copy writes it, whoever opens it: ISO, which no factory misreads. */
export const writeDay = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** 'Revision B · Linen shirt': what every page of the PDF says at its foot. */
export const packLine = (pack: TechpackFileInput) =>
  `Revision ${pack.revision} · ${pack.snapshot.product.name}`;

/** An exact decimal as people read it: no trailing zeros past the point ('6.4000' → '6.4'). */
export function plainDecimal(value: string | null): string {
  if (value === null) return '';
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** An amount of money with two decimals at least, then its currency: '27.30 EUR'. */
export function money(amount: string | null, currency: string | null): string {
  if (amount === null) return '—';
  const [whole, fraction = ''] = plainDecimal(amount).split('.');
  const shown = `${whole}.${fraction.padEnd(2, '0')}`;
  return currency ? `${shown} ${currency}` : shown;
}

/** The cover's facts, label and value, in order (the XLSX cover lists the same). */
export function coverFacts(pack: TechpackFileInput): [string, string][] {
  const { product } = pack.snapshot;
  const facts: [string, string | null][] = [
    ['Style number', product.styleNumber],
    ['Season', product.season],
    ['Category', [product.category, product.subCategory].filter(Boolean).join(' / ')],
    ['Revision', pack.revision],
    ['Released', writeDay(pack.releasedAt)],
    ['Released by', pack.releasedBy],
    ['Note', pack.note],
    ['Composition', product.composition],
    ['Description', product.description],
    ['Copy', pack.withCosts ? 'Internal: includes costs' : 'Factory copy: no costs'],
  ];
  return facts.flatMap(([label, value]) => (value ? [[label, value] as [string, string]] : []));
}

// ---------------------------------------------------------------- spec

/** The graded spec's sizes cut into parts of at most `perPart`, as even as they go. */
export function sizeParts(sizes: readonly string[], perPart: number): string[][] {
  if (sizes.length === 0) return [[]];
  const parts = Math.ceil(sizes.length / Math.max(1, perPart));
  const size = Math.ceil(sizes.length / parts);
  return Array.from({ length: parts }, (_, index) =>
    sizes.slice(index * size, (index + 1) * size),
  ).filter((part) => part.length > 0);
}

export const unitLabel = (unit: 'cm' | 'in') => (unit === 'in' ? 'inches' : 'cm');

// ---------------------------------------------------------------- fit history

export const FIT_POINT_COLUMNS = [
  'Code',
  'Point of measure',
  'Spec (cm)',
  'Measured (cm)',
  'Deviation (cm)',
];

/** A fit session in one line: round, size, dates and how it went. */
export function fitTitle(fit: TechpackSnapshot['fits'][number]): string {
  return [
    fit.round,
    `sample size ${fit.sampleSize}`,
    fit.arrivedAt ? `arrived ${writeDay(fit.arrivedAt)}` : `recorded ${writeDay(fit.createdAt)}`,
    `${fit.measuredCount} measured`,
    `${fit.outOfTolerance.length} out of tolerance`,
  ].join(' · ');
}

export const fitPointRow = (point: TechpackSnapshot['fits'][number]['outOfTolerance'][number]) => [
  point.code,
  point.name,
  plainDecimal(point.spec),
  plainDecimal(point.measured),
  point.deviation === null
    ? ''
    : `${point.deviation.startsWith('-') ? '' : '+'}${plainDecimal(point.deviation)}`,
];

// ---------------------------------------------------------------- bill of materials

export interface BomTable {
  /** The colourway's name, or 'All colourways' for a bill without any. */
  title: string;
  colours: TechpackColour[];
  lines: { line: TechpackBomLine; colour: TechpackColour | null }[];
}

/** One table per colourway, of the lines it uses and the colour each takes there. */
export function bomTables(bom: TechpackSnapshot['bom']): BomTable[] {
  if (bom.colourways.length === 0) {
    return [
      {
        title: 'All colourways',
        colours: [],
        lines: bom.lines.map((line) => ({ line, colour: null })),
      },
    ];
  }
  return bom.colourways.map((colourway) => ({
    title: colourway.name,
    colours: colourway.colours,
    lines: bom.lines
      .filter((line) => !line.notUsedIn.includes(colourway._id))
      .map((line) => ({ line, colour: line.colours[colourway._id] ?? null })),
  }));
}

export const BOM_COLUMNS = [
  'Kind',
  'Material',
  'Placement',
  'Supplier',
  'Quantity',
  'Unit',
  'Waste %',
  'Colour',
] as const;

export const colourName = (colour: TechpackColour | null) =>
  colour ? [colour.name, colour.code].filter(Boolean).join(' ') : 'As standard';

/** A line's cells in BOM_COLUMNS order, then its unit price when the pack has costs. */
export function bomRow(
  pack: TechpackFileInput,
  { line, colour }: BomTable['lines'][number],
): string[] {
  const cells = [
    MATERIAL_KIND_LABELS[line.kind].one,
    line.name,
    line.placement,
    line.supplier,
    plainDecimal(line.quantity),
    line.unit,
    plainDecimal(line.wastePercent),
    colourName(colour),
  ];
  return pack.withCosts ? [...cells, money(line.unitPrice, line.currency)] : cells;
}

// ---------------------------------------------------------------- costing

export const COSTING_COLUMNS = [
  'Colourway',
  'Materials',
  'Labour',
  'Overhead',
  'Freight',
  'Duty',
  'Landed',
  'Wholesale margin',
  'Retail margin',
  'Over target by',
];

type Costing = NonNullable<TechpackSnapshot['costing']>;

export const costingRow = (costing: Costing, cost: Costing['colourways'][number]) => [
  cost.name,
  money(cost.materials, null),
  money(cost.labour, null),
  money(cost.overhead, null),
  money(cost.freight, null),
  money(cost.duty, null),
  money(cost.landed, null),
  cost.wholesaleMargin === null ? '—' : `${cost.wholesaleMargin}%`,
  cost.retailMargin === null ? '—' : `${cost.retailMargin}%`,
  cost.overTargetBy === null ? '' : money(cost.overTargetBy, costing.currency),
];

const part = (value: Costing['inputs']['labour'], currency: string | null) =>
  value.mode === 'percent' ? `${plainDecimal(value.value)}%` : money(value.value, currency);

/** What the costing was built from, label and value. */
export function costingFacts(costing: Costing): [string, string][] {
  const { inputs, currency } = costing;
  return [
    ['Currency', currency ?? 'Not chosen'],
    ['Labour (CMT)', part(inputs.labour, currency)],
    ['Overhead', part(inputs.overhead, currency)],
    ['Freight', part(inputs.freight, currency)],
    ['Duty', part(inputs.duty, currency)],
    ['Target cost', inputs.targetCost === null ? 'None' : money(inputs.targetCost, currency)],
    ['Wholesale price', money(costing.wholesalePrice, currency)],
    ['Retail price', money(costing.retailPrice, currency)],
    ...costing.rates.map((rate): [string, string] => [
      `Rate ${rate.currency}`,
      `${plainDecimal(rate.rate)} (${rate.ratedOn})`,
    ]),
    ...(costing.missingRates.length > 0
      ? [['Missing rates', costing.missingRates.join(', ')] as [string, string]]
      : []),
    ...(costing.unpricedLines > 0
      ? [['Lines without a price', String(costing.unpricedLines)] as [string, string]]
      : []),
  ];
}

// ---------------------------------------------------------------- construction

/** A sketch's callouts in their numbers' order. */
export const calloutsOf = (snapshot: TechpackSnapshot, fileId: string) =>
  snapshot.construction.callouts
    .filter((callout) => callout.fileId === fileId)
    .sort((a, b) => a.number - b.number);

/** Callouts whose image the pack does not show (not an image any more): listed with the notes. */
export function unplacedCallouts(snapshot: TechpackSnapshot) {
  const shown = new Set(snapshot.sketches.map((sketch) => sketch.fileId));
  return snapshot.construction.callouts
    .filter((callout) => !shown.has(callout.fileId))
    .sort((a, b) => a.number - b.number);
}

export const sketchCaption = (sketch: TechpackSnapshot['sketches'][number]) =>
  [sketch.name, `version ${sketch.version}`, sketch.versionLabel].filter(Boolean).join(' · ');
