/** File rules of SPEC §5. */
import { UPLOAD_LIMIT_BYTES } from './constants.ts';

export const ALLOWED_EXTENSIONS = [
  'pdf',
  'xlsx',
  'xls',
  'csv',
  'doc',
  'docx',
  'pptx',
  'tiff',
  'tif',
  'jpg',
  'jpe',
  'jpeg',
  'png',
  'zip',
  'txt',
  'svg',
  'svgz',
  'gif',
  'eps',
  'raw',
  'cr2',
  'nef',
  'orf',
  'sr2',
  'jif',
  'jfi',
  'webp',
  'bmp',
  'psd',
  'arw',
  'heic',
  'heif',
] as const;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];

const VIDEO_EXTENSIONS = new Set([
  'webm',
  'mkv',
  'flv',
  'vob',
  'ogv',
  'ogg',
  'drc',
  'gif',
  'gifv',
  'mng',
  'avi',
  'MTS',
  'M2TS',
  'TS',
  'mov',
  'qt',
  'wmv',
  'yuv',
  'rm',
  'vlv',
  'asf',
  'amv',
  'mp4',
  'mp2',
  'mpeg',
  'mpe',
  'mpv',
  'mpg',
  'm4v',
  'svi',
  'nsv',
  'f4v',
  'f4p',
]);

const IMAGE_EXTENSIONS = new Set(
  ['png', 'jpeg', 'jpg', 'jpe', 'tiff', 'jif', 'jfif', 'jfi', 'gif', 'svg', 'webp', 'heic'].flatMap(
    (ext) => [ext, ext.toUpperCase()],
  ),
);

const ICON_EXTENSIONS = new Set(['pdf', 'doc', 'pptx', 'tif', 'xlss']);

/** Profile pictures: images a browser shows everywhere (no SVG, which can carry script). */
export const PROFILE_PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'jpe', 'png', 'gif', 'webp'] as const;

/** The extension after the last dot; a name without a dot yields ''. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1);
}

export type FileDisplay = 'video' | 'image' | 'icon' | 'generic';

/** SPEC §5 display classification; gif is in both lists and the video list is checked first. */
export function classifyFile(fileName: string): FileDisplay {
  const ext = fileExtension(fileName);
  if (VIDEO_EXTENSIONS.has(ext)) return 'video';
  if (IMAGE_EXTENSIONS.has(ext)) return 'image';
  if (ICON_EXTENSIONS.has(ext)) return 'icon';
  return 'generic';
}

export function isAllowedExtension(fileName: string): boolean {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(fileExtension(fileName).toLowerCase());
}

/** Returns the first name that appears twice, ignoring case, or null. */
export function findDuplicateName(names: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return null;
}

/**
 * The name a second file of a taken name is kept under: 'front.png' → 'front (2).png', then
 * '(3)'…, the first one free in `taken` (ignoring case). The extension stays last, as the
 * content was checked against it.
 */
export function keptCopyName(name: string, taken: Iterable<string>): string {
  const names = new Set([...taken].map((item) => item.toLowerCase()));
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  for (let number = 2; ; number += 1) {
    const candidate = `${stem} (${number})${ext}`;
    if (!names.has(candidate.toLowerCase())) return candidate;
  }
}

export function exceedsUploadLimit(totalBytes: number): boolean {
  return totalBytes > UPLOAD_LIMIT_BYTES;
}
