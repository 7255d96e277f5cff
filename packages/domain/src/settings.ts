/**
 * Company, e-mail and general settings (SPEC §3 settings groups, §9 lists; issue 5), and the lists
 * the web app's one formatting helper reads: weekdays, formats, separators, currencies.
 */
import { z } from 'zod';
import {
  DATE_FORMATS,
  DECIMAL_SEPARATORS,
  PAGE_SIZES,
  TIME_FORMATS,
  WEEKDAYS,
} from './constants.ts';
import { ZMedia } from './media.ts';
import { messages } from './messages.ts';

// ---------------------------------------------------------------- lists

export const CURRENCY_CODES = [
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
  'HKD',
  'SGD',
  'NZD',
  'PLN',
  'CZK',
  'ZAR',
  'AED',
  'THB',
  'VND',
  'BDT',
  'PKR',
  'IDR',
  'TWD',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface Currency {
  code: CurrencyCode;
  name: string;
  symbol: string;
  /** Digits after the decimal separator when a price is shown. */
  decimals: number;
}

const currency = (code: CurrencyCode, name: string, symbol: string, decimals = 2): Currency => ({
  code,
  name,
  symbol,
  decimals,
});

/** `general/currency`: the currencies a price may carry, in the order the picker shows them. */
export const CURRENCIES: readonly Currency[] = [
  currency('USD', 'US Dollar', '$'),
  currency('EUR', 'Euro', '€'),
  currency('GBP', 'British Pound', '£'),
  currency('JPY', 'Japanese Yen', '¥', 0),
  currency('CNY', 'Chinese Yuan', 'CN¥'),
  currency('INR', 'Indian Rupee', '₹'),
  currency('CHF', 'Swiss Franc', 'CHF'),
  currency('AUD', 'Australian Dollar', 'A$'),
  currency('CAD', 'Canadian Dollar', 'CA$'),
  currency('SEK', 'Swedish Krona', 'kr'),
  currency('DKK', 'Danish Krone', 'kr.'),
  currency('NOK', 'Norwegian Krone', 'kr'),
  currency('TRY', 'Turkish Lira', '₺'),
  currency('BRL', 'Brazilian Real', 'R$'),
  currency('MXN', 'Mexican Peso', 'MX$'),
  currency('KRW', 'South Korean Won', '₩', 0),
  currency('HKD', 'Hong Kong Dollar', 'HK$'),
  currency('SGD', 'Singapore Dollar', 'S$'),
  currency('NZD', 'New Zealand Dollar', 'NZ$'),
  currency('PLN', 'Polish Złoty', 'zł'),
  currency('CZK', 'Czech Koruna', 'Kč'),
  currency('ZAR', 'South African Rand', 'R'),
  currency('AED', 'UAE Dirham', 'AED'),
  currency('THB', 'Thai Baht', '฿'),
  currency('VND', 'Vietnamese Dong', '₫', 0),
  currency('BDT', 'Bangladeshi Taka', '৳'),
  currency('PKR', 'Pakistani Rupee', 'Rs'),
  currency('IDR', 'Indonesian Rupiah', 'Rp', 0),
  currency('TWD', 'New Taiwan Dollar', 'NT$'),
];

export function currencyOf(code: string): Currency | undefined {
  return CURRENCIES.find((entry) => entry.code === code);
}

/** `general/language`: SPEC §1, only the English locale exists. */
export const LANGUAGES = [{ code: 'en', name: 'English' }] as const;
export const LANGUAGE_CODES = ['en'] as const;

/** SPEC §9 POSITIONS has Left, Right, Top, Bottom; a currency symbol goes left or right. */
export const CURRENCY_POSITIONS = ['Left', 'Right'] as const;

export const INDUSTRIES = [
  'Fashion & apparel',
  'Footwear',
  'Accessories & jewellery',
  'Bags & leather goods',
  'Sportswear',
  'Lingerie & swimwear',
  'Children’s wear',
  'Textiles & materials',
  'Home & interiors',
  'Retail',
  'Manufacturing & sourcing',
  'Education',
  'Other',
] as const;

export const DIGEST_FREQUENCIES = ['none', 'daily', 'weekly'] as const;

export const COMPANY_NAME_MAX = 100;
export const ADDRESS_MAX = 500;
export const WEBSITE_MAX = 200;
export const SIGNATURE_MAX = 500;

// ---------------------------------------------------------------- company (`general`)

/** A web address with or without scheme: example.com, https://www.example.com/studio. */
export const WEBSITE_PATTERN =
  /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?([/?#][^\s]*)?$/i;

const zWebsite = z
  .string({ error: messages.websiteIncorrect })
  .trim()
  .max(WEBSITE_MAX, messages.websiteIncorrect)
  .refine((url) => url === '' || WEBSITE_PATTERN.test(url), messages.websiteIncorrect)
  // Stored with a scheme so it works as a link.
  .transform((url) => (url === '' || /^https?:\/\//i.test(url) ? url : `https://${url}`));

export const ZCompanySettings = z.object({
  companyName: z.string(),
  logo: ZMedia.nullable(),
  address: z.string(),
  website: z.string(),
  industry: z.enum(INDUSTRIES).or(z.literal('')),
});
export type CompanySettings = z.infer<typeof ZCompanySettings>;

/** Fields left out keep their value; `logo` is a path from `general/logo`, or null to remove it. */
export const ZUpdateCompanySettingsSchema = z.object({
  companyName: z
    .string({ error: messages.companyNameTooLong })
    .trim()
    .max(COMPANY_NAME_MAX, messages.companyNameTooLong)
    .optional(),
  logo: z.string().trim().max(300, messages.logoNotFound).nullable().optional(),
  address: z
    .string({ error: messages.addressTooLong })
    .trim()
    .max(ADDRESS_MAX, messages.addressTooLong)
    .optional(),
  website: zWebsite.optional(),
  industry: z.enum([...INDUSTRIES, ''], { error: messages.industryInvalid }).optional(),
});
export type TUpdateCompanySettingsSchema = z.input<typeof ZUpdateCompanySettingsSchema>;

export const DEFAULT_COMPANY_SETTINGS = {
  companyName: '',
  address: '',
  website: '',
  industry: '',
} as const satisfies Omit<CompanySettings, 'logo'>;

// ---------------------------------------------------------------- e-mail (`emailSetting`)

export const ZEmailSettings = z.object({
  /** A summary of the activity in my teams: never, every morning, or on Mondays. */
  digestFrequency: z.enum(DIGEST_FREQUENCIES, { error: messages.digestInvalid }),
  /** News about Atelier's features. */
  productUpdates: z.boolean({ error: messages.settingInvalid }),
  /** Offers and events; off unless chosen. */
  marketing: z.boolean({ error: messages.settingInvalid }),
  /** Added under e-mails sent on my behalf (shares, invitations). */
  signature: z
    .string({ error: messages.signatureTooLong })
    .trim()
    .max(SIGNATURE_MAX, messages.signatureTooLong),
});
export type EmailSettings = z.infer<typeof ZEmailSettings>;

/** Fields left out keep their value. */
export const ZUpdateEmailSettingsSchema = ZEmailSettings.partial();
export type TUpdateEmailSettingsSchema = z.input<typeof ZUpdateEmailSettingsSchema>;

export const DEFAULT_EMAIL_SETTINGS: EmailSettings = {
  digestFrequency: 'none',
  productUpdates: true,
  marketing: false,
  signature: '',
};

// ---------------------------------------------------------------- general (`generalSetting`)

export const ZGeneralSettings = z.object({
  firstDayOfWeek: z.enum(WEEKDAYS, { error: messages.weekdayInvalid }),
  dateFormat: z.enum(DATE_FORMATS, { error: messages.dateFormatInvalid }),
  timeFormat: z.enum(TIME_FORMATS, { error: messages.timeFormatInvalid }),
  decimalSeparator: z.enum(DECIMAL_SEPARATORS, { error: messages.decimalSeparatorInvalid }),
  currency: z.enum(CURRENCY_CODES, { error: messages.currencyInvalid }),
  currencyPosition: z.enum(CURRENCY_POSITIONS, { error: messages.currencyPositionInvalid }),
  language: z.enum(LANGUAGE_CODES, { error: messages.languageInvalid }),
  pageSize: z.literal(PAGE_SIZES, { error: messages.pageSizeInvalid }),
});
export type GeneralSettings = z.infer<typeof ZGeneralSettings>;

/** Fields left out keep their value. */
export const ZUpdateGeneralSettingsSchema = ZGeneralSettings.partial();
export type TUpdateGeneralSettingsSchema = z.input<typeof ZUpdateGeneralSettingsSchema>;

export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = {
  firstDayOfWeek: 'Monday',
  dateFormat: 'dd-mm-yyyy',
  timeFormat: '24 Hour',
  decimalSeparator: 'dot',
  currency: 'USD',
  currencyPosition: 'Left',
  language: 'en',
  pageSize: 10,
};

export const ZCurrency = z.object({
  code: z.enum(CURRENCY_CODES),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number(),
});
export const ZLanguage = z.object({ code: z.enum(LANGUAGE_CODES), name: z.string() });
