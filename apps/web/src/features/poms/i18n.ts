/**
 * The points of measure's, size ranges' and sample rounds' own texts (issue 47 §4): a catalogue of the feature's, its English in the chunks of /measurements and the spec sheet that import it, never in the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts, languageChunks } from '../../lib/i18n';
import en from './locales/en.json';

export type PomMessageKey = keyof typeof en;

export const usePomT = areaTexts<PomMessageKey>(
  en,
  languageChunks(import.meta.glob(['./locales/*.json', '!./locales/en.json'])),
);

/** The points of measure's `t`, for helpers that take it. */
export type PomTranslate = ReturnType<typeof usePomT>;
