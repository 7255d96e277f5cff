/**
 * What the number pad types: a length as a person writes it, with their own decimal separator
 * ('72,5') or, in inches, a whole number and an eighths fraction ('24 3/8'). It stays a text until
 * it is committed; `measureText` turns it into the text the domain's `parseMeasure` reads, so a
 * length typed on the pad is read, graded and refused exactly as one typed in the desktop grid.
 */
import type { MeasureUnit } from '@atelier/domain';

export type DecimalSeparator = '.' | ',';

export type PadKey =
  | { kind: 'digit'; digit: string }
  | { kind: 'decimal' }
  /** An eighths fraction of an inch: 1 to 7 eighths, written reduced ('1/4', '3/8'). */
  | { kind: 'fraction'; eighths: number }
  | { kind: 'backspace' }
  | { kind: 'clear' };

/** The most places a length takes after the separator (the domain's four). */
const DECIMAL_PLACES = 4;
/** The most whole digits: lengths end at 500 cm, so a fifth digit is a slip of the thumb. */
const WHOLE_DIGITS = 4;
const FRACTION = /\s*\d+\/\d+$/;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** 1–7 eighths as a reduced fraction: 2 → '1/4', 3 → '3/8'. */
export function fractionText(eighths: number): string {
  const common = gcd(eighths, 8);
  return `${eighths / common}/${8 / common}`;
}

/** The seven fractions of an inch the pad offers, in order. */
export const EIGHTHS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The text once `key` is pressed; a key that would make it unreadable changes nothing. */
export function typeKey(text: string, key: PadKey, separator: DecimalSeparator): string {
  const hasFraction = FRACTION.test(text);
  switch (key.kind) {
    case 'clear':
      return '';
    case 'backspace':
      // A fraction is one key, so it goes as one.
      return hasFraction ? text.replace(FRACTION, '') : text.slice(0, -1);
    case 'digit': {
      if (hasFraction) return text;
      const [whole = '', places] = text.split(separator);
      if (places !== undefined) return places.length >= DECIMAL_PLACES ? text : text + key.digit;
      if (whole === '0') return key.digit;
      return whole.length >= WHOLE_DIGITS ? text : text + key.digit;
    }
    case 'decimal':
      if (hasFraction || text.includes(separator)) return text;
      return `${text === '' ? '0' : text}${separator}`;
    case 'fraction': {
      // A fraction follows the whole inches and takes the place of any other part.
      const whole = text.replace(FRACTION, '').split(separator)[0] ?? '';
      const fraction = fractionText(key.eighths);
      return whole === '' || whole === '0' ? fraction : `${whole} ${fraction}`;
    }
  }
}

/** The pad's text as the domain reads a length: either separator is the decimal point. */
export const measureText = (text: string) => text.trim().replace(',', '.');

/** A length as the sheet writes it ('72.5', '24 3/8'), in the person's separator. */
export const padText = (text: string, separator: DecimalSeparator) =>
  separator === ',' ? text.replace('.', ',') : text;

/** Whether the pad offers fractions: inches are typed in eighths. */
export const takesFractions = (unit: MeasureUnit) => unit === 'in';
