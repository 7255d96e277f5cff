/**
 * The schemas of the company, e-mail, general and notification settings (SPEC §3 settings groups;
 * issue 5). The lists and defaults they check against live in general-settings.ts.
 */
import { z } from 'zod';
import {
  DATE_FORMATS,
  DECIMAL_SEPARATORS,
  PAGE_SIZES,
  TIME_FORMATS,
  WEEKDAYS,
} from './constants.ts';
import {
  CURRENCY_CODES,
  CURRENCY_POSITIONS,
  DIGEST_FREQUENCIES,
  INDUSTRIES,
  LANGUAGE_CODES,
} from './general-settings.ts';
import type { GeneralSettings } from './general-settings.ts';
import { ZMedia } from './media.ts';
import { messages } from './messages.ts';
import { NOTIFICATION_SETTING_KEYS } from './notification-settings.ts';
import { zOptionalText } from './text.ts';

export const COMPANY_NAME_MAX = 100;
export const ADDRESS_MAX = 500;
export const WEBSITE_MAX = 200;
export const SIGNATURE_MAX = 500;

// ---------------------------------------------------------------- company (`general`)

/** A web address with or without scheme: example.com, https://www.example.com/studio. */
export const WEBSITE_PATTERN =
  /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?([/?#][^\s]*)?$/i;

const zWebsite = zOptionalText(WEBSITE_MAX, messages.websiteIncorrect)
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
  companyName: zOptionalText(COMPANY_NAME_MAX, messages.companyNameTooLong).optional(),
  logo: z.string().trim().max(300, messages.logoNotFound).nullable().optional(),
  address: zOptionalText(ADDRESS_MAX, messages.addressTooLong).optional(),
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
  signature: zOptionalText(SIGNATURE_MAX, messages.signatureTooLong),
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
}) satisfies z.ZodType<GeneralSettings>;

/**
 * What `generalSetting` answers: the settings, and whether the person ever chose a language. Until
 * they do, `language` is the server's default (English, for their e-mails) and the web app shows
 * their browser's language instead (decisions.md, Languages).
 */
export const ZGeneralSettingsAnswer = ZGeneralSettings.extend({ isLanguageChosen: z.boolean() });
export type GeneralSettingsAnswer = z.output<typeof ZGeneralSettingsAnswer>;

/** Fields left out keep their value. */
export const ZUpdateGeneralSettingsSchema = ZGeneralSettings.partial();
export type TUpdateGeneralSettingsSchema = z.input<typeof ZUpdateGeneralSettingsSchema>;

export const ZCurrency = z.object({
  code: z.enum(CURRENCY_CODES),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number(),
});
export const ZLanguage = z.object({ code: z.enum(LANGUAGE_CODES), name: z.string() });

// ---------------------------------------------------------------- notifications (`notificationSetting`)

export const ZUpdateNotificationSettingsSchema = z.object({
  items: z
    .array(
      z.object({
        key: z.enum(NOTIFICATION_SETTING_KEYS),
        itemActions: z.object({ emailEnable: z.boolean(), webEnable: z.boolean() }),
        selectedTeamMembers: z.array(z.uuid()).max(500).optional(),
      }),
    )
    .min(1)
    .max(NOTIFICATION_SETTING_KEYS.length),
});
export type TUpdateNotificationSettingsSchema = z.input<typeof ZUpdateNotificationSettingsSchema>;
