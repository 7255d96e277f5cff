import { SEARCH_KINDS } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { kindsInOrder } from './kind-order';

describe('kindsInOrder', () => {
  it('shows the colours a hex code matched before the products wearing them (issue 44 §14)', () => {
    const order = kindsInOrder('#D22B2B');
    expect(order.indexOf('colour')).toBe(0);
    expect([...order].sort()).toEqual([...SEARCH_KINDS].sort());
  });

  it('keeps the kinds’ own order for words', () => {
    expect(kindsInOrder(undefined)).toEqual(SEARCH_KINDS);
  });
});
