import type { GeneralSettings } from '@atelier/domain';

/** The user's time zone: the browser's (Atelier has no time-zone setting; docs/decisions.md). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment's date on the browser's clock, 'YYYY-MM-DD'. */
export function localDateOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A moment as the date-time picker's local 'YYYY-MM-DD HH:mm:ss'. */
export function toPickerValue(date: Date): string {
  return `${localDateOf(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
}

/** The picker's local 'YYYY-MM-DD HH:mm:ss' as an instant, or the text itself when it is none. */
export function fromPickerValue(value: string | null): string | undefined {
  if (!value) return undefined;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A date 'YYYY-MM-DD' moved by some days. */
export function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return localDateOf(new Date(year, month - 1, day + days));
}

/** A date 'YYYY-MM-DD' as a local midnight. */
export function localMidnight(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/**
 * Day and month (and year) in the order of the user's date format, for headings the calendar
 * builds itself: '24-11' or '11-24' without the year, '24-11-2026' with it.
 */
export function formatDayMonth(
  parts: { year: number; month: number; day: number },
  dateFormat: GeneralSettings['dateFormat'],
  withYear = false,
): string {
  const day = pad(parts.day);
  const month = pad(parts.month + 1);
  const year = String(parts.year);
  switch (dateFormat) {
    case 'mm-dd-yyyy':
      return withYear ? `${month}-${day}-${year}` : `${month}-${day}`;
    case 'yyyy-mm-dd':
      return withYear ? `${year}-${month}-${day}` : `${month}-${day}`;
    default:
      return withYear ? `${day}-${month}-${year}` : `${day}-${month}`;
  }
}
