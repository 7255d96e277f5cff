/**
 * E-mails in their recipient's language (issue 47 §4). The catalogues are `locales/<code>.json`
 * beside this file, English the reference, formatted by the shared `platform/i18n/catalogue.ts`;
 * `scripts/check-messages.mjs` fails when a language misses a key or its placeholders differ. A
 * language is chosen in the general settings (`settings/service.ts` `languageOf`); English for
 * anyone who never chose.
 */
import { catalogueTexts, type Translate } from '../i18n/catalogue.ts';
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
export type MailTranslate = Translate<MailMessageKey>;

/** The texts of one language; a key it lacks reads in English (the check keeps that from shipping). */
export const mailTexts = catalogueTexts<MailMessageKey>({
  en,
  'zh-Hans': zhHans,
  vi,
  tr,
  pt,
  it,
  es,
  fr,
  de,
});
