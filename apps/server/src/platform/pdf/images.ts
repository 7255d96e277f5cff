/**
 * Stored images in a PDF (pdfkit), for every document that draws them (line sheets, tech packs):
 * each image is read from storage, decoded by sharp (on libuv's threads, so several decode while
 * a page is drawn), turned upright, scaled down to what print at its size needs, flattened on
 * white and embedded once as a JPEG; drawing it again reuses that one object. An image that is
 * missing or cannot be decoded answers null: the document draws a placeholder, never fails.
 */
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Storage } from '../storage/storage.ts';

/** What pdfkit does but its types do not say: open an image once, to draw it many times. */
export type PdfImage = { width: number; height: number };
export type PdfDocument = PDFKit.PDFDocument & { openImage(src: Buffer): PdfImage };

export interface ImageOptions {
  /** Pixels of the longest side an embedded image keeps at most. */
  pixels: number;
  /** JPEG quality of the embedded copy. */
  quality?: number;
}

/** Scales and re-encodes an image's bytes as the JPEG a PDF embeds. */
export function printableJpeg(source: Buffer, options: ImageOptions): Promise<Buffer> {
  return sharp(source)
    .rotate()
    .resize(options.pixels, options.pixels, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: options.quality ?? 82 })
    .toBuffer();
}

/**
 * The document's image loader: `open(key)` reads, decodes and embeds the stored image once
 * (later calls answer the same promise), so a caller may start the next images early.
 */
export function pdfImages(doc: PdfDocument, storage: Storage, options: ImageOptions) {
  const opened = new Map<string, Promise<PdfImage | null>>();
  const load = async (key: string) => {
    try {
      const jpeg = await printableJpeg(await buffer(await storage.read(key)), options);
      return doc.openImage(jpeg);
    } catch {
      return null;
    }
  };
  return (key: string) => {
    let image = opened.get(key);
    if (!image) {
      image = load(key);
      opened.set(key, image);
    }
    return image;
  };
}
