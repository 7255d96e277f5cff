import { differenceCiede2000 } from 'culori';
import { describe, expect, it } from 'vitest';
import { nearestColours } from './colour-distance.ts';

describe('ΔE 2000', () => {
  // Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula", table 1: pairs 1, 7,
  // 13, 17 and 25, the formula's published reference values. culori computes it in Lab under D65
  // (lab65), so the pairs are given there, as they are, without a conversion.
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  ])('between Lab %j and %j is %d', (first, second, expected) => {
    const lab = ([l, a, b]: number[]) => ({ mode: 'lab65' as const, l: l!, a: a!, b: b! });
    expect(differenceCiede2000()(lab(first), lab(second))).toBeCloseTo(expected, 4);
  });

  it('keeps the near colours, nearest first, and leaves the far ones out', () => {
    const library = [
      { hex_code: '#1B2A4A', name: 'Navy' },
      { hex_code: '#D32C2A', name: 'Poppy' },
      { hex_code: '#B22222', name: 'Firebrick' },
    ];
    expect(nearestColours('#D22B2B', library).map(({ colour }) => colour.name)).toEqual([
      'Poppy',
      'Firebrick',
    ]);
  });
});
