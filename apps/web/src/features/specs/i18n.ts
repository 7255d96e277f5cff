/**
 * The spec sheet's own texts (issue 47 §4): the editor, grid, import and export, revisions, fit sessions and photos. A catalogue of the feature's: its English rides in the spec sheet's chunk, never in the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts } from '../../lib/i18n';
import en from './locales/en.json';

export type SpecMessageKey = keyof typeof en;

export const useSpecT = areaTexts<SpecMessageKey>(en, {
  'zh-Hans': () => import('./locales/zh-Hans.json'),
  vi: () => import('./locales/vi.json'),
  tr: () => import('./locales/tr.json'),
  pt: () => import('./locales/pt.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
});

/** The spec sheet's `t`, for helpers that take it. */
export type SpecTranslate = ReturnType<typeof useSpecT>;
