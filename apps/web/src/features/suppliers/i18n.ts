/**
 * The suppliers' own texts (issue 47 §4): the team's card, the invitation and a product's suppliers. A catalogue of the feature's, its English in the chunks that import it, never in the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts, languageChunks } from '../../lib/i18n';
import en from './locales/en.json';

export type SupplierMessageKey = keyof typeof en;

export const useSupplierT = areaTexts<SupplierMessageKey>(
  en,
  languageChunks(import.meta.glob(['./locales/*.json', '!./locales/en.json'])),
);

/** The suppliers's `t`, for helpers that take it. */
export type SupplierTranslate = ReturnType<typeof useSupplierT>;
