/**
 * The lists and defaults of the general settings (SPEC §9 lists; issue 5) that the web app's one
 * formatting helper reads on every signed-in page. No schema here: what the signed-in shell
 * imports must not bring the validation library with it (settings.ts holds the schemas).
 */
import type {
  DATE_FORMATS,
  DECIMAL_SEPARATORS,
  PAGE_SIZES,
  TIME_FORMATS,
  WEEKDAYS,
} from './constants.ts';

const currency = <const C extends string>(code: C, name: string, symbol: string, decimals = 2) => ({
  code,
  name,
  symbol,
  decimals,
});

/** The currencies with the literal type of each code, from which the code list is read. */
const CURRENCY_LIST = [
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
] as const;

export type CurrencyCode = (typeof CURRENCY_LIST)[number]['code'];
export const CURRENCY_CODES: readonly CurrencyCode[] = CURRENCY_LIST.map((entry) => entry.code);

export interface Currency {
  code: CurrencyCode;
  name: string;
  symbol: string;
  /** Digits after the decimal separator when a price is shown. */
  decimals: number;
}

/** `general/currency`: the currencies a price may carry, in the order the picker shows them. */
export const CURRENCIES: readonly Currency[] = CURRENCY_LIST;

export function currencyOf(code: string): Currency | undefined {
  return CURRENCIES.find((entry) => entry.code === code);
}

/**
 * `general/language`: the languages of the supply chain (issue 47 §4), each named in itself so a
 * person finds theirs whatever the page is in. English stays the default: SPEC's texts are English.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh-Hans', name: '简体中文' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'pt', name: 'Português' },
  { code: 'it', name: 'Italiano' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [
  LanguageCode,
  ...LanguageCode[],
];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return (LANGUAGE_CODES as readonly unknown[]).includes(value);
}

/**
 * The nearest of our languages to a list of BCP 47 tags in order of preference
 * (`navigator.languages`, an Accept-Language header): 'fr-CA' is French, 'zh-CN' and 'zh-SG'
 * are Simplified Chinese; 'zh-TW' and 'zh-Hant' are not (their script differs). Null when none.
 */
export function nearestLanguage(tags: readonly string[]): LanguageCode | null {
  for (const tag of tags) {
    const [first = '', ...rest] = tag.toLowerCase().split(/[-_]/);
    if (first === 'zh') {
      const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
      if (!traditional) return 'zh-Hans';
      continue;
    }
    const found = LANGUAGE_CODES.find((code) => code === first);
    if (found) return found;
  }
  return null;
}

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

/** The general settings (`generalSetting`); settings.ts validates them against this shape. */
export interface GeneralSettings {
  firstDayOfWeek: (typeof WEEKDAYS)[number];
  dateFormat: (typeof DATE_FORMATS)[number];
  timeFormat: (typeof TIME_FORMATS)[number];
  decimalSeparator: (typeof DECIMAL_SEPARATORS)[number];
  currency: (typeof CURRENCY_CODES)[number];
  currencyPosition: (typeof CURRENCY_POSITIONS)[number];
  language: LanguageCode;
  pageSize: (typeof PAGE_SIZES)[number];
}

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
