import { describe, expect, it } from 'vitest';
import {
  centimetres,
  formatCentimetres,
  formatInches,
  gradeRow,
  parseCentimetres,
  parseInches,
} from './measurements.ts';
import { ZSaveSpecSchema } from './specs.ts';

describe('lengths as exact numbers', () => {
  it('reads centimetres to four places and refuses more', () => {
    expect(parseCentimetres(61.5)).toBe(615_000);
    expect(parseCentimetres('0.1')).toBe(1_000);
    expect(parseCentimetres('.5')).toBe(5_000);
    expect(parseCentimetres('-2.25')).toBe(-22_500);
    expect(parseCentimetres('61.9125')).toBe(619_125);
    expect(parseCentimetres('1.23456')).toBeNull();
    expect(parseCentimetres('12 cm')).toBeNull();
    expect(parseCentimetres(Number.NaN)).toBeNull();
    // The float sum has 17 places: refused rather than silently rounded.
    expect(parseCentimetres(0.1 + 0.2)).toBeNull();
  });

  it('adds decimals exactly: 0.1 + 0.2 is 0.3', () => {
    const sum = parseCentimetres('0.1')! + parseCentimetres('0.2')!;
    expect(formatCentimetres(sum)).toBe('0.3');
    expect(centimetres(sum)).toBe(0.3);
  });

  it('reads inches in eighths, in every way they are written', () => {
    const expected = 619_125; // 24 3/8 in = 61.9125 cm exactly
    for (const written of ['24 3/8', '24-3/8', '24.375', 24.375]) {
      expect(parseInches(written)).toBe(expected);
    }
    expect(parseInches('3/8')).toBe(9_525);
    expect(parseInches('-1/2')).toBe(-12_700);
    expect(parseInches('1 1/4')).toBe(31_750);
    expect(parseInches('24')).toBe(609_600);
    expect(parseInches('24.3')).toBeNull();
    expect(parseInches('24 3/16')).toBeNull();
    expect(parseInches('24 9/8')).toBeNull();
  });

  it('round-trips inches through centimetres without drift', () => {
    for (let eighths = 0; eighths <= 8 * 60; eighths += 1) {
      const written = formatInches(eighths * 3_175);
      const um = parseInches(written)!;
      expect(um).toBe(eighths * 3_175);
      // What the API answers, read back, is the same length.
      expect(parseCentimetres(centimetres(um))).toBe(um);
    }
    expect(formatInches(619_125)).toBe('24 3/8');
    expect(centimetres(619_125)).toBe(61.9125);
  });
});

describe('grading a row', () => {
  const sizes = ['XS', 'S', 'M', 'L', 'XL'];
  const cm = (value: number) => parseCentimetres(value)!;

  it('grades one increment for every step from the base size', () => {
    const result = gradeRow(sizes, 'M', {
      base: cm(50),
      steps: [2, 2, 2, 2].map(cm),
      overrides: {},
    });
    expect(
      Object.fromEntries(Object.entries(result.values).map(([s, v]) => [s, centimetres(v)])),
    ).toEqual({ XS: 46, S: 48, M: 50, L: 52, XL: 54 });
    expect(result.missing).toEqual([]);
    expect(result.shrinking).toEqual([]);
  });

  it('grades one increment per step (+2 up to L, +2.5 above) and keeps decimals exact', () => {
    const result = gradeRow(sizes, 'M', {
      base: cm(50.1),
      steps: [cm(1.5), cm(2), cm(2), cm(2.5)],
      overrides: {},
    });
    expect(Object.values(result.values).map(centimetres)).toEqual([46.6, 48.1, 50.1, 52.1, 54.6]);
  });

  it('lets explicit values win, and flags missing and shrinking sizes', () => {
    const result = gradeRow(sizes, 'M', { base: cm(50), steps: null, overrides: { L: cm(49) } });
    expect(result.missing).toEqual(['XS', 'S', 'XL']);
    expect(result.shrinking).toEqual(['L']);
  });
});

describe('the spec sheet a PUT sends', () => {
  const sheet = (rows: unknown[], unit = 'cm') => ({
    revision: 0,
    unit,
    sizes: ['S', 'M', 'L'],
    baseSize: 'M',
    rows,
  });
  const pomId = '6f1c1a7e-3f3a-4d6a-9d3b-1f2e3d4c5b6a';

  it('converts inches once, on entry', () => {
    const parsed = ZSaveSpecSchema.parse(
      sheet(
        [{ pomId, base: '24 3/8', gradeRule: '1/2', tolerance: { minus: '1/4', plus: '1/4' } }],
        'in',
      ),
    );
    expect(parsed.rows[0]).toMatchObject({ base: 619_125, gradeRule: 12_700 });
    expect(parsed.rows[0]!.tolerance).toEqual({ minus: 6_350, plus: 6_350 });
  });

  it('names each bad field in Atelier’s words', () => {
    const result = ZSaveSpecSchema.safeParse(
      sheet(
        [
          { pomId, base: '24.3', gradeRule: [1, 2, 3] },
          { pomId, values: { XXL: 3 } },
        ],
        'in',
      ),
    );
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['rows.0.base', 'Enter inches in whole eighths, e.g. 24 3/8 or 24.375.'],
        [
          'rows.0.gradeRule',
          'Give one increment for every step, or one per step between neighbouring sizes.',
        ],
        ['rows.1.pomId', 'Each point of measure appears once on a spec sheet.'],
        ['rows.1.values.XXL', 'XXL is not a size of this spec sheet.'],
      ]),
    );
  });
});

describe('numbers read and written without their text', () => {
  // The text paths the fast ones must agree with.
  const viaText = (value: number) => parseCentimetres(String(value));
  const centimetresViaText = (um: number) => Number(formatCentimetres(um));
  const samples = [
    0,
    -0,
    1,
    -1,
    0.1,
    0.2,
    0.1 + 0.2,
    0.0001,
    0.00005,
    61.9125,
    -61.9125,
    10.299999999999999,
    999_999.9999,
    1_000_000,
    123_456.7891,
    1e-7,
    5e-324,
    24.375,
    2.54,
    0.3175,
  ];

  it('reads a number as its text reads, for exact decimals and the rest', () => {
    for (const value of samples)
      expect(parseCentimetres(value), String(value)).toBe(viaText(value));
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 20_000; i += 1) {
      const exact = Math.round((random() - 0.5) * 2e9) / 10_000;
      const noisy = (random() - 0.5) * 2e4;
      expect(parseCentimetres(exact)).toBe(viaText(exact));
      expect(parseCentimetres(noisy)).toBe(viaText(noisy));
    }
    expect(parseCentimetres(Number.NaN)).toBeNull();
    expect(parseCentimetres(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('writes whole µm as the number of their decimal text', () => {
    let seed = 11;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 20_000; i += 1) {
      const um = Math.round((random() - 0.5) * 2e10);
      expect(centimetres(um)).toBe(centimetresViaText(um));
    }
    expect(Object.is(centimetres(-0), 0)).toBe(true);
    expect(centimetres(619_125)).toBe(61.9125);
  });
});
