/**
 * The line sheet files' own words in nine languages (issue 47 §4): the cover, the cards' labels,
 * the stages named in the cover's filters, the XLSX's column headers and sheet name. The
 * catalogues are `locales/<code>.json` beside this file, English the reference, checked by
 * `scripts/check-messages.mjs` and formatted by the platform's catalogue, as the tech pack's are;
 * what people entered (names, styles, compositions) is written as entered.
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

export type SheetMessageKey = keyof typeof en;
export type SheetTranslate = Translate<SheetMessageKey>;

/** The texts of one language; a key it lacks reads in English (the check keeps that from shipping). */
export const sheetTexts = catalogueTexts<SheetMessageKey>({
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
