/**
 * Reads a number as people type or paste it, whichever separator they use: '14,80' and '14.80'
 * are both 14.8, '1,480.00' and '1.480,00' are both 1480. Returns null for an empty text and NaN
 * for one that is not a number, so a form can tell "no value" from "wrong value".
 *
 * With one kind of separator, a single one is the decimal point, unless it is not the user's own
 * and is followed by exactly three digits: then it groups thousands ('1,480' where the decimal
 * separator is a dot). Several of one kind always group thousands; with both kinds, the last is
 * the decimal point.
 */
export function parseDecimal(text: string, decimalSeparator: '.' | ',' = '.'): number | null {
  // Spaces and apostrophes group thousands too (1 480, 1'480).
  const compact = text.replace(/[\s'\u2019]/g, '');
  if (compact === '') return null;
  if (!/^[\d.,]+$/.test(compact) || !/\d/.test(compact)) return Number.NaN;

  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  const decimalAt = decimalPosition(compact, lastDot, lastComma, decimalSeparator);
  const whole = compact.slice(0, decimalAt === -1 ? undefined : decimalAt).replace(/[.,]/g, '');
  const fraction = decimalAt === -1 ? '' : compact.slice(decimalAt + 1);
  return Number(`${whole || '0'}.${fraction || '0'}`);
}

function decimalPosition(
  text: string,
  lastDot: number,
  lastComma: number,
  decimalSeparator: '.' | ',',
): number {
  if (lastDot !== -1 && lastComma !== -1) return Math.max(lastDot, lastComma);
  const at = Math.max(lastDot, lastComma);
  if (at === -1) return -1;
  const separator = text.charAt(at);
  if (text.indexOf(separator) !== at) return -1;
  const groupsThousands = separator !== decimalSeparator && /^\d{3}$/.test(text.slice(at + 1));
  return groupsThousands ? -1 : at;
}
