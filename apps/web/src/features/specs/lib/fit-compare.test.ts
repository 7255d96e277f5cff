import type { FitRow, FitSession } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { compareFits } from './fit-compare';

const row = (overrides: Partial<FitRow>): FitRow => ({
  pomId: 'a',
  code: 'A1',
  name: 'Body length',
  spec: 70,
  tolerance: { minus: 1, plus: 1 },
  supplier: null,
  own: null,
  revised: null,
  comment: null,
  measured: null,
  deviation: null,
  outOfTolerance: null,
  specRevision: 1,
  recordedAt: '2026-12-05T10:00:00.000Z',
  recordedBy: null,
  history: [],
  ...overrides,
});

const session = (rows: FitRow[]) => ({ rows }) as FitSession;

describe('compareFits', () => {
  it('says how far each deviation moved, exactly, and which rows crossed the tolerance', () => {
    const from = session([
      row({ pomId: 'a', code: 'A1', measured: 71.5, deviation: 1.5, outOfTolerance: true }),
      row({
        pomId: 'b',
        code: 'B1',
        spec: 44,
        measured: 44.1,
        deviation: 0.1,
        outOfTolerance: false,
      }),
      row({ pomId: 'c', code: 'C1', measured: 70.2, deviation: 0.2, outOfTolerance: false }),
    ]);
    const to = session([
      row({ pomId: 'c', code: 'C1', measured: 69.9, deviation: -0.1, outOfTolerance: false }),
      row({ pomId: 'a', code: 'A1', measured: 70.5, deviation: 0.5, outOfTolerance: false }),
      row({
        pomId: 'b',
        code: 'B1',
        spec: 45,
        measured: 46.4,
        deviation: 1.4,
        outOfTolerance: true,
      }),
    ]);
    const points = compareFits(from, to, ['a', 'b', 'c']);
    expect(points.map((point) => [point.code, point.moved, point.change])).toEqual([
      ['A1', -1, 'into'],
      ['B1', 1.3, 'outOf'],
      ['C1', -0.3, null],
    ]);
    expect(points[1]!.from).toEqual({
      spec: 44,
      measured: 44.1,
      deviation: 0.1,
      outOfTolerance: false,
    });
    expect(points[1]!.to!.spec).toBe(45);
  });

  it('keeps points only one session measured, and deleted points by their code', () => {
    const from = session([
      row({ pomId: null, code: 'Z9', measured: 10, deviation: 0, outOfTolerance: false }),
      row({ pomId: 'a', code: 'A1' }),
    ]);
    const to = session([
      row({ pomId: 'b', code: 'B1', measured: 44, deviation: 0, outOfTolerance: false }),
      row({ pomId: null, code: 'Z9', measured: 10.5, deviation: 0.5, outOfTolerance: false }),
    ]);
    const points = compareFits(from, to, ['a', 'b']);
    expect(
      points.map((point) => [point.code, point.from !== null, point.to !== null, point.moved]),
    ).toEqual([
      ['A1', true, false, null],
      ['B1', false, true, null],
      ['Z9', true, true, 0.5],
    ]);
  });
});
