/**
 * The spec sheet's own texts (issue 47 §4): the editor, grid, import and export, revisions, fit sessions and photos. A catalogue of the feature's: its English rides in the spec sheet's chunk, never in the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts, languageChunks } from '../../lib/i18n';
import en from './locales/en.json';

export type SpecMessageKey = keyof typeof en;

export const useSpecT = areaTexts<SpecMessageKey>(
  en,
  languageChunks(import.meta.glob(['./locales/*.json', '!./locales/en.json'])),
);

/** The spec sheet's `t`, for helpers that take it. */
export type SpecTranslate = ReturnType<typeof useSpecT>;
