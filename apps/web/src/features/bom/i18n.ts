/**
 * The bill of materials' own texts (issue 47 §4): a catalogue of the feature's, its English in the BOM's chunk, never in the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts, languageChunks } from '../../lib/i18n';
import en from './locales/en.json';

export type BomMessageKey = keyof typeof en;

export const useBomT = areaTexts<BomMessageKey>(
  en,
  languageChunks(import.meta.glob(['./locales/*.json', '!./locales/en.json'])),
);

/** The bill of materials's `t`, for helpers that take it. */
export type BomTranslate = ReturnType<typeof useBomT>;
