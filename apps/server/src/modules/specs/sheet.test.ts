import { describe, expect, it } from 'vitest';
import { changedBetween, changedCells, computeSheet, snapshotOf, type Sheet } from './sheet.ts';

const row = (pomId: string, base: number | null, tolerance = 5_000, overrides = {}) => ({
  pomId,
  code: pomId.slice(0, 2),
  name: `Point ${pomId}`,
  base,
  gradeRule: 20_000,
  overrides,
  tolerance: { minus: tolerance, plus: tolerance },
});

const sheet = (sizes: string[], rows: ReturnType<typeof row>[]): Sheet =>
  computeSheet({ unit: 'cm', sizes, baseSize: 'M' }, rows);

/** Both counts: on the sheets' µm, and on their snapshots as a revision keeps them. */
const counts = (before: Sheet | null, after: Sheet) => {
  const fast = changedBetween(before, after);
  expect(fast).toEqual(changedCells(before ? snapshotOf(before) : null, snapshotOf(after)));
  return fast;
};

describe('changedBetween', () => {
  const sizes = ['S', 'M', 'L'];
  const first = sheet(sizes, [row('a1', 700_000), row('b2', 500_000)]);

  it('counts every value of a new sheet and no tolerance', () => {
    expect(counts(null, first)).toEqual({ values: 6, tolerances: 0 });
  });

  it('counts the values a changed base moves, and nothing for the same sheet', () => {
    expect(counts(first, first)).toEqual({ values: 0, tolerances: 0 });
    const moved = sheet(sizes, [row('a1', 705_000), row('b2', 500_000)]);
    expect(counts(first, moved)).toEqual({ values: 3, tolerances: 0 });
    const overridden = sheet(sizes, [
      row('a1', 700_000, 5_000, { L: 730_000 }),
      row('b2', 500_000),
    ]);
    expect(counts(first, overridden)).toEqual({ values: 1, tolerances: 0 });
  });

  it('counts a tolerance changed on a row that stays, not on rows added or taken off', () => {
    const narrowed = sheet(sizes, [row('a1', 700_000, 3_000), row('b2', 500_000)]);
    expect(counts(first, narrowed)).toEqual({ values: 0, tolerances: 2 });
    const swapped = sheet(sizes, [row('a1', 700_000), row('c3', 400_000, 2_000)]);
    expect(counts(first, swapped)).toEqual({ values: 6, tolerances: 0 });
  });

  it('counts sizes added and taken off, and values that can no longer be computed', () => {
    const wider = sheet(['S', 'M', 'L', 'XL'], [row('a1', 700_000), row('b2', 500_000)]);
    expect(counts(first, wider)).toEqual({ values: 2, tolerances: 0 });
    expect(counts(wider, first)).toEqual({ values: 2, tolerances: 0 });
    const blank = sheet(sizes, [row('a1', null), row('b2', 500_000)]);
    expect(counts(first, blank)).toEqual({ values: 3, tolerances: 0 });
  });
});
