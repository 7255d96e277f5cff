/**
 * The tech pack as a PDF (issue 46 §6), drawn from a revision's snapshot alone plus the bytes of
 * the images its sketches name: a cover (product, revision, date, who released it, the note);
 * the sketches, one or two a page, with their numbered callouts over the image and listed below;
 * the graded spec (code, name, tolerances, a column per size, the base size shaded), split into
 * parts of sizes when wider than the page, each part repeating the code and name; the fit
 * history; the bill of materials, a table per colourway; the costing, only in a copy made with
 * costs; the construction notes. Every page's foot says 'Revision B · <product>' and 'Page n of
 * N', written once the pages are counted (pdfkit's buffered pages). The document streams into
 * storage as it is finished, like a line sheet's.
 */
import type { TechpackPaper, TechpackSnapshot } from '@atelier/domain';
import PDFDocument from 'pdfkit';
import type { Storage } from '../../../platform/storage/storage.ts';
import { pdfImages, type PdfDocument, type PdfImage } from '../../../platform/pdf/images.ts';
import { drawText, lineHeightOf, measureText, textLines } from '../../../platform/pdf/text.ts';
import {
  BASE_FILL,
  drawFacts,
  drawTable,
  Flow,
  FOOTER,
  INK,
  MARGIN,
  MUTED,
  PAPER_SIZES,
  RULE,
  type Cell,
  type Column,
} from './layout.ts';
import {
  bomColumns,
  bomRow,
  bomTables,
  calloutsOf,
  costingColumns,
  costingFacts,
  costingRow,
  coverFacts,
  fitPointColumns,
  fitPointRow,
  fitTitle,
  packLine,
  sizeHeader,
  sizeParts,
  sketchCaption,
  specColumns,
  textsOf,
  unitLabel,
  unplacedCallouts,
  type PackTranslate,
  type TechpackFileInput,
} from './pack.ts';

/** Pixels of the longest side an embedded sketch keeps: sharp on a printed page. */
export const SKETCH_PIXELS = 1200;

/**
 * Sketches decoding at once: enough to keep two cores busy beside the drawing, few enough that a
 * dozen large images never sit decoded in memory together.
 */
const DECODING = 2;

/** Starts `tasks` in order, at most `limit` running at once; answers each one's promise. */
function inTurn<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T>[] {
  const results: Promise<T>[] = [];
  for (const [index, task] of tasks.entries()) {
    const before = results[index - limit];
    results.push(before ? before.then(task, task) : task());
  }
  return results;
}

/** The sketch's image embedded in the document, or null when it cannot be drawn. */
export type SketchImages = (path: string) => Promise<PdfImage | null>;

type Sketch = TechpackSnapshot['sketches'][number];
type Callout = TechpackSnapshot['construction']['callouts'][number];

export function techpackDocument(pack: TechpackFileInput, paper: TechpackPaper): PdfDocument {
  return new PDFDocument({
    size: PAPER_SIZES[paper],
    // Every element is placed by hand: no margin, so pdfkit never starts a page of its own.
    margin: 0,
    autoFirstPage: false,
    // The pages are counted before their feet are written ('Page n of N').
    bufferPages: true,
    info: {
      Title: textsOf(pack)('techpack.documentTitle', {
        product: pack.snapshot.product.name,
        revision: pack.revision,
      }),
      Creator: 'Atelier',
    },
  }) as PdfDocument;
}

function drawCover(flow: Flow, pack: TechpackFileInput) {
  const { doc } = flow;
  const { product } = pack.snapshot;
  const t = textsOf(pack);
  flow.newPage();
  flow.y = flow.height / 5;
  flow.y =
    drawText(doc, t('techpack.title'), flow.left, flow.y, {
      size: 13,
      bold: true,
      color: MUTED,
      width: flow.inner,
    }) + 6;
  flow.y =
    drawText(doc, product.name, flow.left, flow.y, {
      size: 28,
      bold: true,
      color: INK,
      width: flow.inner,
      lines: 3,
    }) + 4;
  flow.y =
    drawText(doc, t('techpack.revision', { revision: pack.revision }), flow.left, flow.y, {
      size: 18,
      bold: true,
      color: INK,
      width: flow.inner,
    }) + 18;
  drawFacts(flow, coverFacts(pack));
}

/** The callouts of a sketch, numbered, as a list: the height it takes at `width`. */
function calloutListHeight(flow: Flow, callouts: Callout[], width: number) {
  const line = lineHeightOf({ size: 9 });
  return callouts.reduce(
    (sum, callout) => sum + textLines(flow.doc, callout.text, { size: 9, width }).length * line + 3,
    0,
  );
}

const MARKER = 7;

