/**
 * The construction details' own texts (issue 47 §4): the details and their callouts. A catalogue of the feature's, its English in the construction section's chunk, never in the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts } from '../../lib/i18n';
import en from './locales/en.json';

export type ConstructionMessageKey = keyof typeof en;

export const useConstructionT = areaTexts<ConstructionMessageKey>(en, {
  'zh-Hans': () => import('./locales/zh-Hans.json'),
  vi: () => import('./locales/vi.json'),
  tr: () => import('./locales/tr.json'),
  pt: () => import('./locales/pt.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
});

/** The construction details's `t`, for helpers that take it. */
export type ConstructionTranslate = ReturnType<typeof useConstructionT>;
