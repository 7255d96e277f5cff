/**
 * The webhooks' own texts (issue 49 §2): the team's endpoints, their form, the secret shown once
 * and the deliveries log. A catalogue of the feature's, its English in the page's chunk, never in
 * the entry; each other language is a chunk loaded when first shown (`areaTexts`).
 */
import { areaTexts, languageChunks } from '../../lib/i18n';
import en from './locales/en.json';

export type WebhookMessageKey = keyof typeof en;

export const useWebhookT = areaTexts<WebhookMessageKey>(
  en,
  languageChunks(import.meta.glob(['./locales/*.json', '!./locales/en.json'])),
);

export type WebhookTranslate = ReturnType<typeof useWebhookT>;
