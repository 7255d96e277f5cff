import { messages } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { aSpecRow, aSpecSheet, BODY_ID, CHEST_ID } from '../../../testing/spec-fixtures';
import {
  draftOf,
  parseTsv,
  pasteBlock,
  rebase,
  saveBody,
  setCell,
  viewRow,
  withBaseSize,
  type Draft,
} from './draft';

const sheet = () => draftOf(aSpecSheet());
const typed = (draft: Draft, row: number, column: Parameters<typeof setCell>[2], text: string) => {
  const result = setCell(draft, row, column, text);
  if (!result.ok) throw new Error(result.error);
  return result.draft;
};

describe('a spec sheet draft', () => {
  it('grades from the base, and words a size smaller than the one before', () => {
    const draft = typed(sheet(), 0, 'size:L', '69');
    const view = viewRow(draft, draft.rows[0]!);
    expect(view.values).toEqual({ S: 680_000, M: 700_000, L: 690_000 });
    expect(view.warnings).toEqual([messages.specShrinking('L')]);
  });

  it('takes a grade per step only with one increment for every step', () => {
    expect(setCell(sheet(), 0, 'grade', '1; 2; 3')).toEqual({
      ok: false,
      error: messages.gradeStepsCount,
    });
    const draft = typed(sheet(), 0, 'grade', '1.5; 2.5');
    expect(viewRow(draft, draft.rows[0]!).values).toEqual({ S: 685_000, M: 700_000, L: 725_000 });
  });

  it('reads a pasted block with Windows line ends, leaving out what falls off the grid', () => {
    expect(parseTsv('1\t2\r\n3\t4\r\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    const pasted = pasteBlock(sheet(), 1, 'size:M', [['51', '53', '99'], ['7']]);
    expect(pasted.changed).toBe(2);
    expect(pasted.outside).toBe(2);
    expect(pasted.draft.rows[1]).toMatchObject({ base: 510_000, overrides: { L: 530_000 } });
    const refused = pasteBlock(sheet(), 0, 'size:S', [['abc']]);
    expect(refused.errors[`${BODY_ID} size:S`]).toEqual({
      text: 'abc',
      error: messages.centimetresInvalid,
    });
  });

  it('sends inches only when every length is a whole eighth', () => {
    const inches = { ...sheet(), unit: 'in' as const };
    expect(saveBody(inches, 3)).toMatchObject({ unit: 'cm', rows: [{ base: '70' }, {}] });
    const eighths = draftOf(
      aSpecSheet({
        unit: 'in',
        rows: [
          aSpecRow({ base: 61.9125, gradeRule: 1.27, tolerance: { minus: 0.635, plus: 0.635 } }),
        ],
      }),
    );
    expect(saveBody(eighths, 3).rows[0]).toEqual({
      pomId: BODY_ID,
      base: '24 3/8',
      gradeRule: '1/2',
      values: {},
      tolerance: { minus: '1/4', plus: '1/4' },
    });
  });

  it('keeps every value when the base size moves', () => {
    const draft = withBaseSize(sheet(), 'L');
    expect(draft.rows[0]).toMatchObject({ base: 720_000 });
    expect(viewRow(draft, draft.rows[0]!).values).toEqual({ S: 680_000, M: 700_000, L: 720_000 });
  });

  it('lays my changes over a newer sheet: mine win where I typed, theirs stay elsewhere', () => {
    const base = sheet();
    const mine = typed(typed(base, 0, 'size:M', '71'), 0, 'size:S', '67');
    const theirs = typed(typed(base, 1, 'size:M', '52'), 0, 'size:S', '66');
    const { draft, applied, conflicts } = rebase(base, mine, theirs);
    expect(applied).toBe(2);
    // S was typed by both, to different lengths: the one value the person must decide.
    expect(conflicts).toBe(1);
    expect(rebase(base, typed(base, 0, 'size:M', '71'), theirs).conflicts).toBe(0);
    expect(rebase(base, mine, typed(base, 0, 'size:S', '67')).conflicts).toBe(0);
    expect(draft.rows.find((row) => row.pomId === BODY_ID)).toMatchObject({
      base: 710_000,
      overrides: { S: 670_000 },
    });
    expect(draft.rows.find((row) => row.pomId === CHEST_ID)).toMatchObject({ base: 520_000 });

    const removed = { ...base, rows: base.rows.slice(1) };
    expect(rebase(base, removed, theirs).draft.rows.map((row) => row.pomId)).toEqual([CHEST_ID]);
    // Taking off a row they changed is theirs lost: it is asked too.
    expect(rebase(base, removed, theirs).conflicts).toBe(1);
  });
});
