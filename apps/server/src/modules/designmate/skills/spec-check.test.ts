import { describe, expect, it } from 'vitest';
import { chooseSkill } from './choose.ts';
import { gradingJumps } from './spec-check.ts';

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

describe('grading that jumps', () => {
  it('is a step more than twice the row’s median step', () => {
    expect(gradingJumps(SIZES, { XS: 40, S: 42, M: 44, L: 52, XL: 54 })).toEqual([
      { from: 'M', to: 'L', step: 80_000, usual: 20_000 },
    ]);
    // Exactly twice is no jump; steps that differ by the rule (+2 up to L, +2.5 above) neither.
    expect(gradingJumps(SIZES, { XS: 40, S: 42, M: 44, L: 48, XL: 50 })).toEqual([]);
    expect(gradingJumps(SIZES, { XS: 40, S: 42, M: 44, L: 46, XL: 48.5 })).toEqual([]);
  });

  it('needs three steps and a growing median; sizes without a value are skipped', () => {
    expect(gradingJumps(SIZES, { M: 44, L: 46, XL: 60 })).toEqual([]);
    expect(gradingJumps(SIZES, { XS: 40, S: 40, M: 40, L: 49, XL: 40 })).toEqual([]);
    expect(gradingJumps(SIZES, { XS: 40, S: 41, L: 43, XL: 49 })).toEqual([]);
    expect(
      gradingJumps(['XS', 'S', 'M', 'L', 'XL', 'XXL'], {
        XS: 40,
        S: 41,
        M: 42,
        L: 43,
        XL: 49,
        XXL: 50,
      }),
    ).toEqual([{ from: 'L', to: 'XL', step: 60_000, usual: 10_000 }]);
  });
});

describe('the words that ask for a spec check', () => {
  const context = { hasFiles: false, hasProduct: true };
  it.each([
    'Check this spec',
    'check the spec of the parka',
    'Is the spec of the camp shirt OK?',
    'are the measurements right?',
    'Review the measurements',
    'Can you look over the grading?',
    'spec check',
    'Spec sheet review for the parka, please',
    'check our tolerances',
  ])('%s', (text) => {
    expect(chooseSkill(text, context)).toBe('spec');
    expect(chooseSkill(text, { ...context, hasProduct: false })).toBe('spec');
  });

  it.each([
    'What did they ask to change?',
    'Which products are in sampling?',
    'Suggest tags for the parka',
    'Check the comments on the parka',
  ])('not: %s', (text) => {
    expect(chooseSkill(text, context)).not.toBe('spec');
  });
});