function drawMarker(doc: PdfDocument, number: number, x: number, y: number) {
  const label = String(number);
  doc.save().circle(x, y, MARKER).lineWidth(1).fillAndStroke('#d9480f', '#ffffff').restore();
  const style = { size: 7, bold: true, color: '#ffffff' };
  const width = measureText(doc, label, style);
  drawText(doc, label, x - width / 2, y - lineHeightOf(style) / 2, { ...style, width: Infinity });
}

/** Where an image of `ratio` (width / height) sits, centred, inside a box. */
function fitIn(box: { x: number; y: number; width: number; height: number }, ratio: number) {
  const width = Math.min(box.width, box.height * ratio);
  const height = width / ratio;
  return { x: box.x + (box.width - width) / 2, y: box.y, width, height };
}

/** Where a sketch's image goes, kept until its image is decoded: its page and its box. */
interface SketchSlot {
  sketch: Sketch;
  /** What the box says when the image cannot be drawn, in the pack's language. */
  missing: string;
  callouts: Callout[];
  page: number;
  area: { x: number; y: number; width: number; height: number };
}

/**
 * Lays a sketch out without its image: the caption, the box the image will fill (from the
 * snapshot's size of it) and the callout list under it. Answers where the image goes.
 */
function layOutSketch(
  flow: Flow,
  t: PackTranslate,
  sketch: Sketch,
  callouts: Callout[],
  imageHeight: number,
): SketchSlot {
  const { doc } = flow;
  flow.y =
    drawText(doc, sketchCaption(t, sketch), flow.left, flow.y, {
      size: 10,
      bold: true,
      color: INK,
      width: flow.inner,
      lines: 1,
    }) + 4;
  const ratio = sketch.width && sketch.height ? sketch.width / sketch.height : 4 / 3;
  const area = fitIn({ x: flow.left, y: flow.y, width: flow.inner, height: imageHeight }, ratio);
  const missing = t('techpack.sketch.missing', { name: sketch.name });
  const slot = { sketch, missing, callouts, page: doc.bufferedPageRange().count - 1, area };
  flow.y = area.y + area.height + 8;
  const width = flow.inner - 24;
  for (const callout of callouts) {
    const lines = textLines(doc, callout.text, { size: 9, width }).length;
    flow.ensure(lines * lineHeightOf({ size: 9 }) + 3);
    drawText(doc, `${callout.number}`, flow.left, flow.y, {
      size: 9,
      bold: true,
      color: '#d9480f',
      width: 22,
    });
    flow.y =
      drawText(doc, callout.text, flow.left + 24, flow.y, { size: 9, color: INK, width }) + 3;
  }
  flow.y += 12;
  return slot;
}

/** Draws a sketch's image into its slot (fitted, whatever its real size), markers over it. */
function drawSketchImage(doc: PdfDocument, slot: SketchSlot, image: PdfImage | null) {
  doc.switchToPage(slot.page);
  const area = image ? fitIn(slot.area, image.width / image.height) : slot.area;
  if (image) {
    doc.image(image as never, area.x, area.y, { width: area.width, height: area.height });
  } else {
    doc
      .save()
      .rect(area.x, area.y, area.width, area.height)
      .fillAndStroke('#f3f4f6', RULE)
      .restore();
    drawText(doc, slot.missing, area.x + 10, area.y + 10, {
      size: 9,
      color: MUTED,
      width: area.width - 20,
    });
  }
  for (const callout of slot.callouts) {
    drawMarker(
      doc,
      callout.number,
      area.x + callout.x * area.width,
      area.y + callout.y * area.height,
    );
  }
}

/**
 * The sketch pages without their images: one sketch a half page when its callouts leave the
 * image room, a whole page otherwise. Answers the slots the images go in once decoded.
 */
function layOutSketches(flow: Flow, pack: TechpackFileInput): SketchSlot[] {
  const { sketches } = pack.snapshot;
  if (sketches.length === 0) return [];
  const t = textsOf(pack);
  flow.newPage();
  flow.heading(t('techpack.heading.sketches'));
  const caption = lineHeightOf({ size: 10, bold: true }) + 4;
  const half = (flow.pageHeight - 24) / 2;
  return sketches.map((sketch) => {
    const callouts = calloutsOf(pack.snapshot, sketch.fileId);
    const list = calloutListHeight(flow, callouts, flow.inner - 24);
    const halfImage = half - caption - list - 20;
    if (halfImage >= 160) {
      flow.ensure(half);
      return layOutSketch(flow, t, sketch, callouts, halfImage);
    }
    if (flow.y > MARGIN + 40) flow.newPage();
    const fullImage = Math.max(220, flow.bottom - flow.y - caption - list - 20);
    return layOutSketch(flow, t, sketch, callouts, fullImage);
  });
}

const CODE_WIDTH = 46;
const TOLERANCE_WIDTH = 38;
const SIZE_WIDTH = 38;
const NAME_MIN = 130;

