/**
 * E-mails in their recipient's language (issue 47 §4): ICU messages formatted by
 * intl-messageformat, the library the web app uses. The catalogues are `locales/<code>.json`
 * beside this file, English the reference; `scripts/check-messages.mjs` fails when a language
 * misses a key or its placeholders differ. A language is chosen in the general settings
 * (`settings/service.ts` `languageOf`); English for anyone who never chose.
 */
import type { LanguageCode } from '@atelier/domain';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import tr from './locales/tr.json' with { type: 'json' };
import vi from './locales/vi.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export type MailMessageKey = keyof typeof en;
export type MailTranslate = (key: MailMessageKey, values?: Record<string, PrimitiveType>) => string;

const CATALOGUES: Record<LanguageCode, Partial<Record<MailMessageKey, string>>> = {
  en,
  'zh-Hans': zhHans,
  vi,
  tr,
  pt,
  it,
  es,
  fr,
  de,
};

const formats = new Map<string, IntlMessageFormat>();

/** The texts of one language; a key it lacks reads in English (the check keeps that from shipping). */
export function mailTexts(language: LanguageCode = 'en'): MailTranslate {
  return (key, values) => {
    const id = `${language}\u0000${key}`;
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(CATALOGUES[language][key] ?? en[key], language);
      formats.set(id, format);
    }
    return String(format.format(values));
  };
}
