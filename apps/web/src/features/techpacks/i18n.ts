/**
 * The tech pack's own texts (issue 47 §4): revisions, downloads, release, comparison, send-to-factory, links and the factory's page. A catalogue of the feature's, its English in the tech pack's chunks, never in the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts } from '../../lib/i18n';
import en from './locales/en.json';

export type TechPackMessageKey = keyof typeof en;

export const useTechPackT = areaTexts<TechPackMessageKey>(en, {
  'zh-Hans': () => import('./locales/zh-Hans.json'),
  vi: () => import('./locales/vi.json'),
  tr: () => import('./locales/tr.json'),
  pt: () => import('./locales/pt.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
});

/** The tech pack's `t`, for helpers that take it. */
export type TechPackTranslate = ReturnType<typeof useTechPackT>;
