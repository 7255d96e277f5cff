/** A calendar's range: instants for what happens at a time, dates for what falls on a day. */
import { localDateOf } from '@atelier/domain';

export interface CalendarRange {
  /** [from, to): instants. */
  from: Date;
  to: Date;
  /** The first and last days the range touches on the user's clocks (inclusive dates). */
  firstDate: string;
  lastDate: string;
}

export function rangeOf(from: Date, to: Date, timeZone: string): CalendarRange {
  return {
    from,
    to,
    firstDate: localDateOf(from, timeZone),
    lastDate: localDateOf(new Date(to.getTime() - 1), timeZone),
  };
}
