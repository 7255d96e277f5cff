/**
 * The product page's own texts (issue 47 §4): the approval card, the buyer fields and the stage gates. A catalogue of the feature's, its English in the product page's and team settings' chunks, never in the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts, languageChunks } from '../../lib/i18n';
import en from './locales/en.json';

export type ProductMessageKey = keyof typeof en;

export const useProductT = areaTexts<ProductMessageKey>(
  en,
  languageChunks(import.meta.glob(['./locales/*.json', '!./locales/en.json'])),
);

/** The product page's `t`, for helpers that take it. */
export type ProductTranslate = ReturnType<typeof useProductT>;