function drawSpec(flow: Flow, t: PackTranslate, spec: NonNullable<TechpackSnapshot['spec']>) {
  flow.newPage();
  flow.heading(t('techpack.heading.spec'));
  flow.paragraph(
    t('techpack.spec.summary', {
      unit: unitLabel(t, spec.unit),
      baseSize: spec.baseSize,
      revision: String(spec.revision),
      points: spec.rows.length,
      sizes: spec.sizes.length,
    }),
    { size: 9, color: MUTED },
    8,
  );
  const fixed = CODE_WIDTH + 2 * TOLERANCE_WIDTH;
  const perPart = Math.max(1, Math.floor((flow.inner - fixed - NAME_MIN) / SIZE_WIDTH));
  const parts = sizeParts(spec.sizes, perPart);
  for (const [index, sizes] of parts.entries()) {
    if (parts.length > 1) {
      flow.heading(
        t('techpack.spec.part', {
          first: sizes[0],
          last: sizes.at(-1),
          part: String(index + 1),
          parts: String(parts.length),
        }),
        60,
        11,
      );
    }
    const [code, pom, minus, plus] = specColumns(t);
    const columns: Column[] = [
      { header: code!, width: CODE_WIDTH },
      {
        header: pom!,
        width: flow.inner - fixed - sizes.length * SIZE_WIDTH,
        lines: 2,
      },
      { header: minus!, width: TOLERANCE_WIDTH, align: 'right' },
      { header: plus!, width: TOLERANCE_WIDTH, align: 'right' },
      ...sizes.map((size): Column => ({
        header: sizeHeader(t, size, spec.baseSize),
        width: SIZE_WIDTH,
        align: 'right',
        ...(size === spec.baseSize ? { fill: BASE_FILL } : {}),
      })),
    ];
    const rows = spec.rows.map((row) => [
      row.code,
      row.name,
      row.toleranceShown.minus,
      row.toleranceShown.plus,
      ...sizes.map((size) => row.shown[size] ?? '—'),
    ]);
    drawTable(flow, columns, rows);
  }
}

function drawFits(flow: Flow, t: PackTranslate, fits: TechpackSnapshot['fits']) {
  flow.newPage();
  flow.heading(t('techpack.heading.fits'));
  if (fits.length === 0) {
    flow.paragraph(t('techpack.fit.none'), { size: 10, color: MUTED });
    return;
  }
  const widths = [46, flow.inner - 46 - 3 * 70, 70, 70, 70];
  for (const fit of fits) {
    flow.ensure(60);
    flow.paragraph(fitTitle(t, fit), { size: 10, bold: true, color: INK }, 2);
    if (fit.outOfTolerance.length === 0) {
      flow.paragraph(t('techpack.fit.allWithin'), { size: 9, color: MUTED }, 10);
      continue;
    }
    drawTable(
      flow,
      fitPointColumns(t).map((header, index) => ({
        header,
        width: widths[index]!,
        ...(index === 1 ? { lines: 2 } : { align: 'right' as const }),
        ...(index === 0 ? { align: 'left' as const } : {}),
      })),
      fit.outOfTolerance.map(fitPointRow),
    );
  }
}

function drawBom(flow: Flow, pack: TechpackFileInput) {
  const t = textsOf(pack);
  flow.newPage();
  flow.heading(t('techpack.heading.bom'));
  const { bom } = pack.snapshot;
  if (bom.lines.length === 0) {
    flow.paragraph(t('techpack.bom.empty'), { size: 10, color: MUTED });
    return;
  }
  // Kind, Material, Placement, Supplier, Quantity, Unit, Waste %, Colour (and Unit price).
  const numbers = [44, 30, 40];
  const price = pack.withCosts ? 62 : 0;
  const colour = 90;
  const text = flow.inner - 46 - numbers.reduce((a, b) => a + b, 0) - colour - price;
  const widths = [46, text * 0.36, text * 0.34, text * 0.3, ...numbers, colour];
  const columns: Column[] = bomColumns(t).map((header, index) => ({
    header,
    width: widths[index]!,
    lines: index >= 1 && index <= 3 ? 2 : index === 7 ? 2 : 1,
    ...(index === 4 || index === 6 ? { align: 'right' as const } : {}),
  }));
  if (pack.withCosts) {
    columns.push({ header: t('techpack.column.unitPrice'), width: price, align: 'right' });
  }
  for (const table of bomTables(t, bom)) {
    flow.heading(t('techpack.bom.colourway', { name: table.title }), 60, 11);
    if (table.colours.length > 0) {
      flow.paragraph(
        table.colours.map((colour) => colour.name).join(' / '),
        { size: 9, color: MUTED },
        4,
      );
    }
    const rows = table.lines.map((entry): (string | Cell)[] => {
      const cells: (string | Cell)[] = bomRow(pack, entry);
      cells[7] = entry.colour
        ? { text: cells[7] as string, swatch: entry.colour.hexCode }
        : cells[7]!;
      return cells;
    });
    drawTable(flow, columns, rows);
  }
}

