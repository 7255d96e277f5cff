import { describe, expect, it } from 'vitest';
import { buildRule, readRule } from './recurrence.ts';

describe('repeats', () => {
  it("keep a daily reminder at 09:00 on the user's clock across summer time", () => {
    const rule = buildRule({
      repeat: 'daily',
      dueAt: new Date('2026-03-27T08:00:00Z'),
      timeZone: 'Europe/Paris',
      repeatUntil: null,
      repeatCount: null,
    });
    expect(rule).toBe('DTSTART;TZID=Europe/Paris:20260327T090000\nRRULE:FREQ=DAILY');
    const times = readRule(rule).between(
      new Date('2026-03-27T00:00:00Z'),
      new Date('2026-03-31T00:00:00Z'),
      10,
    );
    expect(times.map((time) => time.toISOString())).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
  });

  it('skip weekends on weekdays, and stop after their count', () => {
    const rule = readRule(
      buildRule({
        repeat: 'weekdays',
        dueAt: new Date('2026-01-03T13:30:00Z'), // a Saturday, 08:30 in New York
        timeZone: 'America/New_York',
        repeatUntil: null,
        repeatCount: 3,
      }),
    );
    expect(rule.first()?.toISOString()).toBe('2026-01-05T13:30:00.000Z');
    expect(rule.after(new Date('2026-01-07T13:30:00Z'))).toBeNull();
  });

  it('never occur when they end before they start', () => {
    const rule = buildRule({
      repeat: 'monthly',
      dueAt: new Date('2026-05-31T09:00:00Z'),
      timeZone: 'UTC',
      repeatUntil: new Date('2026-05-01T00:00:00Z'),
      repeatCount: null,
    });
    expect(readRule(rule).first()).toBeNull();
  });
});
