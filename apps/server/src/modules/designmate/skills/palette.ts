/**
 * The dominant colours of images (issue 35). Each image is decoded and shrunk by sharp (its JPEG
 * shrink-on-load does most of the work on a large photo), its pixels taken to OKLab — where
 * distances follow what the eye sees — and clustered with k-means++ (`ml-kmeans`, seeded, so the
 * same images give the same palette). Clusters the eye would call one colour (ΔE 2000 below 5)
 * are merged and slivers under 2 % dropped, so three flat blocks give three colours, not six.
 */
import { differenceCiede2000, formatHex, type Oklab } from 'culori';
import { kmeans } from 'ml-kmeans';
import type { Readable } from 'node:stream';
import sharp from 'sharp';

export interface PaletteColour {
  /** '#RRGGBB', upper case. */
  hex: string;
  /** Its share of all the images' sampled pixels; the shares sum to 1. */
  share: number;
}

/** Raised for a buffer sharp cannot read as an image: the caller answers 400. */
export class NotAnImageError extends Error {
  constructor() {
    super('not an image');
    this.name = 'NotAnImageError';
  }
}

/** Raised for an image larger than MAX_INPUT_PIXELS: an image, but too large to decode. */
export class ImageTooLargeError extends Error {
  constructor() {
    super('image too large');
    this.name = 'ImageTooLargeError';
  }
}

/**
 * The pixels sampled from all the images together (128 × 128): enough to judge their colours,
 * and few enough that converting and clustering them in JavaScript does not hold the event loop.
 */
const SAMPLE_PIXELS = 16_384;
/**
 * The largest image decoded: a 50-megapixel photo passes. The palette reads an image's stored
 * preview (1,280 pixels); only an original whose preview is not made yet is decoded whole.
 */
const MAX_INPUT_PIXELS = 50_000_000;
const DEFAULT_COLOURS = 6;
const MIN_SHARE = 0.02;
const SAME_COLOUR = 5;
const SEED = 42;

const deltaE2000 = differenceCiede2000();

/** sRGB 0–255 to linear light, once per value. */
const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** Björn Ottosson's OKLab from linear sRGB: three cube roots, no allocation beyond the point. */
function oklabOf(r: number, g: number, b: number): number[] {
  const lr = LINEAR[r]!;
  const lg = LINEAR[g]!;
  const lb = LINEAR[b]!;
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

const asOklab = ([l, a, b]: number[]): Oklab => ({ mode: 'oklab', l: l!, a: a!, b: b! });

/** An image to read: its bytes, or a stream of them (decoded as they come, never held whole). */
export type ImageSource = Buffer | Readable;

/** The image's opaque pixels in OKLab, shrunk by sharp (off the event loop) to `edge` first. */
async function pixelsOf(image: ImageSource, edge: number): Promise<number[][]> {
  let decoded;
  try {
    const options = { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true };
    const reader = Buffer.isBuffer(image) ? sharp(image, options) : image.pipe(sharp(options));
    decoded = await reader
      .rotate()
      .resize(edge, edge, {
        fit: 'inside',
        withoutEnlargement: true,
        kernel: 'nearest',
      })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    // sharp reads the size from the header first: a huge canvas is an image, just too large.
    if (err instanceof Error && /pixel limit/iu.test(err.message)) throw new ImageTooLargeError();
    throw new NotAnImageError();
  }
  const { data } = decoded;
  const pixels: number[][] = [];
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! >= 128) pixels.push(oklabOf(data[i]!, data[i + 1]!, data[i + 2]!));
  }
  return pixels;
}

interface Cluster {
  centre: number[];
  weight: number;
}

/** How many different colours the pixels hold, to at most `enough` (k-means needs as many). */
function distinctColours(pixels: readonly number[][], enough: number): number {
  const seen = new Set<string>();
  for (const pixel of pixels) {
    seen.add(pixel.map((value) => value.toFixed(3)).join());
    if (seen.size >= enough) break;
  }
  return seen.size;
}

function clustersOf(pixels: number[][], wanted: number): Cluster[] {
  const k = distinctColours(pixels, wanted);
  const { clusters, centroids } = kmeans(pixels, k, { initialization: 'kmeans++', seed: SEED });
  const weights = new Array<number>(k).fill(0);
  for (const cluster of clusters) weights[cluster]! += 1;
  return centroids
    .map((centre, index) => ({ centre, weight: weights[index]! }))
    .filter((cluster) => cluster.weight > 0);
}

/** Merges each cluster into a heavier one the eye would not tell apart from it. */
function mergeAlike(clusters: Cluster[]): Cluster[] {
  const merged: Cluster[] = [];
  for (const cluster of [...clusters].sort((a, b) => b.weight - a.weight)) {
    const twin = merged.find(
      (kept) => deltaE2000(asOklab(kept.centre), asOklab(cluster.centre)) < SAME_COLOUR,
    );
    if (!twin) {
      merged.push({ ...cluster });
      continue;
    }
    const total = twin.weight + cluster.weight;
    twin.centre = twin.centre.map(
      (value, axis) => (value * twin.weight + cluster.centre[axis]! * cluster.weight) / total,
    );
    twin.weight = total;
  }
  return merged;
}

/** The images' dominant colours, the largest share first. */
export async function extractPalette(
  images: readonly ImageSource[],
  options: { colours?: number } = {},
): Promise<PaletteColour[]> {
  const edge = Math.max(16, Math.floor(Math.sqrt(SAMPLE_PIXELS / Math.max(1, images.length))));
  const pixels = (await Promise.all(images.map((image) => pixelsOf(image, edge)))).flat();
  if (pixels.length === 0) return [];
  const clusters = mergeAlike(clustersOf(pixels, options.colours ?? DEFAULT_COLOURS));
  const total = clusters.reduce((sum, cluster) => sum + cluster.weight, 0);
  const kept = clusters.filter((cluster) => cluster.weight / total >= MIN_SHARE);
  const keptTotal = kept.reduce((sum, cluster) => sum + cluster.weight, 0);
  return kept
    .sort((a, b) => b.weight - a.weight)
    .map((cluster) => ({
      hex: formatHex(asOklab(cluster.centre)).toUpperCase(),
      share: cluster.weight / keptTotal,
    }));
}

/**
 * How far (ΔE 2000) a library colour may be and still be called the nearest: beyond it the two
 * are different colours to the eye (a red and an orange), and the palette says the library has
 * nothing close (issue 44 §11; docs/decisions.md, designmate).
 */
export const CLOSE_IN_LIBRARY = 10;

/**
 * The library's colour nearest to `hex` by ΔE 2000 (to one decimal), or null when the library
 * has none within CLOSE_IN_LIBRARY (an empty one included).
 */
export function nearestInLibrary(
  hex: string,
  library: readonly { id: string; name: string; hexCode: string }[],
): { colourId: string; name: string; deltaE: number } | null {
  let best: { colourId: string; name: string; deltaE: number } | null = null;
  for (const colour of library) {
    const deltaE = deltaE2000(hex, colour.hexCode);
    if (!Number.isFinite(deltaE) || deltaE > CLOSE_IN_LIBRARY) continue;
    if (!best || deltaE < best.deltaE) best = { colourId: colour.id, name: colour.name, deltaE };
  }
  return best && { ...best, deltaE: Math.round(best.deltaE * 10) / 10 };
}
