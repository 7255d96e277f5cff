import { DEFAULT_GENERAL_SETTINGS, type GeneralSettings } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPrice,
  formatTime,
  weekStartIndex,
} from './format';

const settings = (overrides: Partial<GeneralSettings> = {}) => ({
  ...DEFAULT_GENERAL_SETTINGS,
  ...overrides,
});

// Local times, so the tests hold in every time zone.
const morning = new Date(2027, 1, 8, 9, 5);
const evening = new Date(2027, 1, 8, 21, 45);

describe('formatDate', () => {
  it.each([
    ['dd-mm-yyyy', '08-02-2027'],
    ['mm-dd-yyyy', '02-08-2027'],
    ['yyyy-mm-dd', '2027-02-08'],
  ] as const)('writes %s', (dateFormat, expected) => {
    expect(formatDate(morning, settings({ dateFormat }))).toBe(expected);
  });

  it('takes ISO strings and timestamps, and answers nothing for no date or a bad one', () => {
    expect(formatDate(morning.toISOString(), settings())).toBe('08-02-2027');
    expect(formatDate(morning.getTime(), settings())).toBe('08-02-2027');
    expect(formatDate(null, settings())).toBe('');
    expect(formatDate('not a date', settings())).toBe('');
  });

  it('writes a calendar date (a deadline, a delivery window) as that day west of Greenwich too', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(formatDate('2027-02-01', settings())).toBe('01-02-2027');
      expect(formatDate('2027-02-01T03:00:00Z', settings())).toBe('31-01-2027');
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('formatTime and formatDateTime', () => {
  it('uses the 24-hour clock', () => {
    expect(formatTime(morning, settings({ timeFormat: '24 Hour' }))).toBe('09:05');
    expect(formatTime(evening, settings({ timeFormat: '24 Hour' }))).toBe('21:45');
  });

  it('uses the 12-hour clock, with noon and midnight as 12', () => {
    const twelve = settings({ timeFormat: '12 Hour' });
    expect(formatTime(morning, twelve)).toBe('9:05 AM');
    expect(formatTime(evening, twelve)).toBe('9:45 PM');
    expect(formatTime(new Date(2027, 1, 8, 0, 10), twelve)).toBe('12:10 AM');
    expect(formatTime(new Date(2027, 1, 8, 12, 0), twelve)).toBe('12:00 PM');
  });

  it('puts the date before the time', () => {
    expect(
      formatDateTime(evening, settings({ dateFormat: 'yyyy-mm-dd', timeFormat: '12 Hour' })),
    ).toBe('2027-02-08 9:45 PM');
  });
});

describe('formatNumber', () => {
  it('groups thousands with a comma and separates decimals with a dot', () => {
    expect(formatNumber(1234567.891, settings({ decimalSeparator: 'dot' }))).toBe('1,234,567.89');
  });

  it('swaps the two marks for the comma separator', () => {
    expect(formatNumber(1234567.891, settings({ decimalSeparator: 'comma' }))).toBe('1.234.567,89');
    expect(formatNumber(180, settings({ decimalSeparator: 'comma' }))).toBe('180');
    expect(formatNumber(147.5, settings({ decimalSeparator: 'comma' }))).toBe('147,5');
  });

  it('keeps the decimals asked for', () => {
    expect(formatNumber(2, settings(), { minDecimals: 2 })).toBe('2.00');
  });
});

describe('formatPrice', () => {
  it('puts the symbol on the left', () => {
    expect(formatPrice(1234.5, settings({ currency: 'USD', currencyPosition: 'Left' }))).toBe(
      '$1,234.50',
    );
  });

  it('puts the symbol on the right, after a non-breaking space', () => {
    expect(
      formatPrice(
        1234.5,
        settings({ currency: 'EUR', currencyPosition: 'Right', decimalSeparator: 'comma' }),
      ),
    ).toBe('1.234,50\u00a0€');
  });

  it('keeps a lettered symbol apart from the number, and follows the currency’s decimals', () => {
    expect(formatPrice(12, settings({ currency: 'CHF' }))).toBe('CHF\u00a012.00');
    expect(formatPrice(1500, settings({ currency: 'JPY' }))).toBe('¥1,500');
  });

  it('uses the price’s own currency over the settings’ one', () => {
    expect(
      formatPrice(9.9, settings({ currency: 'USD', decimalSeparator: 'comma' }), {
        currency: 'GBP',
      }),
    ).toBe('£9,90');
    expect(formatPrice(75, settings(), { currency: 'USD', decimals: 0 })).toBe('$75');
  });
});

describe('weekStartIndex', () => {
  it('counts Sunday as 0', () => {
    expect(weekStartIndex('Sunday')).toBe(0);
    expect(weekStartIndex('Monday')).toBe(1);
    expect(weekStartIndex('Saturday')).toBe(6);
  });
});
