/**
 * Uploaded photos lose their location (issue 43 §3.15; docs/decisions.md, Platform): a camera or
 * phone writes where a picture was taken into its EXIF (the GPS IFD), and the original is served
 * as uploaded to whoever may see the product. The GPS IFD is blanked in place as the upload
 * streams into storage — its values zeroed, its entries removed — and the rest of the EXIF
 * (orientation, camera, exposure, date) is kept byte for byte: no re-encoding, same size. The
 * derivatives (WebP) carry no EXIF at all. JPEG only, where a camera's location lives; see the
 * decision for the other formats.
 */
import { Transform } from 'node:stream';
import type { Readable, TransformCallback } from 'node:stream';

/** Bytes of one value of each TIFF field type (1 BYTE … 12 DOUBLE). */
const TYPE_SIZES: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
};
const GPS_IFD_POINTER = 0x8825;
const ENTRY = 12;

/**
 * Blanks the GPS IFD of an EXIF (TIFF-structured) payload in place: every GPS value and entry
 * zeroed, its entry count 0, so readers find an empty GPS directory. False when it has none.
 */
export function blankGps(tiff: Buffer): boolean {
  if (tiff.length < 8) return false;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return false;
  const le = order === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const fits = (at: number, bytes: number) => at >= 0 && at + bytes <= tiff.length;

  const ifd0 = u32(4);
  if (!fits(ifd0, 2)) return false;
  let gps: number | undefined;
  for (let i = 0, count = u16(ifd0); i < count; i += 1) {
    const entry = ifd0 + 2 + i * ENTRY;
    if (!fits(entry, ENTRY)) break;
    if (u16(entry) === GPS_IFD_POINTER) gps = u32(entry + 8);
  }
  if (gps === undefined || !fits(gps, 2)) return false;
  for (let i = 0, count = u16(gps); i < count; i += 1) {
    const entry = gps + 2 + i * ENTRY;
    if (!fits(entry, ENTRY)) break;
    const bytes = (TYPE_SIZES[u16(entry + 2)] ?? 1) * u32(entry + 4);
    const at = u32(entry + 8);
    // A value of more than four bytes lives elsewhere in the payload: zero it there too.
    if (bytes > 4 && fits(at, bytes)) tiff.fill(0, at, at + bytes);
    tiff.fill(0, entry, entry + ENTRY);
  }
  tiff.fill(0, gps, gps + 2);
  return true;
}

/** Markers that stand alone (no length): TEM, RST0–7. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * Walks a JPEG's header segments in `head`, blanking the GPS of each EXIF segment complete in it.
 * 'done' once the image data starts (or the file is no JPEG we understand); 'more' while a
 * segment before it is still incomplete.
 */
export function blankJpegGps(head: Buffer): 'done' | 'more' {
  if (head.length < 2) return 'more';
  if (head[0] !== 0xff || head[1] !== 0xd8) return 'done';
  let at = 2;
  while (at + 2 <= head.length) {
    if (head[at] !== 0xff) return 'done';
    const marker = head[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    // Start of scan or end of image: no header segment follows.
    if (marker === 0xda || marker === 0xd9) return 'done';
    if (at + 4 > head.length) return 'more';
    const end = at + 2 + head.readUInt16BE(at + 2);
    if (end > head.length) return 'more';
    const isExif = marker === 0xe1 && head.toString('latin1', at + 4, at + 10) === 'Exif\0\0';
    if (isExif) blankGps(head.subarray(at + 10, end));
    at = end;
  }
  return 'more';
}

/** A JPEG's header segments are under 64 KB each: past this, what follows is not a header. */
const HEAD_MAX = 1024 * 1024;

/** Holds a JPEG's header until its segments are read and blanked, then passes bytes through. */
class JpegGpsStripper extends Transform {
  private head: Buffer | null = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.head === null) return done(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (blankJpegGps(this.head) === 'more' && this.head.length < HEAD_MAX) return done();
    this.release();
    done();
  }

  override _flush(done: TransformCallback) {
    if (this.head !== null) this.release();
    done();
  }

  private release() {
    this.push(this.head);
    this.head = null;
  }
}

const JPEG_EXTENSIONS = new Set(['jpg', 'jpeg', 'jpe', 'jif', 'jfi']);

/** The upload's bytes as they are to be stored: a JPEG without its location, the rest as sent. */
export function withoutLocation(ext: string, body: Readable): Readable {
  if (!JPEG_EXTENSIONS.has(ext.toLowerCase())) return body;
  const stripper = new JpegGpsStripper();
  body.once('error', (err) => stripper.destroy(err));
  return body.pipe(stripper);
}
