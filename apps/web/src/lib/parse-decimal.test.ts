import { describe, expect, it } from 'vitest';
import { parseDecimal } from './parse-decimal';

describe('parseDecimal', () => {
  it.each([
    ['14,80', 14.8],
    ['14.80', 14.8],
    ['1,480.00', 1480],
    ['1.480,00', 1480],
    ['1,480', 1480],
    ['1.480', 1.48],
    ['1,480,000', 1480000],
    ['1 480,5', 1480.5],
    ['12.', 12],
    ['.5', 0.5],
    ['0', 0],
    [' 12.5 ', 12.5],
  ])('reads %s as %d where the decimal separator is a dot', (text, number) => {
    expect(parseDecimal(text, '.')).toBe(number);
  });

  it.each([
    ['14,80', 14.8],
    ['14.80', 14.8],
    ['1.480', 1480],
    ['1,480', 1.48],
    ['1.480,00', 1480],
  ])('reads %s as %d where the decimal separator is a comma', (text, number) => {
    expect(parseDecimal(text, ',')).toBe(number);
  });

  it('answers null for nothing and NaN for what is not a number', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('   ')).toBeNull();
    for (const text of ['abc', '12a', '-5', ',', '1e5', '$12']) {
      expect(parseDecimal(text)).toBeNaN();
    }
  });
});
