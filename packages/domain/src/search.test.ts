import { describe, expect, it } from 'vitest';
import { parseSearch, ZGlobalSearchQuery } from './search.ts';

describe('parseSearch', () => {
  it.each([
    ['linen shirt', { text: 'linen shirt', kinds: [] }],
    ['in:products lin', { text: 'lin', kinds: ['product'] }],
    ['in:products|comments lin', { text: 'lin', kinds: ['product', 'comment'] }],
    ['in:colors in:files red', { text: 'red', kinds: ['colour', 'file'] }],
    ['in:secrets red', { text: 'in:secrets red', kinds: [] }],
    ['team:Atelier hem', { text: 'hem', kinds: [], team: 'Atelier' }],
    ['team:"Spring Studio" hem', { text: 'hem', kinds: [], team: 'Spring Studio' }],
    ['#d22b2b', { text: '', kinds: [], hex: '#D22B2B' }],
    ['in:colours #f00', { text: '', kinds: ['colour'], hex: '#FF0000' }],
    ['#hashtag', { text: '#hashtag', kinds: [] }],
  ])('%s', (input, parsed) => {
    expect(parseSearch(input)).toEqual(parsed);
  });
});

describe('ZGlobalSearchQuery', () => {
  it('needs three characters of text besides the operators, or a hex code', () => {
    expect(ZGlobalSearchQuery.safeParse({ searchFilter: ' ab ' }).success).toBe(false);
    expect(ZGlobalSearchQuery.safeParse({ searchFilter: 'in:products ab' }).success).toBe(false);
    expect(ZGlobalSearchQuery.safeParse({ searchFilter: 'lin' }).success).toBe(true);
    expect(ZGlobalSearchQuery.safeParse({ searchFilter: '#D22B2B' }).success).toBe(true);
  });
});
