import { describe, expect, it } from 'vitest';
import { revisionLetter, ZReleaseTechpackSchema, ZTechpackCompareQuery } from './techpacks.ts';
import { messages } from './messages.ts';

describe('revision letters', () => {
  it('run A … Z, then AA, AB … AZ, BA … ZZ, then AAA, like spreadsheet columns', () => {
    expect([1, 2, 3, 26].map(revisionLetter)).toEqual(['A', 'B', 'C', 'Z']);
    expect([27, 28, 52, 53, 702, 703, 704].map(revisionLetter)).toEqual([
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'AAB',
    ]);
  });

  it('are never the same for two places, and sort like their places within a length', () => {
    const letters = Array.from({ length: 800 }, (_, index) => revisionLetter(index + 1));
    expect(new Set(letters).size).toBe(800);
    const twoLetters = letters.slice(26, 702);
    expect([...twoLetters].sort()).toEqual(twoLetters);
  });

  it('refuse a place that is not a whole number from 1', () => {
    expect(() => revisionLetter(0)).toThrow(RangeError);
    expect(() => revisionLetter(1.5)).toThrow(RangeError);
  });
});

describe('a release’s note and a comparison’s revisions', () => {
  it('trims the note and refuses one over 500 characters', () => {
    expect(ZReleaseTechpackSchema.parse({ note: '  After fit 2  ' })).toEqual({
      note: 'After fit 2',
    });
    expect(ZReleaseTechpackSchema.parse({})).toEqual({});
    const long = ZReleaseTechpackSchema.safeParse({ note: 'x'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe(messages.techpackNoteTooLong);
  });

  it('asks for both revisions by id', () => {
    const none = ZTechpackCompareQuery.safeParse({});
    expect(none.error?.issues.map((issue) => issue.message)).toEqual([
      messages.techpackCompareFromRequired,
      messages.techpackCompareToRequired,
    ]);
  });
});
