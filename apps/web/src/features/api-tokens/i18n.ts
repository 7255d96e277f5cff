/**
 * The API tokens' own texts (issue 49 §1): the person's tokens page, the form and the token shown
 * once. A catalogue of the feature's, its English in the page's chunk, never in the entry; each
 * other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts, languageChunks } from '../../lib/i18n';
import en from './locales/en.json';

export type ApiTokenMessageKey = keyof typeof en;

export const useApiTokenT = areaTexts<ApiTokenMessageKey>(
  en,
  languageChunks(import.meta.glob(['./locales/*.json', '!./locales/en.json'])),
);
