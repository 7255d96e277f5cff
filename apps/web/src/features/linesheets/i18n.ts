/**
 * The line sheets' own texts (issue 47 §4), a catalogue of the feature's: its English rides in
 * the chunks of the wall and the shared page that import it, never in the entry, and each other
 * language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts } from '../../lib/i18n';
import en from './locales/en.json';

export type LineSheetMessageKey = keyof typeof en;

export const useLineSheetT = areaTexts<LineSheetMessageKey>(en, {
  'zh-Hans': () => import('./locales/zh-Hans.json'),
  vi: () => import('./locales/vi.json'),
  tr: () => import('./locales/tr.json'),
  pt: () => import('./locales/pt.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
});
