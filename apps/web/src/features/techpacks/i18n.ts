/**
 * The tech pack's own texts (issue 47 §4): revisions, downloads, release, comparison, send-to-factory, links and the factory's page. A catalogue of the feature's, its English in the tech pack's chunks, never in the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts, languageChunks } from '../../lib/i18n';
import en from './locales/en.json';

export type TechPackMessageKey = keyof typeof en;

export const useTechPackT = areaTexts<TechPackMessageKey>(
  en,
  languageChunks(import.meta.glob(['./locales/*.json', '!./locales/en.json'])),
);

/** The tech pack's `t`, for helpers that take it. */
export type TechPackTranslate = ReturnType<typeof useTechPackT>;
