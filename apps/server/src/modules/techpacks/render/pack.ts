/**
 * A tech pack as its files read it (issue 46 §6): the revision's snapshot and the few facts of
 * the revision beside it, and the rows each section shows — shared by the PDF and the XLSX so both
 * say the same. Plain functions, no I/O. Prices appear only in a pack made with costs; the service
 * hands a factory's copy a snapshot already without them, and these functions check again.
 */
import type {
  BomLineKind,
  LanguageCode,
  TechpackBomLine,
  TechpackColour,
  TechpackSnapshot,
} from '@atelier/domain';
import { packTexts, type PackMessageKey, type PackTranslate } from './texts.ts';

export type { PackTranslate } from './texts.ts';

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
  /** The language the file's own words are written in; what people entered stays as entered. */
  language: LanguageCode;
}

/** The pack's translate function, in the language it is drawn in. */
export const textsOf = (pack: TechpackFileInput): PackTranslate => packTexts(pack.language);

/** A day as every copy writes it, whoever opens it: ISO, which no factory misreads. */
export const writeDay = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** 'Revision B · Linen shirt': what every page of the PDF says at its foot. */
export const packLine = (pack: TechpackFileInput) =>
  textsOf(pack)('techpack.footer.line', {
    revision: pack.revision,
    product: pack.snapshot.product.name,
  });

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
  const t = textsOf(pack);
  const facts: [string, string | null][] = [
    [t('techpack.cover.styleNumber'), product.styleNumber],
    [t('techpack.cover.season'), product.season],
    [
      t('techpack.cover.category'),
      [product.category, product.subCategory].filter(Boolean).join(' / '),
    ],
    [t('techpack.cover.revision'), pack.revision],
    [t('techpack.cover.released'), writeDay(pack.releasedAt)],
    [t('techpack.cover.releasedBy'), pack.releasedBy],
    [t('techpack.cover.note'), pack.note],
    [t('techpack.cover.composition'), product.composition],
    [t('techpack.cover.description'), product.description],
    [
      t('techpack.cover.copy'),
      t(pack.withCosts ? 'techpack.cover.withCosts' : 'techpack.cover.factoryCopy'),
    ],
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

export const unitLabel = (t: PackTranslate, unit: 'cm' | 'in') =>
  t(unit === 'in' ? 'techpack.unit.in' : 'techpack.unit.cm');

/** A size's column header: the base size is marked ('40 (base)'). */
export const sizeHeader = (t: PackTranslate, size: string, baseSize: string) =>
  size === baseSize ? t('techpack.column.baseSize', { size }) : size;

/** The spec's first columns, before one per size. */
export const specColumns = (t: PackTranslate) => [
  t('techpack.column.code'),
  t('techpack.column.pom'),
  t('techpack.column.toleranceMinus'),
  t('techpack.column.tolerancePlus'),
];

// ---------------------------------------------------------------- fit history

export const fitPointColumns = (t: PackTranslate) => [
  t('techpack.column.code'),
  t('techpack.column.pom'),
  t('techpack.column.specCm'),
  t('techpack.column.measuredCm'),
  t('techpack.column.deviationCm'),
];

/** A fit session in one line: round, size, dates and how it went. */
export function fitTitle(t: PackTranslate, fit: TechpackSnapshot['fits'][number]): string {
  return [
    fit.round,
    t('techpack.fit.sampleSize', { size: fit.sampleSize }),
    fit.arrivedAt
      ? t('techpack.fit.arrived', { day: writeDay(fit.arrivedAt) })
      : t('techpack.fit.recorded', { day: writeDay(fit.createdAt) }),
    t('techpack.fit.measured', { count: fit.measuredCount }),
    t('techpack.fit.outOfTolerance', { count: fit.outOfTolerance.length }),
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
export function bomTables(t: PackTranslate, bom: TechpackSnapshot['bom']): BomTable[] {
  if (bom.colourways.length === 0) {
    return [
      {
        title: t('techpack.bom.allColourways'),
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

/** The bill's columns: kind, material, placement, supplier, quantity, unit, waste %, colour. */
export const bomColumns = (t: PackTranslate) => [
  t('techpack.column.kind'),
  t('techpack.column.material'),
  t('techpack.column.placement'),
  t('techpack.column.supplier'),
  t('techpack.column.quantity'),
  t('techpack.column.unit'),
  t('techpack.column.waste'),
  t('techpack.column.colour'),
];

const KIND_KEYS: Record<BomLineKind, PackMessageKey> = {
  fabric: 'techpack.kind.fabric',
  trim: 'techpack.kind.trim',
  label: 'techpack.kind.label',
  packaging: 'techpack.kind.packaging',
  thread: 'techpack.kind.thread',
  other: 'techpack.kind.other',
};

export const colourName = (t: PackTranslate, colour: TechpackColour | null) =>
  colour ? [colour.name, colour.code].filter(Boolean).join(' ') : t('techpack.bom.asStandard');

/** A line's cells in `bomColumns` order, then its unit price when the pack has costs. */
export function bomRow(
  pack: TechpackFileInput,
  { line, colour }: BomTable['lines'][number],
): string[] {
  const t = textsOf(pack);
  const cells = [
    t(KIND_KEYS[line.kind]),
    line.name,
    line.placement,
    line.supplier,
    plainDecimal(line.quantity),
    line.unit,
    plainDecimal(line.wastePercent),
    colourName(t, colour),
  ];
  return pack.withCosts ? [...cells, money(line.unitPrice, line.currency)] : cells;
}

// ---------------------------------------------------------------- costing

export const costingColumns = (t: PackTranslate) => [
  t('techpack.costing.colourway'),
  t('techpack.costing.materials'),
  t('techpack.costing.labour'),
  t('techpack.costing.overhead'),
  t('techpack.costing.freight'),
  t('techpack.costing.duty'),
  t('techpack.costing.landed'),
  t('techpack.costing.wholesaleMargin'),
  t('techpack.costing.retailMargin'),
  t('techpack.costing.overTarget'),
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
export function costingFacts(t: PackTranslate, costing: Costing): [string, string][] {
  const { inputs, currency } = costing;
  return [
    [t('techpack.costing.currency'), currency ?? t('techpack.costing.notChosen')],
    [t('techpack.costing.labourCmt'), part(inputs.labour, currency)],
    [t('techpack.costing.overhead'), part(inputs.overhead, currency)],
    [t('techpack.costing.freight'), part(inputs.freight, currency)],
    [t('techpack.costing.duty'), part(inputs.duty, currency)],
    [
      t('techpack.costing.targetCost'),
      inputs.targetCost === null ? t('techpack.costing.none') : money(inputs.targetCost, currency),
    ],
    [t('techpack.costing.wholesalePrice'), money(costing.wholesalePrice, currency)],
    [t('techpack.costing.retailPrice'), money(costing.retailPrice, currency)],
    ...costing.rates.map((rate): [string, string] => [
      t('techpack.costing.rate', { currency: rate.currency }),
      `${plainDecimal(rate.rate)} (${rate.ratedOn})`,
    ]),
    ...(costing.missingRates.length > 0
      ? [[t('techpack.costing.missingRates'), costing.missingRates.join(', ')] as [string, string]]
      : []),
    ...(costing.unpricedLines > 0
      ? [[t('techpack.costing.unpriced'), String(costing.unpricedLines)] as [string, string]]
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

export const sketchCaption = (t: PackTranslate, sketch: TechpackSnapshot['sketches'][number]) =>
  [
    sketch.name,
    t('techpack.sketch.version', { version: String(sketch.version) }),
    sketch.versionLabel,
  ]
    .filter(Boolean)
    .join(' · ');
