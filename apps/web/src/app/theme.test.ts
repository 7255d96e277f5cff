import { luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** The off-white page background (`--atelier-canvas` in global.css). */
const CANVAS = '#faf7f5';
const WHITE = '#ffffff';

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const shades = (name: string) => {
  const tuple = theme.colors?.[name];
  if (!tuple) throw new Error(`The theme has no ${name} colour`);
  return tuple;
};

describe('the palette keeps WCAG AA contrast', () => {
  const palette = ['plum', 'mauve', 'gray', 'success', 'warning', 'error'];

  it.each(palette)('%s: light badges, banners and avatars (shade 9 on shade 1)', (name) => {
    const tuple = shades(name);
    expect(contrast(tuple[9], tuple[1])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(palette)('%s: filled buttons and badges (white on shade 8)', (name) => {
    expect(contrast(WHITE, shades(name)[8])).toBeGreaterThanOrEqual(4.5);
  });

  it('secondary text (grey 6) on white, the canvas and grey 1', () => {
    const gray = shades('gray');
    for (const background of [WHITE, CANVAS, gray[1]]) {
      expect(contrast(gray[6], background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('field errors (red 6) on white', () => {
    expect(contrast(shades('red')[6], WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it("maps Mantine's stock status colours onto the palette", () => {
    expect(shades('teal')).toBe(shades('success'));
    expect(shades('green')).toBe(shades('success'));
    expect(shades('orange')).toBe(shades('warning'));
    expect(shades('red')).toBe(shades('error'));
  });
});
