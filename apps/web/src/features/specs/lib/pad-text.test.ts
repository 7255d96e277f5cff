import { parseMeasure } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { fractionText, measureText, padText, typeKey, type PadKey } from './pad-text';

/** The text after pressing `keys` from an empty field: digits, ',' or '.', '<' backspace, 'C'. */
function press(keys: (string | PadKey)[], separator: '.' | ',' = '.') {
  return keys.reduce<string>((text, key) => {
    if (typeof key !== 'string') return typeKey(text, key, separator);
    if (key === '<') return typeKey(text, { kind: 'backspace' }, separator);
    if (key === 'C') return typeKey(text, { kind: 'clear' }, separator);
    if (key === separator) return typeKey(text, { kind: 'decimal' }, separator);
    return typeKey(text, { kind: 'digit', digit: key }, separator);
  }, '');
}
const eighths = (count: number): PadKey => ({ kind: 'fraction', eighths: count });

describe('the number pad’s text', () => {
  it('types digits and one decimal separator, the person’s own', () => {
    expect(press(['7', '2', '.', '5'])).toBe('72.5');
    expect(press(['7', '2', ',', '5', ','], ',')).toBe('72,5');
    // A separator first reads as a nought before it; a second one is ignored.
    expect(press([',', '5'], ',')).toBe('0,5');
    expect(press(['0', '7'])).toBe('7');
  });

  it('stops at four decimal places and four whole digits, as lengths do', () => {
    expect(press(['1', '.', '1', '2', '3', '4', '5'])).toBe('1.1234');
    expect(press(['1', '2', '3', '4', '5'])).toBe('1234');
  });

  it('takes away the last character with backspace, and all of it with clear', () => {
    expect(press(['7', '2', '.', '5', '<'])).toBe('72.');
    expect(press(['7', '2', 'C'])).toBe('');
    expect(press(['<'])).toBe('');
  });

  it('adds an eighths fraction after the whole inches, in place of any other part', () => {
    expect(press(['2', '4', eighths(3)])).toBe('24 3/8');
    expect(press([eighths(4)])).toBe('1/2');
    expect(press(['2', '4', eighths(3), eighths(6)])).toBe('24 3/4');
    expect(press(['2', '4', '.', '5', eighths(2)])).toBe('24 1/4');
    // Nothing follows a fraction but another fraction; backspace takes it off whole.
    expect(press(['2', '4', eighths(3), '1'])).toBe('24 3/8');
    expect(press(['2', '4', eighths(3), '<'])).toBe('24');
    expect([1, 2, 3, 4, 5, 6, 7].map(fractionText)).toEqual([
      '1/8',
      '1/4',
      '3/8',
      '1/2',
      '5/8',
      '3/4',
      '7/8',
    ]);
  });

  it('hands the domain a length it reads, whichever separator was typed', () => {
    expect(parseMeasure(measureText('72,5'), 'cm')).toBe(725_000);
    expect(parseMeasure(measureText(press(['2', '4', eighths(3)])), 'in')).toBe(
      parseMeasure('24 3/8', 'in'),
    );
    expect(padText('72.5', ',')).toBe('72,5');
    expect(padText('24 3/8', ',')).toBe('24 3/8');
  });
});
