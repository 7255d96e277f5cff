/**
 * The tech pack as a spreadsheet (issue 46 §6), for factories that work in one: the same content
 * as the PDF in sheets — Cover, Spec (one wide table, a column per size), Fit history, BOM (a
 * block per colourway), Construction, and Costing only in a copy made with costs. Every text is a
 * text cell (never read as a formula) and keeps its Unicode; centimetres are numbers.
 */
import writeXlsxFile, { type Row, type Sheet } from 'write-excel-file/node';
import {
  bomColumns,
  bomRow,
  bomTables,
  costingColumns,
  costingFacts,
  costingRow,
  coverFacts,
  fitPointColumns,
  fitPointRow,
  sizeHeader,
  sketchCaption,
  specColumns,
  textsOf,
  unitLabel,
  writeDay,
  type TechpackFileInput,
} from './pack.ts';

type Cell = Row[number];

const text = (value: string, bold = false): Cell =>
  value
    ? { value, type: String, format: '@', ...(bold ? { fontWeight: 'bold' as const } : {}) }
    : null;
const header = (titles: readonly string[]): Row => titles.map((title) => text(title, true));
const number = (value: number): Cell => ({ value, type: Number });

/** A length: a number in centimetres, the sheet's own text in inches ('20 5/8'). */
const length = (value: string | undefined, unit: 'cm' | 'in'): Cell => {
  if (value === undefined) return null;
  const parsed = Number(value);
  return unit === 'cm' && value !== '' && Number.isFinite(parsed) ? number(parsed) : text(value);
};

const widths = (...list: number[]) => list.map((width) => ({ width }));

function coverSheet(pack: TechpackFileInput): Sheet<Buffer> {
  const { snapshot } = pack;
  const t = textsOf(pack);
  return {
    sheet: t('techpack.sheet.cover'),
    data: [
      [text(t('techpack.title'), true), text(snapshot.product.name, true)],
      ...coverFacts(pack).map(([label, value]) => [text(label, true), text(value)]),
    ],
    columns: widths(18, 80),
  };
}

function specSheet(pack: TechpackFileInput): Sheet<Buffer> {
  const { spec } = pack.snapshot;
  const t = textsOf(pack);
  const sheet = t('techpack.sheet.spec');
  if (!spec) return { sheet, data: [[text(t('techpack.spec.none'))]] };
  const sizes = spec.sizes.map((size) => sizeHeader(t, size, spec.baseSize));
  return {
    sheet,
    data: [
      [
        text(
          t('techpack.spec.sheetSummary', {
            unit: unitLabel(t, spec.unit),
            baseSize: spec.baseSize,
            revision: String(spec.revision),
          }),
        ),
      ],
      header([...specColumns(t), ...sizes]),
      ...spec.rows.map((row) => [
        text(row.code),
        text(row.name),
        length(row.toleranceShown.minus, spec.unit),
        length(row.toleranceShown.plus, spec.unit),
        ...spec.sizes.map((size) => length(row.shown[size], spec.unit)),
      ]),
    ],
    columns: widths(10, 36, 8, 8, ...spec.sizes.map(() => 9)),
    stickyRowsCount: 2,
    stickyColumnsCount: 2,
  };
}

function fitSheet(pack: TechpackFileInput): Sheet<Buffer> {
  const t = textsOf(pack);
  const rows: Row[] = [];
  for (const fit of pack.snapshot.fits) {
    const session = [
      text(fit.round),
      text(fit.sampleSize),
      text(writeDay(fit.arrivedAt ?? fit.createdAt)),
      number(fit.measuredCount),
      number(fit.outOfTolerance.length),
    ];
    if (fit.outOfTolerance.length === 0) rows.push(session);
    for (const point of fit.outOfTolerance)
      rows.push([...session, ...fitPointRow(point).map((cell) => text(cell))]);
  }
  return {
    sheet: t('techpack.sheet.fits'),
    data: [
      header([
        t('techpack.column.round'),
        t('techpack.column.sampleSize'),
        t('techpack.column.date'),
        t('techpack.column.measured'),
        t('techpack.column.outOfTolerance'),
        ...fitPointColumns(t),
      ]),
      ...rows,
    ],
    columns: widths(14, 10, 12, 10, 14, 10, 30, 12, 14, 14),
    stickyRowsCount: 1,
  };
}

function bomSheet(pack: TechpackFileInput): Sheet<Buffer> {
  const t = textsOf(pack);
  const titles = pack.withCosts
    ? [...bomColumns(t), t('techpack.column.unitPrice')]
    : bomColumns(t);
  const data: Row[] = [];
  for (const table of bomTables(t, pack.snapshot.bom)) {
    data.push([text(t('techpack.bom.colourway', { name: table.title }), true)]);
    data.push(header(titles));
    for (const entry of table.lines) data.push(bomRow(pack, entry).map((cell) => text(cell)));
    data.push([]);
  }
  return {
    sheet: t('techpack.sheet.bom'),
    data,
    columns: widths(12, 28, 20, 20, 10, 8, 9, 22, 14),
  };
}

function constructionSheet(pack: TechpackFileInput): Sheet<Buffer> {
  const { snapshot } = pack;
  const t = textsOf(pack);
  const sketchOf = new Map(
    snapshot.sketches.map((sketch) => [sketch.fileId, sketchCaption(t, sketch)]),
  );
  const callouts = [...snapshot.construction.callouts].sort((a, b) => a.number - b.number);
  return {
    sheet: t('techpack.sheet.construction'),
    data: [
      header([
        t('techpack.column.number'),
        t('techpack.column.sketch'),
        t('techpack.column.callout'),
      ]),
      ...callouts.map((callout) => [
        number(callout.number),
        text(sketchOf.get(callout.fileId) ?? ''),
        text(callout.text),
      ]),
      [],
      [
        text(t('techpack.column.notes'), true),
        { value: snapshot.construction.notes || '', type: String, format: '@', wrap: true },
      ],
    ],
    columns: widths(8, 30, 80),
  };
}

function costingSheet(pack: TechpackFileInput): Sheet<Buffer> | null {
  const { costing } = pack.snapshot;
  if (!pack.withCosts || !costing) return null;
  const t = textsOf(pack);
  const columns = costingColumns(t);
  return {
    sheet: t('techpack.sheet.costing'),
    data: [
      ...costingFacts(t, costing).map(([label, value]) => [text(label, true), text(value)]),
      [],
      header(columns),
      ...costing.colourways.map((cost) => costingRow(costing, cost).map((cell) => text(cell))),
    ],
    columns: widths(22, ...columns.slice(1).map(() => 14)),
  };
}

export function renderTechpackXlsx(pack: TechpackFileInput): Promise<Buffer> {
  const sheets = [
    coverSheet(pack),
    specSheet(pack),
    fitSheet(pack),
    bomSheet(pack),
    constructionSheet(pack),
    costingSheet(pack),
  ].filter((sheet): sheet is Sheet<Buffer> => sheet !== null);
  return writeXlsxFile(sheets).toBuffer();
}
