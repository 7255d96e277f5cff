import {
  currencyOf,
  DEFAULT_GENERAL_SETTINGS,
  WEEKDAYS,
  writeDay,
  type GeneralSettings,
} from '@atelier/domain';
import { useMemo } from 'react';
import { useGeneralSettings } from './general-settings';

/**
 * The one place the app turns dates, times, numbers and prices into text, following the user's
 * general settings (issue 5): date format, 12/24-hour clock, decimal separator, currency and where
 * its symbol goes. Screens use `useFormat()`; the plain functions take the settings explicitly.
 */
export type FormatSettings = Pick<
  GeneralSettings,
  'dateFormat' | 'timeFormat' | 'decimalSeparator' | 'currency' | 'currencyPosition'
>;

export type DateInput = string | number | Date;

const NBSP = '\u00a0';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date ('2027-02-01': a deadline, a delivery window) is that day wherever the reader
 * is; `new Date` would read it as midnight in Greenwich, the day before west of it.
 */
function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  const date = calendar
    ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]))
    : value instanceof Date
      ? value
      : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** dd-mm-yyyy, mm-dd-yyyy or yyyy-mm-dd, in the browser's time zone; '' for no or a bad date. */
export function formatDate(
  value: DateInput | null | undefined,
  settings: Pick<FormatSettings, 'dateFormat'> = DEFAULT_GENERAL_SETTINGS,
): string {
  const date = toDate(value);
  if (!date) return '';
  return writeDay(
    { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() },
    settings.dateFormat,
  );
}

/** '14:05' on the 24-hour clock, '2:05 PM' on the 12-hour one. */
export function formatTime(
  value: DateInput | null | undefined,
  settings: Pick<FormatSettings, 'timeFormat'> = DEFAULT_GENERAL_SETTINGS,
): string {
  const date = toDate(value);
  if (!date) return '';
  const minutes = pad(date.getMinutes());
  if (settings.timeFormat === '12 Hour') {
    const hours = date.getHours() % 12 || 12;
    return `${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
  }
  return `${pad(date.getHours())}:${minutes}`;
}

export function formatDateTime(
  value: DateInput | null | undefined,
  settings: Pick<FormatSettings, 'dateFormat' | 'timeFormat'> = DEFAULT_GENERAL_SETTINGS,
): string {
  const date = toDate(value);
  return date ? `${formatDate(date, settings)} ${formatTime(date, settings)}` : '';
}

export interface NumberOptions {
  /** Fewest digits after the separator (default 0). */
  minDecimals?: number;
  /** Most digits after the separator (default 2). */
  maxDecimals?: number;
}

/**
 * 1,234.5 with the dot separator, 1.234,5 with the comma: the thousands are grouped with the
 * other mark.
 */
export function formatNumber(
  value: number,
  settings: Pick<FormatSettings, 'decimalSeparator'> = DEFAULT_GENERAL_SETTINGS,
  { minDecimals = 0, maxDecimals = Math.max(2, minDecimals) }: NumberOptions = {},
): string {
  if (!Number.isFinite(value)) return '';
  const comma = settings.decimalSeparator === 'comma';
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: maxDecimals,
  })
    .formatToParts(value)
    .map((part) => {
      if (part.type === 'decimal') return comma ? ',' : '.';
      if (part.type === 'group') return comma ? '.' : ',';
      return part.value;
    })
    .join('');
}

export interface PriceOptions {
  /** The price's own currency code; the settings' currency when left out. */
  currency?: string | null;
  /** Digits after the separator; the currency's own (2, or 0 for yen and the like) when left out. */
  decimals?: number;
}

/**
 * A price with its currency symbol on the chosen side: '$1,234.50', '1.234,50 €', 'CHF 12.00'.
 * A symbol that ends in a letter is kept apart from the number by a non-breaking space.
 */
export function formatPrice(
  amount: number,
  settings: Pick<
    FormatSettings,
    'decimalSeparator' | 'currency' | 'currencyPosition'
  > = DEFAULT_GENERAL_SETTINGS,
  options: PriceOptions = {},
): string {
  if (!Number.isFinite(amount)) return '';
  const code = options.currency || settings.currency;
  const currency = currencyOf(code);
  const symbol = currency?.symbol ?? code;
  const decimals = options.decimals ?? currency?.decimals ?? 2;
  const number = formatNumber(Math.abs(amount), settings, {
    minDecimals: decimals,
    maxDecimals: decimals,
  });
  const sign = amount < 0 ? '-' : '';
  if (settings.currencyPosition === 'Right') return `${sign}${number}${NBSP}${symbol}`;
  const gap = /\p{L}$/u.test(symbol) ? NBSP : '';
  return `${sign}${symbol}${gap}${number}`;
}

/** The first day of the week as date pickers count it: 0 for Sunday, 1 for Monday … 6. */
export function weekStartIndex(day: GeneralSettings['firstDayOfWeek']): number {
  return (WEEKDAYS.indexOf(day) + 1) % 7;
}

export interface Formatter {
  settings: GeneralSettings;
  /** False while the settings are first loading (defaults are used meanwhile). */
  isReady: boolean;
  /** 0 for Sunday … 6 for Saturday, for date pickers. */
  firstDayOfWeek: number;
  formatDate: (value: DateInput | null | undefined) => string;
  formatTime: (value: DateInput | null | undefined) => string;
  formatDateTime: (value: DateInput | null | undefined) => string;
  formatNumber: (value: number, options?: NumberOptions) => string;
  formatPrice: (amount: number, options?: PriceOptions) => string;
}

/** Formatting that follows the signed-in user's general settings, with defaults until they load. */
export function useFormat(): Formatter {
  const query = useGeneralSettings();
  const settings = query.data ?? DEFAULT_GENERAL_SETTINGS;
  const isReady = !query.isLoading;
  return useMemo(
    () => ({
      settings,
      isReady,
      firstDayOfWeek: weekStartIndex(settings.firstDayOfWeek),
      formatDate: (value) => formatDate(value, settings),
      formatTime: (value) => formatTime(value, settings),
      formatDateTime: (value) => formatDateTime(value, settings),
      formatNumber: (value, options) => formatNumber(value, settings, options),
      formatPrice: (amount, options) => formatPrice(amount, settings, options),
    }),
    [settings, isReady],
  );
}
