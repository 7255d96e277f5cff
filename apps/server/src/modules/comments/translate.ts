/**
 * A comment's text in another language (issue 47 §5), written by the AI provider designmate uses
 * (`AI_*`): one chat completion, told to keep the trade's words (POM codes, sizes, measurements,
 * colourway names) and to answer with the translation alone. A provider that errs, hangs past
 * `AI_TIMEOUT_MS` or answers nothing is a 503; nothing is kept then.
 */
import { messages } from '@atelier/domain';
import type { LanguageCode } from '@atelier/domain';
import type { AiConfig } from '../../config.ts';
import { aiClient } from '../../platform/ai/client.ts';
import { unavailable } from '../../platform/http/errors.ts';

/** Each language as the provider is told it (its English name is the least ambiguous). */
const NAMES: Record<LanguageCode, string> = {
  en: 'English',
  'zh-Hans': 'Simplified Chinese',
  vi: 'Vietnamese',
  tr: 'Turkish',
  pt: 'Brazilian Portuguese',
  it: 'Italian',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
};

/** The marker of a text already in the language asked for. */
const SAME = '<<SAME>>';

const instructions = (language: LanguageCode) =>
  [
    `Translate the user's message, a comment between a fashion brand and its factory, into ${NAMES[language]}.`,
    'Use the garment trade’s own terms (POM, grading, tolerance, colourway, PP sample, tech pack).',
    'Keep as written: names of people and products, point-of-measure codes such as T01, sizes, numbers, measurements and units, @mentions and links.',
    `Answer with the translation alone, no notes or quotes. If the message is already in ${NAMES[language]}, answer exactly ${SAME}.`,
  ].join(' ');

/** The text in `language`, or null when it already reads in it. */
export async function translateText(
  ai: AiConfig,
  text: string,
  language: LanguageCode,
): Promise<string | null> {
  let answer: string | null | undefined;
  try {
    const completion = await aiClient(ai).chat.completions.create({
      model: ai.model,
      messages: [
        { role: 'system', content: instructions(language) },
        { role: 'user', content: text },
      ],
      max_tokens: 2000,
      temperature: 0,
    });
    answer = completion.choices[0]?.message?.content?.trim();
  } catch {
    throw unavailable(messages.translationUnavailable);
  }
  if (!answer) throw unavailable(messages.translationUnavailable);
  return answer === SAME ? null : answer;
}
