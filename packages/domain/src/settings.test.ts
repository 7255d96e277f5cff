import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_GENERAL_SETTINGS,
  nearestLanguage,
} from './general-settings.ts';
import {
  ZGeneralSettings,
  ZUpdateCompanySettingsSchema,
  ZUpdateEmailSettingsSchema,
  ZUpdateGeneralSettingsSchema,
} from './settings.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('settings forms (shared by the browser and the server)', () => {
  it('list every currency once, with the ones issue 5 asks for', () => {
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCIES.length);
    for (const code of [
      'USD',
      'EUR',
      'GBP',
      'JPY',
      'CNY',
      'INR',
      'CHF',
      'AUD',
      'CAD',
      'SEK',
      'DKK',
      'NOK',
      'TRY',
      'BRL',
      'MXN',
      'KRW',
    ]) {
      expect(CURRENCY_CODES).toContain(code);
    }
  });

  it('have valid defaults', () => {
    expect(ZGeneralSettings.parse(DEFAULT_GENERAL_SETTINGS)).toEqual(DEFAULT_GENERAL_SETTINGS);
  });

  it.each([
    [{ firstDayOfWeek: 'Funday' }, messages.weekdayInvalid],
    [{ dateFormat: 'dd/mm/yyyy' }, messages.dateFormatInvalid],
    [{ timeFormat: '12h' }, messages.timeFormatInvalid],
    [{ decimalSeparator: 'space' }, messages.decimalSeparatorInvalid],
    [{ currency: 'XXX' }, messages.currencyInvalid],
    [{ currencyPosition: 'Top' }, messages.currencyPositionInvalid],
    [{ language: 'zh-Hant' }, messages.languageInvalid],
    [{ language: 'FR' }, messages.languageInvalid],
    [{ pageSize: 20 }, messages.pageSizeInvalid],
    [{ pageSize: '10' }, messages.pageSizeInvalid],
  ])('general settings refuse %j', (input, message) => {
    expect(firstError(ZUpdateGeneralSettingsSchema.safeParse(input))).toBe(message);
  });

  it('company websites get a scheme; bad ones are refused', () => {
    expect(ZUpdateCompanySettingsSchema.parse({ website: 'atelier.example' }).website).toBe(
      'https://atelier.example',
    );
    expect(ZUpdateCompanySettingsSchema.parse({ website: 'http://a.example/x' }).website).toBe(
      'http://a.example/x',
    );
    expect(ZUpdateCompanySettingsSchema.parse({ website: '' }).website).toBe('');
    for (const website of ['not a url', 'javascript:alert(1)', 'https://', 'ftp://a.example']) {
      expect(firstError(ZUpdateCompanySettingsSchema.safeParse({ website }))).toBe(
        messages.websiteIncorrect,
      );
    }
  });

  it('e-mail settings bound the signature', () => {
    expect(firstError(ZUpdateEmailSettingsSchema.safeParse({ signature: 's'.repeat(501) }))).toBe(
      messages.signatureTooLong,
    );
    expect(firstError(ZUpdateEmailSettingsSchema.safeParse({ digestFrequency: 'hourly' }))).toBe(
      messages.digestInvalid,
    );
  });
});

describe('nearestLanguage (the browser default)', () => {
  it.each([
    [['fr-CA', 'en'], 'fr'],
    [['zh-CN'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['zh-SG', 'en'], 'zh-Hans'],
    [['zh-TW', 'de-AT'], 'de'],
    [['zh-Hant-HK'], null],
    [['nl-NL', 'pt-BR'], 'pt'],
    [['vi-VN'], 'vi'],
    [['tr'], 'tr'],
    [['ja', 'ko'], null],
    [[], null],
  ] as const)('%j → %s', (tags, code) => {
    expect(nearestLanguage(tags)).toBe(code);
  });
});
