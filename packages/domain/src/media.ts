/**
 * Uploaded images and their WebP derivatives (DESIGN §5): fabric swatches and company logos now,
 * product images later.
 */
import { z } from 'zod';

/** Images a browser shows everywhere and sharp decodes; no SVG (script), no HEIC (no decoder). */
export const IMAGE_UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Longest side of the derivatives, in pixels (never enlarged). */
export const THUMBNAIL_SIZE = 320;
export const PREVIEW_SIZE = 1280;

/**
 * pending: the derivatives are being made; ready: thumbnailUrl and previewUrl are set; failed: the
 * image could not be decoded, only the original exists.
 */
export const MEDIA_STATUSES = ['pending', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** An uploaded image. Until `status` is ready the derivative URLs are null: show `url` instead. */
export const ZMedia = z.object({
  path: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  status: z.enum(MEDIA_STATUSES),
});
export type Media = z.infer<typeof ZMedia>;

/** Storage names of the derivatives: `th_<name>.webp` and `pre_<name>.webp` beside the original. */
export function derivativePaths(path: string): { thumbnail: string; preview: string } {
  const slash = path.lastIndexOf('/');
  const folder = path.slice(0, slash + 1);
  const file = path.slice(slash + 1);
  const dot = file.lastIndexOf('.');
  const name = dot > 0 ? file.slice(0, dot) : file;
  return { thumbnail: `${folder}th_${name}.webp`, preview: `${folder}pre_${name}.webp` };
}

/**
 * Files that get the two WebP derivatives (product files of these kinds show a thumbnail): the
 * images sharp decodes. A HEIC it cannot decode keeps only its original.
 */
export const DERIVATIVE_EXTENSIONS = [
  'jpg',
  'jpe',
  'jpeg',
  'jif',
  'jfi',
  'png',
  'gif',
  'webp',
  'tif',
  'tiff',
  'svg',
  'heic',
  'heif',
] as const;

export function hasDerivatives(ext: string): boolean {
  return (DERIVATIVE_EXTENSIONS as readonly string[]).includes(ext.toLowerCase());
}
