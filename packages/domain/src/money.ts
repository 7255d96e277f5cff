/**
 * Exact decimals for money, quantities and percentages (DESIGN §9, issue 46): sent as a number or a
 * decimal text, answered as the decimal text ('2.35', '0.125'), so nothing drifts through a float.
 * Arithmetic on them happens on the server (decimal.js) or in PostgreSQL `numeric`, never in JS
 * numbers.
 */
import { z } from 'zod';

/** Digits before and after the point that every amount fits in (`numeric(16, 4)` columns). */
export const DECIMAL_WHOLE_DIGITS = 12;
export const DECIMAL_SCALE = 4;

/**
 * A number's decimal text without exponent ('1e-7' → '0.0000001'); null when it is not finite.
 * Only for numbers that came from JSON: their shortest text is the decimal the sender meant.
 */
function plainText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/**
 * The canonical text of a decimal ('002.50' → '2.5', '-0' → '0'), or null when the text is not a
 * decimal with at most `scale` places and DECIMAL_WHOLE_DIGITS whole digits.
 */
export function canonicalDecimal(input: string | number, scale = DECIMAL_SCALE): string | null {
  const text = typeof input === 'number' ? plainText(input) : input.trim().replace(/,/g, '.');
  if (text === null) return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, wholeRaw, fractionRaw = ''] = match;
  const whole = wholeRaw!.replace(/^0+(?=\d)/, '');
  const fraction = fractionRaw.replace(/0+$/, '');
  if (whole.length > DECIMAL_WHOLE_DIGITS || fraction.length > scale) return null;
  const zero = /^0+$/.test(whole) && fraction === '';
  return `${zero ? '' : sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A decimal field: a number or a decimal text in, the canonical decimal text out. `min`/`max`
 * are compared exactly (as texts through Number only when both sides are short enough to be exact).
 */
export function zDecimal(
  message: string,
  { min = 0, max, scale = DECIMAL_SCALE }: { min?: number; max?: number; scale?: number } = {},
) {
  return z
    .union([z.number(), z.string().max(40)], { error: message })
    .transform((value, context) => {
      const decimal = canonicalDecimal(value, scale);
      const number = decimal === null ? NaN : Number(decimal);
      if (decimal === null || number < min || (max !== undefined && number > max)) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return decimal;
    });
}

// ---------------------------------------------------------------- materials and their units

/** What a team keeps in its materials library beside fabrics (fabrics keep their own catalogue). */
export const MATERIAL_KINDS = ['trim', 'label', 'packaging', 'thread', 'other'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

/** A bill of materials line is a fabric or one of the material kinds. */
export const BOM_LINE_KINDS = ['fabric', ...MATERIAL_KINDS] as const;
export type BomLineKind = (typeof BOM_LINE_KINDS)[number];

/** The units a material is bought and consumed in. */
export const MATERIAL_UNITS = ['m', 'cm', 'yd', 'pcs', 'pair', 'set', 'g', 'kg', 'cone'] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];

/** What each kind is called on screen, singular and plural. */
export const MATERIAL_KIND_LABELS: Record<BomLineKind, { one: string; many: string }> = {
  fabric: { one: 'Fabric', many: 'Fabrics' },
  trim: { one: 'Trim', many: 'Trims' },
  label: { one: 'Label', many: 'Labels' },
  packaging: { one: 'Packaging', many: 'Packaging' },
  thread: { one: 'Thread', many: 'Threads' },
  other: { one: 'Other component', many: 'Other components' },
};
