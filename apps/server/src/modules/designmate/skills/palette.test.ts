import sharp from 'sharp';
import { differenceCiede2000 } from 'culori';
import { describe, expect, it } from 'vitest';
import { extractPalette, nearestInLibrary, NotAnImageError } from './palette.ts';

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
});

describe('nearestInLibrary', () => {
  const library = [
    { id: 'poppy', name: 'Poppy red', hexCode: '#D32C2A' },
    { id: 'navy', name: 'Midnight', hexCode: '#1C2B4A' },
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
});
