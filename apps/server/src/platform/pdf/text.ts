/**
 * Text in a PDF (pdfkit) in every script: `drawText` wraps a text at a width as pdfkit's `text`
 * does (Unicode line breaking, so Chinese and Japanese break between characters), optionally
 * clipped to a number of lines ending in an ellipsis, and draws each run of it with the font that
 * has its characters (fonts.ts); `measureText` is its width across those runs. Lines keep one
 * height and baseline whatever their scripts, those of Noto Sans, so a layout does not move with
 * the language of its texts.
 */
import LineBreaker from 'linebreak';
import { fontFace, textRuns, type FontFamily, type FontWeight } from './fonts.ts';

export interface TextStyle {
  /** In points. */
  size: number;
  bold?: boolean;
  /** Fill colour; the document's current one when left out. */
  color?: string;
}

export interface TextBox extends TextStyle {
  /** Where lines wrap, in points. */
  width: number;
  /** At most this many lines, the last ending in an ellipsis when the text goes on. */
  lines?: number;
}

const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const NEWLINE = /[\n\v\f\r\u0085\u2028\u2029]/u;
const NEWLINES = new RegExp(NEWLINE.source, 'gu');
const TRAILING_NEWLINES = new RegExp(`${NEWLINE.source}+$`, 'u');

/**
 * A text as it is drawn and measured: composed (NFC), so that a letter typed as letter and marks
 * (as macOS keyboards and file names give Vietnamese) is drawn with the font's own glyph for it,
 * which a reader copies as the letter, rather than marks placed one by one (fonts.ts, FEATURES).
 */
const composed = (text: string) => text.normalize('NFC');

/** The fonts each document has registered: each is handed to pdfkit once per document. */
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

const MARK = /\p{M}/u;

/**
 * A text with no accented letter and no mark: nothing there for a font's `ccmp` to split or join,
 * so it is drawn with pdfkit's default features, whose layouts pdfkit keeps (numbers, English).
 */
const isPlain = (text: string) => !MARK.test(text) && text === text.normalize('NFD');

/**
 * Makes `family` in `weight` the document's font; answers the options pdfkit draws and measures
 * `text` with in it. pdfkit's types name only features to add, but it hands them to fontkit as
 * they are, which also takes { tag: false } to leave one out.
 */
function useFont(
  doc: PDFKit.PDFDocument,
  family: FontFamily,
  weight: FontWeight,
  size: number,
  text: string,
): Pick<PDFKit.Mixins.TextOptions, 'features'> {
  const face = fontFace(family, weight);
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(face.name)) {
    // Each document parses its own font from the bytes read once: a fontkit font keeps the
    // glyphs it made with the characters they were first made for, and pdfkit writes those as
    // the text a reader copies, so a font shared by documents made one document's 'A' read as
    // another's glyph.
    doc.registerFont(face.name, face.bytes);
    names.add(face.name);
  }
  doc.font(face.name).fontSize(size);
  if (!face.features || isPlain(text)) return {};
  // A copy: fontkit adds every feature it applied to the object it is given.
  const features: unknown = { ...face.features };
  return { features: features as PDFKit.Mixins.TextOptions['features'] };
}

const weightOf = (style: TextStyle): FontWeight => (style.bold ? 'bold' : 'regular');

/**
 * The widths each document has measured, in points at a size of 1, by font and word. pdfkit keeps
 * the layout of each word (up to and with the space after it) only for a font drawn with its
 * default features; a layout measures the same words again and again (wrapping, ellipses), so
 * this keeps them for words drawn without Noto Sans's `ccmp` too, measured as pdfkit does.
 */
const measured = new WeakMap<PDFKit.PDFDocument, Map<string, number>>();
const WORDS = /(?<=[ \t])/u;

/** The width of `text` in points, each run measured in its own font. */
export function measureText(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  if (!style.size) return 0;
  const weight = weightOf(style);
  let known = measured.get(doc);
  if (!known) measured.set(doc, (known = new Map()));
  let width = 0;
  for (const run of textRuns(composed(text), weight)) {
    for (const word of run.text.split(WORDS)) {
      const key = `${run.family}-${weight}:${word}`;
      let unit = known.get(key);
      if (unit === undefined) {
        const options = useFont(doc, run.family, weight, style.size, word);
        unit = doc.widthOfString(word, options) / style.size;
        known.set(key, unit);
      }
      width += unit * style.size;
    }
  }
  return width;
}

