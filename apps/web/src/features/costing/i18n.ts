/**
 * The costing's own texts (issue 47 §4): the cost sheet, the team's currency and rates. A catalogue of the feature's, its English in the costing's chunk, never in the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts, languageChunks } from '../../lib/i18n';
import en from './locales/en.json';

export type CostingMessageKey = keyof typeof en;

export const useCostingT = areaTexts<CostingMessageKey>(
  en,
  languageChunks(import.meta.glob(['./locales/*.json', '!./locales/en.json'])),
);

/** The costing's `t`, for helpers that take it. */
export type CostingTranslate = ReturnType<typeof useCostingT>;
