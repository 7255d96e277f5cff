/**
 * The points of measure's, size ranges' and sample rounds' own texts (issue 47 §4): a catalogue of the feature's, its English in the chunks of /measurements and the spec sheet that import it, never in the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts } from '../../lib/i18n';
import en from './locales/en.json';

export type PomMessageKey = keyof typeof en;

export const usePomT = areaTexts<PomMessageKey>(en, {
  'zh-Hans': () => import('./locales/zh-Hans.json'),
  vi: () => import('./locales/vi.json'),
  tr: () => import('./locales/tr.json'),
  pt: () => import('./locales/pt.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
});

/** The points of measure's `t`, for helpers that take it. */
export type PomTranslate = ReturnType<typeof usePomT>;
