import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { differenceCiede2000 } from 'culori';
import { describe, expect, it } from 'vitest';
import {
  extractPalette,
  ImageTooLargeError,
  nearestInLibrary,
  NotAnImageError,
} from './palette.ts';

const deltaE = differenceCiede2000();

/** Flat vertical blocks of the given widths and colours, 200 px high, as a PNG. */
async function blocks(parts: readonly [number, string][]) {
  const width = parts.reduce((sum, [w]) => sum + w, 0);
  let left = 0;
  const composite = await Promise.all(
    parts.map(async ([w, hex]) => {
      const input = await sharp({ create: { width: w, height: 200, channels: 3, background: hex } })
        .png()
        .toBuffer();
      const placed = { input, left, top: 0 };
      left += w;
      return placed;
    }),
  );
  return sharp({ create: { width, height: 200, channels: 3, background: '#000000' } })
    .composite(composite)
    .png()
    .toBuffer();
}

describe('extractPalette', () => {
  it('gives a mood board’s flat colours within ΔE 3, with their shares within 5 %', async () => {
    const board = await blocks([
      [150, '#D22B2B'],
      [90, '#1F4E79'],
      [60, '#F2E8CF'],
    ]);
    const palette = await extractPalette([board]);
    expect(palette).toHaveLength(3);
    const expected = [
      ['#D22B2B', 0.5],
      ['#1F4E79', 0.3],
      ['#F2E8CF', 0.2],
    ] as const;
    for (const [index, [hex, share]] of expected.entries()) {
      expect(deltaE(palette[index]!.hex, hex)).toBeLessThanOrEqual(3);
      expect(Math.abs(palette[index]!.share - share)).toBeLessThanOrEqual(0.05);
    }
  });

  it('weighs several images by their pixels together', async () => {
    const red = await blocks([[200, '#D22B2B']]);
    const navy = await blocks([[100, '#1F4E79']]);
    const palette = await extractPalette([red, navy]);
    expect(palette.map((colour) => colour.share)).toEqual([
      expect.closeTo(2 / 3, 1),
      expect.closeTo(1 / 3, 1),
    ]);
  });

  it('keeps a photo to at most six colours whose shares sum to one', async () => {
    const photo = await sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg()
      .toBuffer();
    const palette = await extractPalette([photo]);
    expect(palette.length).toBeGreaterThan(0);
    expect(palette.length).toBeLessThanOrEqual(6);
    expect(palette.reduce((sum, colour) => sum + colour.share, 0)).toBeCloseTo(1, 3);
    for (const colour of palette) expect(colour.hex).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('reads a one-pixel image, and refuses what is not an image', async () => {
    const dot = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    expect(await extractPalette([dot])).toEqual([{ hex: '#123456', share: 1 }]);
    await expect(extractPalette([Buffer.from('hello')])).rejects.toBeInstanceOf(NotAnImageError);
  });

  it('says a 20,000 × 20,000 PNG is too large, not that it is no image (issue 43 §3.16)', async () => {
    // A real one-pixel PNG whose header claims 20,000 × 20,000: sharp judges the size from it.
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const error = await extractPalette([png]).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ImageTooLargeError);
  });
});

describe('nearestInLibrary', () => {
  const library = [
    { id: 'poppy', name: 'Poppy red', hexCode: '#D32C2A' },
    { id: 'navy', name: 'Navy', hexCode: '#1D4A74' },
  ];

  it('picks the library colour nearest by ΔE 2000, to one decimal', () => {
    const nearest = nearestInLibrary('#D22B2B', library)!;
    expect(nearest).toMatchObject({ colourId: 'poppy', name: 'Poppy red' });
    expect(nearest.deltaE).toBeLessThan(1);
    expect(Number.isInteger(nearest.deltaE * 10)).toBe(true);
    expect(nearestInLibrary('#1F4E79', library)?.colourId).toBe('navy');
  });

  it('is null for an empty library', () => {
    expect(nearestInLibrary('#D22B2B', [])).toBeNull();
  });

  it('claims no colour past ΔE 10 (issue 44 §11): an orange is not the nearest to a red', () => {
    const oranges = [{ id: 'orange', name: 'Tangerine', hexCode: '#F28500' }];
    expect(deltaE('#D22B2B', '#F28500')).toBeGreaterThan(10);
    expect(nearestInLibrary('#D22B2B', oranges)).toBeNull();
    expect(nearestInLibrary('#D22B2B', [...oranges, ...library])?.colourId).toBe('poppy');
  });
});

describe('ΔE 2000', () => {
  // Pairs and differences published by Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference
  // formula: implementation notes, supplementary test data and mathematical observations".
  const lab = ([l, a, b]: readonly number[]) => ({ mode: 'lab65' as const, l: l!, a: a!, b: b! });
  const PAIRS: [number[], number[], number][] = [
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
    [[50, 2.8361, -74.02], [50, 0, -82.7485], 3.4412],
    [[50, -1.3802, -84.2814], [50, 0, -82.7485], 1.0],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[50, 2.5, 0], [61, -5, 29], 22.8977],
    [[50, 2.5, 0], [56, -27, -3], 31.903],
    [[50, 2.5, 0], [58, 24, 15], 19.4535],
    [[50, 2.5, 0], [50, 3.1736, 0.5854], 1.0],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[63.0109, -31.0961, -5.8663], [62.8187, -29.7946, -4.0864], 1.263],
  ];

  it.each(PAIRS)('of %j and %j is %f, as published', (first, second, published) => {
    expect(deltaE(lab(first), lab(second))).toBeCloseTo(published, 4);
  });
});
