import { describe, expect, it } from 'vitest';
import { paramsFromPath, wallAddress } from './wall-filters';

const params = (entries: Record<string, string>) => new URLSearchParams(entries);

describe('the wall address', () => {
  it('reads names, ids and dates from the path, and its words as "any"', () => {
    const read = paramsFromPath(
      { season: 'SS27', deadline: 'soon', tag: 'ALL', category: 'Dresses', fabric: 'fabric' },
      params({ stage: 'design' }),
    );
    expect(Object.fromEntries(read)).toEqual({
      stage: 'design',
      season: 'SS27',
      category: 'Dresses',
    });
    expect(paramsFromPath({ deadline: '2027-03-31' }, params({})).get('deadlineTo')).toBe(
      '2027-03-31',
    );
  });

  it('writes the path filters of the wall of all teams into the path, the rest into the query', () => {
    expect(wallAddress(undefined, params({}))).toBe('/Wall');
    expect(wallAddress(undefined, params({ stage: 'idea' }))).toBe('/Wall?stage=idea');
    expect(
      wallAddress(undefined, params({ season: 'SS27', fabric: 'Washed Linen', search: 'coat' })),
    ).toBe('/Wall/SS27/deadline/tag/category/Washed%20Linen?search=coat');
    expect(wallAddress(undefined, params({ deadlineTo: '2027-03-31', tag: 'a/b' }))).toBe(
      '/Wall/season/2027-03-31/a%2Fb/category/fabric',
    );
  });

  it('keeps the query for a team wall, and for a name the path would read as "any"', () => {
    expect(wallAddress('t1', params({ season: 'SS27' }))).toBe('/Wall/t1?season=SS27');
    expect(wallAddress(undefined, params({ season: 'SS27', tag: 'All' }))).toBe(
      '/Wall?season=SS27&tag=All',
    );
  });
});
