/**
 * The suppliers' own texts (issue 47 §4): the team's card, the invitation and a product's suppliers. A catalogue of the feature's, its English in the chunks that import it, never in the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts } from '../../lib/i18n';
import en from './locales/en.json';

export type SupplierMessageKey = keyof typeof en;

export const useSupplierT = areaTexts<SupplierMessageKey>(en, {
  'zh-Hans': () => import('./locales/zh-Hans.json'),
  vi: () => import('./locales/vi.json'),
  tr: () => import('./locales/tr.json'),
  pt: () => import('./locales/pt.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
});

/** The suppliers's `t`, for helpers that take it. */
export type SupplierTranslate = ReturnType<typeof useSupplierT>;
