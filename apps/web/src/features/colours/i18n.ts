/**
 * The colour library's own texts (issue 47 §4): the list page, its columns and the star. A
 * catalogue of the feature's, its English in the page's chunk, never in the entry; each other
 * language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts, languageChunks } from '../../lib/i18n';
import en from './locales/en.json';

export type ColourMessageKey = keyof typeof en;

export const useColourT = areaTexts<ColourMessageKey>(
  en,
  languageChunks(import.meta.glob(['./locales/*.json', '!./locales/en.json'])),
);
