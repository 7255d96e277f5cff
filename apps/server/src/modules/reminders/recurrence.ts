/**
 * Repeats as RFC 5545 rules, made and read with the `rrule` package. The stored rule carries the
 * user's time zone (`DTSTART;TZID=Europe/Paris:20261102T090000`), so a daily reminder at 09:00
 * stays at 09:00 on their clock across summer time. rrule's own TZID support answers by the
 * server process's time zone (it is right only where that is UTC), so the rule is evaluated here
 * in floating wall-clock time and each occurrence converted with Intl, whatever TZ the server has.
 */
import { createRequire } from 'node:module';
import type * as RRuleModule from 'rrule';
import type { Options } from 'rrule';
import type { ReminderRepeat } from '@atelier/domain';

// rrule's ES build is not resolvable by Node's ESM loader (no "exports"): load its CommonJS one.
const { RRule, rrulestr } = createRequire(import.meta.url)('rrule') as typeof RRuleModule;

const WEEKDAYS_MON_FRI = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR];
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The zone's wall-clock time at an instant, as a Date whose UTC fields read that time. */
export function toWall(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
}

/** The instant a wall-clock time (UTC fields) is in the zone; a time skipped by summer time moves on. */
export function fromWall(wall: Date, timeZone: string): Date {
  const guess = wall.getTime() - offsetAt(wall.getTime(), timeZone);
  return new Date(wall.getTime() - offsetAt(guess, timeZone));
}

export interface RepeatInput {
  repeat: ReminderRepeat;
  dueAt: Date;
  timeZone: string;
  repeatUntil: Date | null;
  repeatCount: number | null;
}

/** The RFC 5545 rule of a repeat, starting at the due time on the user's clock. */
export function buildRule(input: RepeatInput): string {
  const options: Partial<Options> = {
    freq:
      input.repeat === 'daily'
        ? RRule.DAILY
        : input.repeat === 'monthly'
          ? RRule.MONTHLY
          : RRule.WEEKLY,
    dtstart: toWall(input.dueAt, input.timeZone),
    tzid: input.timeZone,
  };
  if (input.repeat === 'weekdays') options.byweekday = WEEKDAYS_MON_FRI;
  // RFC 5545: with a TZID start, UNTIL is given in UTC.
  if (input.repeatUntil) options.until = input.repeatUntil;
  if (input.repeatCount) options.count = input.repeatCount;
  return new RRule(options).toString();
}

/** A stored rule, ready to answer in instants. */
export interface Recurrence {
  after(instant: Date, inclusive?: boolean): Date | null;
  between(from: Date, to: Date, max: number): Date[];
  first(): Date | null;
}

export function readRule(rule: string): Recurrence {
  const parsed = rrulestr(rule, { forceset: false }) as InstanceType<typeof RRule>;
  const { tzid, until, ...rest } = parsed.origOptions;
  const timeZone = tzid ?? 'UTC';
  const floating = new RRule({
    ...rest,
    tzid: null,
    ...(until ? { until: toWall(until, timeZone) } : {}),
  });
  const instant = (wall: Date) => fromWall(wall, timeZone);
  return {
    after(at, inclusive = false) {
      const wall = floating.after(toWall(at, timeZone), inclusive);
      return wall ? instant(wall) : null;
    },
    between(from, to, max) {
      // A day's margin either side on the wall clock, then the exact bounds in instants.
      const walls = floating.between(
        new Date(toWall(from, timeZone).getTime() - DAY_MS),
        new Date(toWall(to, timeZone).getTime() + DAY_MS),
        true,
        (_date, index) => index < max + 2,
      );
      return walls
        .map(instant)
        .filter((date) => date >= from && date < to)
        .slice(0, max);
    },
    first() {
      const [wall] = floating.all((_date, index) => index < 1);
      return wall ? instant(wall) : null;
    },
  };
}
