/**
 * The PDF line sheet (pdfkit): a cover with the team's logo, name, title and date, then six
 * product cards a page (A4 landscape) — image, name, style number, colours, materials, sizes,
 * prices and delivery window. Each image is decoded and embedded once, and drawn again from that
 * one object wherever it recurs (a duplicated product's cover, the logo). Every text is drawn
 * through `platform/pdf/text.ts`, so names in any script show; the sheet's own words (count,
 * labels) and its prices' formats are in the reader's language (`cover.language`). The document
 * streams into storage as it is drawn.
 */
import { writeDateWindow, type DateFormat, type LanguageCode } from '@atelier/domain';
import PDFDocument from 'pdfkit';
import { pdfImages, type PdfDocument, type PdfImage } from '../../../platform/pdf/images.ts';
import { drawText } from '../../../platform/pdf/text.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { formatPrice, type SheetProduct } from './sheet-product.ts';
import { sheetTexts, type SheetTranslate } from './texts.ts';

export interface SheetCover {
  title: string;
  teamName: string;
  /** The storage key of the team's logo, when it has one. */
  logo: string | null;
  /** What the sheet lists, in words: 'SS27 · Sampling'. */
  subtitle: string;
  /** The day it was made, as its maker writes dates. */
  date: string;
  /** The maker's date format, for the cards' delivery windows. */
  dateFormat: DateFormat;
  /** The language of the sheet's own words and its prices' formats. */
  language: LanguageCode;
}

const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const COLUMNS = 3;
const ROWS = 2;
const GAP = 18;
const CARD_WIDTH = (PAGE.width - 2 * PAGE.margin - (COLUMNS - 1) * GAP) / COLUMNS;
const CARD_HEIGHT = (PAGE.height - 2 * PAGE.margin - (ROWS - 1) * GAP) / ROWS;
const IMAGE_HEIGHT = 132;
const INK = '#1f2328';
const MUTED = '#59636e';
/** Pixels of the longest side an embedded image keeps: sharp in print at the card's size. */
const IMAGE_PIXELS = 640;
/** Images decoded ahead of the card being drawn: enough to keep the cores busy, few in memory. */
const PREFETCH = 4;

function drawCover(
  doc: PdfDocument,
  cover: SheetCover,
  logo: PdfImage | null,
  count: number,
  t: SheetTranslate,
) {
  const left = PAGE.margin * 2;
  const width = PAGE.width - 2 * left;
  let y = PAGE.height / 3;
  if (logo) {
    doc.image(logo as never, left, y - 110, { fit: [200, 90] });
  }
  y = drawText(doc, cover.title, left, y, { size: 30, bold: true, color: INK, width }) + 8;
  y = drawText(doc, cover.teamName, left, y, { size: 16, color: MUTED, width });
  if (cover.subtitle) y = drawText(doc, cover.subtitle, left, y, { size: 16, color: MUTED, width });
  drawText(doc, t('linesheet.cover.count', { count, date: cover.date }), left, y + 12, {
    size: 11,
    color: MUTED,
    width,
  });
}

function drawCard(
  doc: PdfDocument,
  product: SheetProduct,
  image: PdfImage | null,
  at: { x: number; y: number; dateFormat: DateFormat; language: LanguageCode },
  t: SheetTranslate,
) {
  const { x, y } = at;
  doc
    .save()
    .roundedRect(x, y, CARD_WIDTH, CARD_HEIGHT, 6)
    .lineWidth(0.6)
    .stroke('#d0d7de')
    .restore();
  const inner = CARD_WIDTH - 20;
  if (image) {
    doc.image(image as never, x + 10, y + 10, {
      fit: [inner, IMAGE_HEIGHT],
      align: 'center',
      valign: 'center',
    });
  } else {
    doc
      .save()
      .rect(x + 10, y + 10, inner, IMAGE_HEIGHT)
      .fill('#f3f4f6')
      .restore();
  }
  // Each line at its own place, clipped to one line (an ellipsis for what does not fit).
  let cursor = y + IMAGE_HEIGHT + 18;
  const line = (
    text: string,
    options: { bold?: boolean; size?: number; color?: string; gap?: number } = {},
  ) => {
    if (!text) return;
    const size = options.size ?? 8.5;
    cursor += options.gap ?? 0;
    drawText(doc, text, x + 10, cursor, {
      size,
      bold: options.bold,
      color: options.color ?? INK,
      width: inner,
      lines: 1,
    });
    cursor += size * 1.45;
  };
  line(product.name, { bold: true, size: 11 });
  line(product.styleNumber, { color: MUTED });
  line(product.colours.map((colour) => colour.name).join(', '), { gap: 3 });
  line([product.fabrics.join(', '), product.composition].filter(Boolean).join(' · '));
  line(product.sizes.length ? t('linesheet.card.sizes', { sizes: product.sizes.join(', ') }) : '');
  const wholesale = formatPrice(product.wholesalePrice, product.currency, at.language);
  const retail = formatPrice(product.retailPrice, product.currency, at.language);
  line(
    [
      wholesale && t('linesheet.card.wholesale', { price: wholesale }),
      retail && t('linesheet.card.retail', { price: retail }),
    ]
      .filter(Boolean)
      .join('   '),
    { bold: true, gap: 3 },
  );
  const window = writeDateWindow(product.deliveryFrom, product.deliveryTo, at.dateFormat);
  line(window && t('linesheet.card.delivery', { window }), { color: MUTED });
}

/**
 * Draws the sheet into `key`; `progress` is told how many cards are drawn. Resolves with the
 * bytes stored.
 */
export async function renderPdf(
  storage: Storage,
  key: string,
  cover: SheetCover,
  products: SheetProduct[],
  progress: (done: number) => Promise<void>,
): Promise<number> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    // Every element is placed by hand: no margin, so pdfkit never starts a page of its own.
    margin: 0,
    info: { Title: cover.title, Author: cover.teamName, Creator: 'Atelier' },
  }) as PdfDocument;
  const saving = storage.save(key, doc, { contentType: 'application/pdf' });
  const t = sheetTexts(cover.language);
  try {
    const image = pdfImages(doc, storage, { pixels: IMAGE_PIXELS });
    drawCover(doc, cover, cover.logo ? await image(cover.logo) : null, products.length, t);
    for (const [index, product] of products.entries()) {
      // The next cards' images decode (on libuv's threads) while this one is drawn.
      for (const next of products.slice(index + 1, index + 1 + PREFETCH)) {
        if (next.image) void image(next.image);
      }
      const slot = index % (COLUMNS * ROWS);
      if (slot === 0) doc.addPage();
      const x = PAGE.margin + (slot % COLUMNS) * (CARD_WIDTH + GAP);
      const y = PAGE.margin + Math.floor(slot / COLUMNS) * (CARD_HEIGHT + GAP);
      drawCard(
        doc,
        product,
        product.image ? await image(product.image) : null,
        { x, y, dateFormat: cover.dateFormat, language: cover.language },
        t,
      );
      await progress(index + 1);
    }
  } finally {
    doc.end();
  }
  return saving;
}
