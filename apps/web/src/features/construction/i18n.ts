/**
 * The construction details' own texts (issue 47 §4): the details and their callouts. A catalogue of the feature's, its English in the construction section's chunk, never in the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts, languageChunks } from '../../lib/i18n';
import en from './locales/en.json';

export type ConstructionMessageKey = keyof typeof en;

export const useConstructionT = areaTexts<ConstructionMessageKey>(
  en,
  languageChunks(import.meta.glob(['./locales/*.json', '!./locales/en.json'])),
);

/** The construction details's `t`, for helpers that take it. */
export type ConstructionTranslate = ReturnType<typeof useConstructionT>;
