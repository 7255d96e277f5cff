/**
 * The tech pack files' own words in nine languages (issue 47 §4): headings, column headers,
 * labels, sentences, sheet names. The catalogues are `locales/<code>.json` beside this file,
 * English the reference, checked by `scripts/check-messages.mjs`; what people entered (product,
 * POM and material names, notes) is written as entered, and days and numbers as in every copy.
 */
import { catalogueTexts, type Translate } from '../../../platform/i18n/catalogue.ts';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import tr from './locales/tr.json' with { type: 'json' };
import vi from './locales/vi.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

export type PackMessageKey = keyof typeof en;
export type PackTranslate = Translate<PackMessageKey>;

/** The texts of one language; a key it lacks reads in English (the check keeps that from shipping). */
export const packTexts = catalogueTexts<PackMessageKey>({
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