/** The longest start of `text` that fits in `width` with an ellipsis after it, and the ellipsis. */
function withEllipsis(text: string, width: number, measure: (piece: string) => number) {
  const ends = [...graphemes.segment(text)].map((part) => part.index + part.segment.length);
  const cut = (count: number) => text.slice(0, ends[count - 1] ?? 0).trimEnd() + ELLIPSIS;
  let [low, high] = [0, ends.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(cut(middle)) <= width) low = middle;
    else high = middle - 1;
  }
  return cut(low);
}

/**
 * The lines `text` takes in `box.width`: broken where Unicode allows (spaces, between CJK
 * characters), a word wider than a line broken between its characters, newlines kept. With
 * `box.lines`, a text that needs more ends its last line with an ellipsis. `measure` gives a
 * piece's width; widths of pieces are added, as pdfkit's wrapper does.
 */
export function wrapText(
  text: string,
  box: Pick<TextBox, 'width' | 'lines'>,
  measure: (piece: string) => number,
): string[] {
  if (!NEWLINE.test(text) && measure(text) <= box.width) return text ? [text.trimEnd()] : [];
  const lines: { start: number; end: number }[] = [];
  let start = 0;
  let end = 0;
  let width = 0;
  const breaker = new LineBreaker(text);
  for (
    let next = breaker.nextBreak(), from = 0;
    next;
    from = next.position, next = breaker.nextBreak()
  ) {
    const piece = text.slice(from, next.position).replace(TRAILING_NEWLINES, '');
    const full = measure(piece);
    const trimmed = piece.trimEnd();
    // The spaces after a word may hang past the line's end.
    const ink = trimmed === piece ? full : full - measure(piece.slice(trimmed.length));
    if (end > start && width + ink > box.width) {
      lines.push({ start, end });
      [start, width] = [from, 0];
    }
    if (end === start && ink > box.width) {
      // A word wider than the line: as many of its characters as fit, a line at a time.
      for (const part of graphemes.segment(piece)) {
        const partWidth = measure(part.segment);
        if (width > 0 && width + partWidth > box.width && part.segment.trim()) {
          lines.push({ start, end: from + part.index });
          [start, width] = [from + part.index, 0];
        }
        width += partWidth;
      }
    } else {
      width += full;
    }
    end = next.position;
    if (next.required) {
      lines.push({ start, end });
      [start, width] = [end, 0];
    }
  }
  if (end > start) lines.push({ start, end });

  const read = ({ start, end }: { start: number; end: number }) =>
    text.slice(start, end).replace(NEWLINES, '').trimEnd();
  const limit = box.lines ?? Infinity;
  if (lines.length <= limit) return lines.map(read);
  const last = lines[limit - 1]!;
  const paragraph = text.slice(last.start).split(NEWLINE)[0]!;
  return [
    ...lines.slice(0, limit - 1).map(read),
    withEllipsis(paragraph.trimEnd(), box.width, measure),
  ];
}

/** The ascent and the height of a line of `style`: Noto Sans's, whatever the line's scripts. */
function lineMetrics(style: TextStyle) {
  const { font } = fontFace('sans', weightOf(style));
  const scale = style.size / font.unitsPerEm;
  return {
    ascent: font.ascent * scale,
    lineHeight: (font.ascent - font.descent + font.lineGap) * scale,
  };
}

/** How far `drawText` moves down for each line of `style`, in points. */
export const lineHeightOf = (style: TextStyle) => lineMetrics(style).lineHeight;

/** The lines `drawText` would draw `text` in (a layout measures before it draws). */
export const textLines = (doc: PDFKit.PDFDocument, text: string, box: TextBox) =>
  wrapText(composed(text), box, (piece) => measureText(doc, piece, box));

/**
 * Draws `text` from (`x`, `y`), the top of its first line, wrapped in `box` (see `wrapText`);
 * answers the y under its last line, where the document's cursor is left too.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  box: TextBox,
): number {
  const weight = weightOf(box);
  const { ascent, lineHeight } = lineMetrics(box);
  if (box.color) doc.fillColor(box.color);
  let top = y;
  for (const line of textLines(doc, text, box)) {
    let left = x;
    for (const run of textRuns(line, weight)) {
      const options = useFont(doc, run.family, weight, box.size, run.text);
      // One baseline for every font of the line, whatever each font's own ascent.
      doc.text(run.text, left, top + ascent, {
        ...options,
        lineBreak: false,
        baseline: 'alphabetic',
      });
      left = doc.x; // pdfkit moves it past the run it drew
    }
    top += lineHeight;
  }
  doc.x = x;
  doc.y = top;
  return top;
}
