import { describe, expect, it } from 'vitest';
import { formatDate } from './format';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const isoDate = (time: number) => formatDate(time, { dateFormat: 'yyyy-mm-dd' });

describe('relativeTime', () => {
  it.each([
    [10_000, 'just now'],
    [5 * 60_000, '5 min ago'],
    [60 * 60_000, '1 hour ago'],
    [5 * 60 * 60_000, '5 hours ago'],
    [26 * 60 * 60_000, 'yesterday'],
    [3 * 24 * 60 * 60_000, '3 days ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(relativeTime(ago(elapsed), now, isoDate)).toBe(text);
  });

  it('writes older moments as the user’s date format', () => {
    expect(relativeTime('2026-10-01T12:00:00Z', now, isoDate)).toBe('2026-10-01');
  });

  it('says nothing of a bad date', () => {
    expect(relativeTime('not a date', now, isoDate)).toBe('');
  });
});
