/**
 * Measurements as exact numbers (DESIGN §9, issue 45). A length is an integer count of
 * ten-thousandths of a centimetre (1 µm): every decimal centimetre a person types (up to four
 * places) and every eighth of an inch (0.3175 cm = 3,175 µm) is a whole number of them, so sums,
 * grading and a change of display unit never round. Inches are converted once, on entry; the API
 * answers centimetres, built from the integer by its decimal digits, never by float arithmetic.
 */

/** Units of a length in one centimetre. */
export const UM_PER_CM = 10_000;
/** Units of a length in one eighth of an inch (2.54 cm / 8, exactly). */
export const UM_PER_EIGHTH_INCH = 3_175;

export const MEASURE_UNITS = ['cm', 'in'] as const;
export type MeasureUnit = (typeof MEASURE_UNITS)[number];

/** What a person may type for a length: a JSON number or a decimal text ('24 3/8' in inches). */
export type MeasureInput = number | string;

const DECIMAL = /^([+-]?)(\d{1,6})(?:\.(\d{1,4}))?$/;
const LEADING_DOT = /^([+-]?)\.(\d{1,4})$/;

/** A decimal text's value in units of 10^-4, or null (more than four places, not a number). */
function tenThousandths(text: string): number | null {
  const trimmed = text.trim();
  const leading = LEADING_DOT.exec(trimmed);
  const match = leading ? [trimmed, leading[1], '0', leading[2]] : DECIMAL.exec(trimmed);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const value = Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
  return sign === '-' ? -value : value;
}

/** The text of a JSON number as a person would write it ('0.3', not '0.30000000000000004'). */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  // String(0.1 + 0.2) is '0.30000000000000004': too many places, so refused rather than rounded.
  return String(value);
}

/**
 * A JSON number's value in units of 10^-4, or null: the same answer as `tenThousandths` of its
 * text, without writing it out (an import reads thousands). `n / 10_000` is the double nearest to
 * the decimal n × 10^-4, as the number parsed from that decimal's text is; so the number is that
 * decimal exactly when it equals it. Six whole digits at most, as the text allows.
 */
function tenThousandthsOfNumber(value: number): number | null {
  if (!Number.isFinite(value) || Math.abs(value) >= 1_000_000) return null;
  const units = Math.round(value * UM_PER_CM);
  return units / UM_PER_CM === value ? units || 0 : null;
}

/** Centimetres (a number or a decimal text of up to four places) in µm, or null. */
export function parseCentimetres(input: MeasureInput): number | null {
  return typeof input === 'number' ? tenThousandthsOfNumber(input) : tenThousandths(input);
}

const MIXED = /^([+-]?)(?:(\d{1,4})(?:\s+|-))?(\d{1,2})\/(\d{1,2})$/;

/**
 * Inches in µm, or null unless they are a whole number of eighths: '24', '24 3/8', '24-3/8',
 * '3/8', '24.375' or the number 24.375. A value between eighths is refused, never rounded.
 */
export function parseInches(input: MeasureInput): number | null {
  const text = typeof input === 'number' ? numberText(input) : input.trim();
  if (text === null) return null;
  const mixed = MIXED.exec(text);
  let eighths: number;
  if (mixed) {
    const [, sign, whole = '0', top, bottom] = mixed;
    const denominator = Number(bottom);
    const numerator = Number(top);
    if (![2, 4, 8].includes(denominator) || numerator >= denominator) return null;
    eighths = Number(whole) * 8 + numerator * (8 / denominator);
    if (sign === '-') eighths = -eighths;
  } else {
    const value = tenThousandths(text);
    // An eighth of an inch is 0.125: exact in four decimal places.
    if (value === null || value % 1_250 !== 0) return null;
    eighths = value / 1_250;
  }
  return eighths * UM_PER_EIGHTH_INCH || 0;
}

/** A length typed in `unit`, in µm, or null when it is not a length of that unit. */
export function parseMeasure(input: MeasureInput, unit: MeasureUnit): number | null {
  return unit === 'in' ? parseInches(input) : parseCentimetres(input);
}

