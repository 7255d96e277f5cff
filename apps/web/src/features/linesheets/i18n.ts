/**
 * The line sheets' own texts (issue 47 §4), a catalogue of the feature's: its English rides in
 * the chunks of the wall and the shared page that import it, never in the entry, and each other
 * language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts, languageChunks } from '../../lib/i18n';
import en from './locales/en.json';

export type LineSheetMessageKey = keyof typeof en;

export const useLineSheetT = areaTexts<LineSheetMessageKey>(
  en,
  languageChunks(import.meta.glob(['./locales/*.json', '!./locales/en.json'])),
);
