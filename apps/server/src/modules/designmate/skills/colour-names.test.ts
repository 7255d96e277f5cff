import { describe, expect, it } from 'vitest';
import { colourName, colourNames } from './colour-names.ts';

describe('colourName', () => {
  it('names a colour after the nearest name that says which colour it is (issue 44 §11)', () => {
    expect(colourName('#D22B2B')).toBe('Flaming Cherry');
    expect(colourName('#1F4E79')).toBe('Classic Blue');
    expect(colourName('#F2E8CF')).toBe('Informal Ivory');
    expect(colourName('#808080')).toBe('Grey');
  });

  it('tells apart two colours of a palette that get one name, and keeps a non-colour as it is', () => {
    expect(colourNames(['#D22B2B', '#1F4E79', '#D32C2A'])).toEqual([
      'Flaming Cherry',
      'Classic Blue',
      'Flaming Cherry 2',
    ]);
    expect(colourName('not a colour')).toBe('NOT A COLOUR');
  });
});
