import type { FormatSettings } from './format';

/**
 * Mantine's DateTimePicker speaks local 'YYYY-MM-DD HH:mm:ss' text; the API speaks UTC instants.
 * These turn one into the other, and give the picker the user's date order and clock.
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the picker's local 'YYYY-MM-DD HH:mm:ss'. */
export function toPickerValue(instant: string | Date): string {
  const date = new Date(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:00`;
}

/** The picker's local time as an ISO instant (UTC), or the text itself when it is no time. */
export function fromPickerValue(value: string | null): string | undefined {
  if (!value) return undefined;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The dayjs format of the pickers, after the user's date (and time) settings. */
export function pickerFormat(
  settings: Pick<FormatSettings, 'dateFormat' | 'timeFormat'>,
  withTime = true,
): string {
  const date = settings.dateFormat.toUpperCase();
  if (!withTime) return date;
  return `${date} ${settings.timeFormat === '12 Hour' ? 'hh:mm A' : 'HH:mm'}`;
}

/**
 * When the user's week ends (the start of the next one), by their clock and the first day of the
 * week of their settings (0 Sunday … 6 Saturday, as `useFormat().firstDayOfWeek` gives it).
 */
export function endOfWeek(now: Date, firstDayOfWeek: number): Date {
  const end = new Date(now);
  end.setHours(0, 0, 0, 0);
  const daysIn = (end.getDay() - firstDayOfWeek + 7) % 7;
  end.setDate(end.getDate() - daysIn + 7);
  return end;
}
