import { describe, expect, it } from 'vitest';
import { canonicalDecimal, zDecimal } from './money.ts';

describe('exact decimals', () => {
  it('answers the canonical text of numbers and texts', () => {
    expect(canonicalDecimal('002.50')).toBe('2.5');
    expect(canonicalDecimal(2.35)).toBe('2.35');
    expect(canonicalDecimal('0,125')).toBe('0.125');
    expect(canonicalDecimal(1e-4)).toBe('0.0001');
    expect(canonicalDecimal('-0')).toBe('0');
    expect(canonicalDecimal('10')).toBe('10');
  });

  it('refuses what is not an exact decimal of the allowed size', () => {
    expect(canonicalDecimal('1.23456')).toBeNull();
    expect(canonicalDecimal('abc')).toBeNull();
    expect(canonicalDecimal('1e5')).toBeNull();
    expect(canonicalDecimal(Number.NaN)).toBeNull();
    expect(canonicalDecimal('1234567890123')).toBeNull();
  });

  it('validates bounds with its message', () => {
    const schema = zDecimal('Bad amount.', { max: 100 });
    expect(schema.parse('12.5')).toBe('12.5');
    expect(schema.safeParse('-1').error?.issues[0]?.message).toBe('Bad amount.');
    expect(schema.safeParse(101).success).toBe(false);
    expect(schema.safeParse(null).error?.issues[0]?.message).toBe('Bad amount.');
  });
});
