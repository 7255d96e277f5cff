/**
 * Every date and instant a client sends goes through these two schemas: one place for what a date
 * may be. Besides being well formed, it lies between the years 1900 and 2200: the database and
 * JavaScript disagree about instants far outside that span (year 1 fell over in the timestamp
 * mapping with a 500), and no design team plans a deadline there.
 */
import { z } from 'zod';
import type { DATE_FORMATS } from './constants.ts';
import { messages } from './messages.ts';

export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2200;
export const DAY_MS = 86_400_000;

/** True when the moment (ISO-8601 date or instant) falls within the years Atelier accepts. */
export function isWithinDateBounds(value: string): boolean {
  const at = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime())) return false;
  const year = at.getUTCFullYear();
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

/** An instant as ISO-8601 with its offset ('2026-11-02T09:00:00.000Z'), within the years. */
export const zInstant = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .max(40, message)
    .refine(isWithinDateBounds, message);

/** A calendar date, 'YYYY-MM-DD', that exists (no 2026-02-30), within the years. */
export const zDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, message)
    .refine(isWithinDateBounds, message);

/**
 * A list's range of instants, `from` and `to` (the query's fields, [from, to)): both or neither,
 * the end after the start, at most `maxDays` apart, or refused with `tooLong`.
 */
export function checkRange(maxDays: number, tooLong: string = messages.rangeTooLong) {
  return (
    query: { from?: string | undefined; to?: string | undefined },
    context: z.RefinementCtx,
  ) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      context.addIssue({ code: 'custom', message: messages.rangeInvalid, path: ['to'] });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    const span = Date.parse(query.to) - Date.parse(query.from);
    if (span <= 0) {
      context.addIssue({ code: 'custom', message: messages.rangeInvalid, path: ['to'] });
    } else if (span > maxDays * DAY_MS) {
      context.addIssue({ code: 'custom', message: tooLong, path: ['to'] });
    }
  };
}

export type DateFormat = (typeof DATE_FORMATS)[number];

/**
 * A day in a person's date format (general settings): 'dd-mm-yyyy' by default. Every date a person
 * reads — in the app, a PDF line sheet, a live line sheet — is written by this one function; a
 * file a machine reads (CSV, XLSX) keeps ISO 'yyyy-mm-dd' (docs/decisions.md).
 */
export function writeDay(
  day: { year: number; month: number; day: number },
  format: DateFormat = 'dd-mm-yyyy',
): string {
  const dd = String(day.day).padStart(2, '0');
  const mm = String(day.month).padStart(2, '0');
  const yyyy = String(day.year).padStart(4, '0');
  if (format === 'mm-dd-yyyy') return `${mm}-${dd}-${yyyy}`;
  if (format === 'yyyy-mm-dd') return `${yyyy}-${mm}-${dd}`;
  return `${dd}-${mm}-${yyyy}`;
}

/** A calendar date ('2027-02-01') in a person's date format; '' for anything else. */
export function writeCalendarDate(date: string, format?: DateFormat): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!parts) return '';
  return writeDay(
    { year: Number(parts[1]), month: Number(parts[2]), day: Number(parts[3]) },
    format,
  );
}

/** A window of days ('01-02-2027 – 15-03-2027'), '…' for an open end; '' when it has neither. */
export function writeDateWindow(from: string | null, to: string | null, format?: DateFormat) {
  if (!from && !to) return '';
  const day = (date: string | null) => (date ? writeCalendarDate(date, format) : '…');
  return `${day(from)} – ${day(to)}`;
}
