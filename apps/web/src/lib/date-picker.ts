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

/** How many days "this week" spans: today and the six days after it (docs/decisions.md). */
export const WEEK_AHEAD_DAYS = 7;

/**
 * "This week" everywhere in the app (the dashboard's Due this week and Your tasks, the tasks'
 * "Due this week" filter): from the start of today, by the user's clock, to the start of the
 * seventh day after it. One definition, so two cards side by side never disagree.
 */
export function weekAhead(now: Date = new Date()): { start: Date; end: Date } {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + WEEK_AHEAD_DAYS);
  return { start, end };
}
