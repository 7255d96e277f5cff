/**
 * The product page's own texts (issue 47 §4): the approval card, the buyer fields and the stage gates. A catalogue of the feature's, its English in the product page's and team settings' chunks, never in the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts } from '../../lib/i18n';
import en from './locales/en.json';

export type ProductMessageKey = keyof typeof en;

export const useProductT = areaTexts<ProductMessageKey>(en, {
  'zh-Hans': () => import('./locales/zh-Hans.json'),
  vi: () => import('./locales/vi.json'),
  tr: () => import('./locales/tr.json'),
  pt: () => import('./locales/pt.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
});

/** The product page's `t`, for helpers that take it. */
export type ProductTranslate = ReturnType<typeof useProductT>;
