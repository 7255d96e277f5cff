/**
 * The tech pack's pages (pdfkit): paper sizes, a flow that moves down a page and starts the next
 * when a block does not fit, and tables whose rows continue on the next page under their header
 * repeated. Every text goes through `platform/pdf/text.ts`, so names show in every script.
 */
import type { TechpackPaper } from '@atelier/domain';
import {
  drawText,
  lineHeightOf,
  measureText,
  textLines,
  type TextStyle,
} from '../../../platform/pdf/text.ts';
import type { PdfDocument } from '../../../platform/pdf/images.ts';

/** Width and height in points, portrait. */
export const PAPER_SIZES: Record<TechpackPaper, [number, number]> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
};

export const MARGIN = 40;
/** The band at the foot of each page where the page number and revision go. */
export const FOOTER = 30;
export const INK = '#1f2328';
export const MUTED = '#59636e';
export const RULE = '#d0d7de';
export const HEADER_FILL = '#eef1f4';
export const BASE_FILL = '#e7f0fb';

/** Where the next block goes: the y on the current page, a new page when it would not fit. */
export class Flow {
  y = MARGIN;
  readonly width: number;
  readonly height: number;

  constructor(
    readonly doc: PdfDocument,
    paper: TechpackPaper,
  ) {
    [this.width, this.height] = PAPER_SIZES[paper];
  }

  get left() {
    return MARGIN;
  }

  /** The width between the margins. */
  get inner() {
    return this.width - 2 * MARGIN;
  }

  /** The lowest y a block may reach on this page. */
  get bottom() {
    return this.height - MARGIN - FOOTER;
  }

  /** The height a whole page offers. */
  get pageHeight() {
    return this.bottom - MARGIN;
  }

  newPage() {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Starts a new page unless `height` fits below y; answers whether it did. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom || this.y === MARGIN) return false;
    this.newPage();
    return true;
  }

  /** A section's title, kept with at least `keep` points of what follows it. */
  heading(title: string, keep = 60, size = 15) {
    const height = lineHeightOf({ size, bold: true }) + 6;
    this.ensure(height + keep);
    this.y =
      drawText(this.doc, title, this.left, this.y, {
        size,
        bold: true,
        color: INK,
        width: this.inner,
      }) + 6;
  }

  /** A paragraph, its lines continued on the next page when the page ends. */
  paragraph(text: string, style: TextStyle & { color?: string }, gap = 4) {
    const box = { ...style, width: this.inner };
    const step = lineHeightOf(style);
    for (const line of textLines(this.doc, text, box)) {
      this.ensure(step);
      // A line as it was wrapped: drawn on one line, never wrapped again.
      this.y = drawText(this.doc, line, this.left, this.y, { ...box, width: Infinity });
    }
    this.y += gap;
  }
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
  /** Drawn behind the column's cells (the base size). */
  fill?: string;
  /** The most lines a cell wraps to (the last ends in an ellipsis); 1 unless said. */
  lines?: number;
}

export interface Cell {
  text: string;
  /** A small square of this colour before the text (a colour's swatch). */
  swatch?: string;
}

const CELL_SIZE = 7.5;
const PAD = 3;
const SWATCH = 7;

const cellOf = (cell: string | Cell): Cell => (typeof cell === 'string' ? { text: cell } : cell);

function drawCell(
  doc: PdfDocument,
  cell: Cell,
  column: Column,
  x: number,
  y: number,
  style: { bold?: boolean },
) {
  const box = {
    size: CELL_SIZE,
    bold: style.bold,
    color: INK,
    width: column.width - 2 * PAD,
    lines: column.lines ?? 1,
  };
  let left = x + PAD;
  if (cell.swatch) {
    doc
      .save()
      .rect(left, y + PAD + 1, SWATCH, SWATCH)
      .fillAndStroke(cell.swatch, RULE)
      .restore();
    left += SWATCH + 3;
    box.width -= SWATCH + 3;
  }
  if (column.align === 'right' && box.lines === 1) {
    const width = measureText(doc, cell.text, box);
    if (width <= box.width) left += box.width - width;
  }
  drawText(doc, cell.text, left, y + PAD, box);
}

/** The height of a row: its tallest cell's lines, padded. */
function rowHeight(doc: PdfDocument, cells: Cell[], columns: Column[], bold = false) {
  const line = lineHeightOf({ size: CELL_SIZE, bold });
  let lines = 1;
  for (const [index, column] of columns.entries()) {
    const most = column.lines ?? 1;
    if (most === 1) continue;
    const text = cells[index]?.text ?? '';
    const width = column.width - 2 * PAD - (cells[index]?.swatch ? SWATCH + 3 : 0);
    lines = Math.max(
      lines,
      Math.min(most, textLines(doc, text, { size: CELL_SIZE, bold, width }).length),
    );
  }
  return lines * line + 2 * PAD;
}

/**
 * A table at the flow's y: the header row, then each row; a row that does not fit goes to the
 * next page, under the header drawn again.
 */
export function drawTable(flow: Flow, columns: Column[], rows: (string | Cell)[][]) {
  const { doc } = flow;
  const headerCells = columns.map((column) => ({ text: column.header }));
  // A header wraps to two lines rather than lose its words.
  const headerColumns = columns.map((column) => ({
    ...column,
    lines: Math.max(2, column.lines ?? 1),
  }));
  const headerHeight = rowHeight(doc, headerCells, headerColumns, true);
  const tableWidth = columns.reduce((sum, column) => sum + column.width, 0);

  const header = () => {
    doc.save().rect(flow.left, flow.y, tableWidth, headerHeight).fill(HEADER_FILL).restore();
    let x = flow.left;
    for (const [index, column] of headerColumns.entries()) {
      drawCell(doc, headerCells[index]!, column, x, flow.y, { bold: true });
      x += column.width;
    }
    flow.y += headerHeight;
  };

  const firstHeight = rows[0] ? rowHeight(doc, rows[0].map(cellOf), columns) : 0;
  flow.ensure(headerHeight + firstHeight);
  header();
  for (const row of rows) {
    const cells = row.map(cellOf);
    const height = rowHeight(doc, cells, columns);
    if (flow.ensure(height)) header();
    let x = flow.left;
    for (const [index, column] of columns.entries()) {
      if (column.fill) doc.save().rect(x, flow.y, column.width, height).fill(column.fill).restore();
      drawCell(doc, cells[index] ?? { text: '' }, column, x, flow.y, {});
      x += column.width;
    }
    doc
      .save()
      .moveTo(flow.left, flow.y + height)
      .lineTo(flow.left + tableWidth, flow.y + height)
      .lineWidth(0.4)
      .stroke(RULE)
      .restore();
    flow.y += height;
  }
  flow.y += 10;
}

/** Label and value pairs, the labels in a column of their own. */
export function drawFacts(flow: Flow, facts: [string, string][], labelWidth = 110) {
  const size = 10;
  for (const [label, value] of facts) {
    const box = { size, color: INK, width: flow.inner - labelWidth };
    const height = textLines(flow.doc, value, box).length * lineHeightOf({ size }) + 3;
    flow.ensure(height);
    drawText(flow.doc, label, flow.left, flow.y, {
      size,
      bold: true,
      color: MUTED,
      width: labelWidth - 8,
    });
    flow.y = drawText(flow.doc, value, flow.left + labelWidth, flow.y, box) + 3;
  }
}
