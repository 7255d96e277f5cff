/**
 * What the first bytes of a file must say for each allowed extension (SPEC §5, DESIGN §5): the
 * kinds `file-type` may report for it. `TEXT` means no binary signature at all (text formats);
 * SVG is text that must also contain an <svg element near its start.
 */
import type { AllowedExtension } from '@atelier/domain';

const TEXT = null;
type Sniffed = string | typeof TEXT;

const ZIP_FAMILY = ['zip', 'docx', 'xlsx', 'pptx', 'epub', 'jar', 'odt', 'ods', 'odp', 'apk'];
const TIFF_RAW = ['tif', 'cr2', 'nef', 'arw', 'orf', 'dng', 'rw2', 'raf'];

export const EXPECTED_KINDS: Record<AllowedExtension, readonly Sniffed[]> = {
  pdf: ['pdf'],
  xlsx: ['xlsx', 'zip'],
  docx: ['docx', 'zip'],
  pptx: ['pptx', 'zip'],
  xls: ['cfb'],
  doc: ['cfb'],
  csv: [TEXT],
  txt: [TEXT],
  tiff: ['tif'],
  tif: ['tif'],
  jpg: ['jpg'],
  jpe: ['jpg'],
  jpeg: ['jpg'],
  jif: ['jpg'],
  jfi: ['jpg'],
  png: ['png', 'apng'],
  gif: ['gif'],
  webp: ['webp'],
  bmp: ['bmp'],
  psd: ['psd'],
  zip: ZIP_FAMILY,
  svg: [TEXT, 'xml'],
  svgz: ['gz'],
  eps: ['eps', 'ps'],
  raw: [...TIFF_RAW, TEXT],
  cr2: ['cr2', 'tif'],
  nef: ['nef', 'tif'],
  orf: ['orf'],
  sr2: ['tif', 'arw'],
  arw: ['arw', 'tif'],
  heic: ['heic'],
  heif: ['heic'],
};

/** Whether the sniffed kind (undefined: none recognised) fits the extension. */
export function contentMatches(
  ext: AllowedExtension,
  sniffed: string | undefined,
  head: Buffer,
): boolean {
  if (!EXPECTED_KINDS[ext].includes(sniffed ?? TEXT)) return false;
  if (ext === 'svg') return /<svg[\s>]/i.test(head.toString('utf8'));
  return true;
}

/** Content types files are stored and served with (never text/html; SVG only as an image). */
export function contentTypeOf(ext: AllowedExtension, sniffedMime: string | undefined): string {
  if (ext === 'svg') return 'image/svg+xml';
  if (ext === 'txt') return 'text/plain; charset=utf-8';
  if (ext === 'csv') return 'text/csv; charset=utf-8';
  return sniffedMime ?? 'application/octet-stream';
}
