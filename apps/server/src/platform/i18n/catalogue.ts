/**
 * Texts the server writes in its reader's language (issue 47 §4): ICU messages formatted by
 * intl-messageformat, the library the web app uses. Each surface keeps its own catalogues, one
 * flat JSON object per language with English the reference (e-mails in `platform/mail/locales`,
 * tech pack and line sheet files in `modules/{techpacks,linesheets}/render/locales`);
 * `scripts/check-messages.mjs` fails when a language misses a key or its placeholders differ, so
 * the English fallback here is a safety net, not a way to ship half a language.
 */
import type { LanguageCode } from '@atelier/domain';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

export type MessageValues = Record<string, PrimitiveType>;
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/**
 * The texts of a surface: given its nine catalogues, a function answering one language's
 * translate function. Each message is parsed once, the first time it is written.
 */
export function catalogueTexts<Key extends string>(
  catalogues: { en: Record<Key, string> } & Record<
    Exclude<LanguageCode, 'en'>,
    Partial<Record<Key, string>>
  >,
): (language?: LanguageCode) => Translate<Key> {
  const formats = new Map<string, IntlMessageFormat>();
  return (language = 'en') =>
    (key, values) => {
      const id = `${language}\u0000${key}`;
      let format = formats.get(id);
      if (!format) {
        const catalogue: Partial<Record<Key, string>> = catalogues[language];
        format = new IntlMessageFormat(catalogue[key] ?? catalogues.en[key], language);
        formats.set(id, format);
      }
      return String(format.format(values));
    };
}