function drawCosting(
  flow: Flow,
  t: PackTranslate,
  costing: NonNullable<TechpackSnapshot['costing']>,
) {
  flow.newPage();
  flow.heading(t('techpack.heading.costing'));
  drawFacts(flow, costingFacts(t, costing));
  flow.y += 8;
  const first = 78;
  const headers = costingColumns(t);
  const rest = (flow.inner - first) / (headers.length - 1);
  drawTable(
    flow,
    headers.map((header, index) => ({
      header,
      width: index === 0 ? first : rest,
      ...(index === 0 ? { lines: 2 } : { align: 'right' as const }),
    })),
    costing.colourways.map((cost) => costingRow(costing, cost)),
  );
}

function drawConstruction(flow: Flow, t: PackTranslate, snapshot: TechpackSnapshot) {
  flow.newPage();
  flow.heading(t('techpack.heading.construction'));
  const loose = unplacedCallouts(snapshot);
  const notes = snapshot.construction.notes.trim();
  if (!notes && loose.length === 0) {
    flow.paragraph(
      snapshot.construction.callouts.length > 0
        ? t('techpack.construction.onSketches')
        : t('techpack.construction.none'),
      { size: 10, color: MUTED },
    );
  }
  if (notes) flow.paragraph(notes, { size: 10, color: INK }, 10);
  if (loose.length > 0) {
    flow.heading(t('techpack.heading.looseCallouts'), 40, 11);
    for (const callout of loose)
      flow.paragraph(`${callout.number}. ${callout.text}`, { size: 9, color: INK });
  }
}

/** Writes each page's foot once every page exists: the revision, and 'Page n of N'. */
function drawFooters(flow: Flow, pack: TechpackFileInput) {
  const { doc } = flow;
  const range = doc.bufferedPageRange();
  const line = packLine(pack);
  const t = textsOf(pack);
  const y = flow.height - MARGIN - FOOTER + 14;
  const style = { size: 8, color: MUTED };
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    doc
      .save()
      .moveTo(MARGIN, y - 6)
      .lineTo(flow.width - MARGIN, y - 6)
      .lineWidth(0.4)
      .stroke(RULE)
      .restore();
    const page = t('techpack.footer.page', {
      page: String(index + 1),
      count: String(range.count),
    });
    const pageWidth = measureText(doc, page, style);
    drawText(doc, line, MARGIN, y, { ...style, width: flow.inner - pageWidth - 20, lines: 1 });
    drawText(doc, page, flow.width - MARGIN - pageWidth, y, { ...style, width: Infinity });
  }
}

/**
 * Draws the whole pack into `doc`; `images` gives each sketch's embedded image. The images are
 * asked for first and decode on sharp's threads while every other page is drawn; the sketch
 * pages are laid out without them, and the images placed in their slots at the end.
 */
export async function drawTechpack(
  doc: PdfDocument,
  pack: TechpackFileInput,
  paper: TechpackPaper,
  images: SketchImages,
) {
  const flow = new Flow(doc, paper);
  const decoded = inTurn(
    pack.snapshot.sketches.map((sketch) => () => images(sketch.path)),
    DECODING,
  );
  const t = textsOf(pack);
  drawCover(flow, pack);
  const slots = layOutSketches(flow, pack);
  if (pack.snapshot.spec) drawSpec(flow, t, pack.snapshot.spec);
  else {
    flow.newPage();
    flow.heading(t('techpack.heading.spec'));
    flow.paragraph(t('techpack.spec.none'), { size: 10, color: MUTED });
  }
  drawFits(flow, t, pack.snapshot.fits);
  drawBom(flow, pack);
  if (pack.withCosts && pack.snapshot.costing) drawCosting(flow, t, pack.snapshot.costing);
  drawConstruction(flow, t, pack.snapshot);
  for (const [index, slot] of slots.entries()) drawSketchImage(doc, slot, await decoded[index]!);
  drawFooters(flow, pack);
}

/**
 * Draws the pack into storage under `key`, its sketches read from storage; resolves with the
 * bytes stored. A failure removes what was written, so no half file is ever served.
 */
export async function renderTechpackPdf(
  storage: Storage,
  key: string,
  pack: TechpackFileInput,
  paper: TechpackPaper,
): Promise<number> {
  const doc = techpackDocument(pack, paper);
  const saving = storage.save(key, doc, { contentType: 'application/pdf' });
  try {
    await drawTechpack(doc, pack, paper, pdfImages(doc, storage, { pixels: SKETCH_PIXELS }));
  } catch (error) {
    doc.end();
    await saving.catch(() => 0);
    await storage.remove(key);
    throw error;
  }
  doc.end();
  return saving;
}