/** µm as a decimal text of centimetres, without trailing zeros: 619125 → '61.9125'. */
export function formatCentimetres(um: number): string {
  const sign = um < 0 ? '-' : '';
  const abs = Math.abs(um);
  const whole = Math.floor(abs / UM_PER_CM);
  const fraction = String(abs % UM_PER_CM)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * µm as the centimetres the API answers: the number whose shortest text is the exact decimal.
 * For a whole count of µm that is the quotient: a division is rounded to the double nearest the
 * exact value, as the decimal's text is parsed (`Number(formatCentimetres(um))`, the other path).
 */
export const centimetres = (um: number): number =>
  Number.isSafeInteger(um) ? um / UM_PER_CM || 0 : Number(formatCentimetres(um));

/** Centimetres the API answered (or a database numeric's text) back in µm. */
export function micrometres(cm: number | string): number {
  const um = parseCentimetres(cm);
  if (um === null) throw new RangeError(`not an exact length: ${cm}`);
  return um;
}

/**
 * µm as inches in eighths for display: '24 3/8', '1/2', '-1 1/4'. A length between eighths (one
 * entered in centimetres) shows its nearest eighth; the stored value does not change.
 */
export function formatInches(um: number): string {
  const eighths = Math.round(um / UM_PER_EIGHTH_INCH);
  const sign = eighths < 0 ? '-' : '';
  const abs = Math.abs(eighths);
  const whole = Math.floor(abs / 8);
  let top = abs % 8;
  let bottom = 8;
  while (top > 0 && top % 2 === 0) {
    top /= 2;
    bottom /= 2;
  }
  if (top === 0) return `${sign}${whole}`;
  return whole === 0 ? `${sign}${top}/${bottom}` : `${sign}${whole} ${top}/${bottom}`;
}

/** Whether a length is a whole number of eighths of an inch (shown in inches without rounding). */
export const isWholeEighths = (um: number) => um % UM_PER_EIGHTH_INCH === 0;

// ---------------------------------------------------------------- grading

export interface GradeInput {
  /** The base size's measurement, or null when the row has none. */
  base: number | null;
  /** One increment per step between neighbouring sizes (sizes.length − 1), or null. */
  steps: readonly number[] | null;
  /** Sizes given explicitly: they win over the grade. */
  overrides: Readonly<Record<string, number>>;
}

export interface GradeResult {
  /** Every size that has a measurement, in µm. */
  values: Record<string, number>;
  /** Sizes with no measurement, in size order. */
  missing: string[];
  /** Sizes measuring less than the size before them, in size order. */
  shrinking: string[];
}

/**
 * A row's measurement for every size: the base size holds the base, a size above adds the
 * increments of the steps between (a size below takes them away), an explicit value replaces the
 * computed one. A size the row cannot compute is missing; a size smaller than the one before it
 * is reported (grading that is not monotonic).
 */
export function gradeRow(sizes: readonly string[], baseSize: string, row: GradeInput): GradeResult {
  const baseIndex = sizes.indexOf(baseSize);
  const values: Record<string, number> = {};
  sizes.forEach((size, index) => {
    const explicit = row.overrides[size];
    if (explicit !== undefined) {
      values[size] = explicit;
      return;
    }
    if (row.base === null || baseIndex < 0) return;
    if (index === baseIndex) {
      values[size] = row.base;
      return;
    }
    if (!row.steps) return;
    let value = row.base;
    for (let step = baseIndex; step < index; step += 1) value += row.steps[step]!;
    for (let step = index; step < baseIndex; step += 1) value -= row.steps[step]!;
    values[size] = value;
  });
  const missing = sizes.filter((size) => values[size] === undefined);
  const shrinking: string[] = [];
  let previous: number | undefined;
  for (const size of sizes) {
    const value = values[size];
    if (value === undefined) continue;
    if (previous !== undefined && value < previous) shrinking.push(size);
    previous = value;
  }
  return { values, missing, shrinking };
}
