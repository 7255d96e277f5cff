import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  draftKey,
  lineProblem,
  moved,
  newLine,
  rebase,
  withChoice,
  withoutColourway,
  type BomDraft,
} from './draft';

const shell = { ...newLine('fabric', 'l1'), name: 'Washed linen', quantity: '1.85' };
const buttons = { ...newLine('trim', 'l2'), name: 'Corozo button', quantity: '7' };
const base: BomDraft = {
  colourways: [
    { _id: 'c1', name: 'Poppy', colourIds: ['red'] },
    { _id: 'c2', name: 'Chalk', colourIds: ['white'] },
  ],
  lines: [shell, buttons],
};

describe('the bill of materials draft', () => {
  it('reads a line’s colour, none or not used in each colourway', () => {
    const line = withChoice(withChoice(shell, 'c1', { kind: 'colour', colourId: 'red' }), 'c2', {
      kind: 'unused',
    });
    expect(choiceOf(line, 'c1')).toEqual({ kind: 'colour', colourId: 'red' });
    expect(choiceOf(line, 'c2')).toEqual({ kind: 'unused' });
    expect(choiceOf(withChoice(line, 'c2', { kind: 'none' }), 'c2')).toEqual({ kind: 'none' });
  });

  it('reorders, and forgets a colourway on every line when it is taken off', () => {
    expect(moved([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    const line = withChoice(shell, 'c2', { kind: 'unused' });
    const without = withoutColourway({ ...base, lines: [line] }, 'c2');
    expect(without.colourways.map((colourway) => colourway._id)).toEqual(['c1']);
    expect(without.lines[0]!.notUsedIn).toEqual([]);
    expect(without.lines[0]!.colours).not.toHaveProperty('c2');
  });

  it('reads exact decimals as the same', () => {
    const a = { ...base, lines: [{ ...shell, quantity: '1.50' }] };
    const b = { ...base, lines: [{ ...shell, quantity: '1.5' }] };
    expect(draftKey(a)).toBe(draftKey(b));
  });

  it('says what the server would refuse, in its words', () => {
    expect(lineProblem({ ...shell, name: ' ' })?.field).toBe('name');
    expect(lineProblem({ ...shell, quantity: 'lots' })?.field).toBe('quantity');
    expect(lineProblem({ ...shell, unitPrice: '2', currency: null })?.field).toBe('currency');
    expect(lineProblem({ ...shell, wastePercent: '120' })?.field).toBe('wastePercent');
    expect(lineProblem(shell)).toBeNull();
  });

  it('lays my edits over a teammate’s newer bill, field by field', () => {
    const mine = { ...base, lines: [{ ...shell, quantity: '2' }, buttons, newLine('label', 'l3')] };
    const theirs = { ...base, lines: [{ ...shell, supplier: 'Lino Tessile' }, buttons] };
    const merged = rebase(base, mine, theirs);
    expect(merged.conflicts).toBe(0);
    expect(merged.draft.lines.map((line) => line._id)).toEqual(['l1', 'l2', 'l3']);
    expect(merged.draft.lines[0]).toMatchObject({ quantity: '2', supplier: 'Lino Tessile' });
  });

  it('counts a conflict when both changed one field, and keeps mine', () => {
    const mine = { ...base, lines: [{ ...shell, quantity: '2' }, buttons] };
    const theirs = { ...base, lines: [{ ...shell, quantity: '3' }, buttons] };
    const merged = rebase(base, mine, theirs);
    expect(merged.conflicts).toBe(1);
    expect(merged.draft.lines[0]!.quantity).toBe('2');
  });

  it('keeps my order and my removals', () => {
    const mine = { ...base, lines: [buttons] };
    const theirs = {
      ...base,
      lines: [shell, buttons, { ...newLine('thread', 'l4'), name: 'Tkt 120' }],
    };
    expect(rebase(base, mine, theirs).draft.lines.map((line) => line._id)).toEqual(['l2', 'l4']);
    const reordered = { ...base, lines: [buttons, shell] };
    expect(rebase(base, reordered, theirs).draft.lines.map((line) => line._id)).toEqual([
      'l2',
      'l1',
      'l4',
    ]);
  });
});
