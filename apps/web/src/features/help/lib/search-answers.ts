import type { HelpAnswer } from './answers';

/** Lower case without accents, so 'reminder' finds 'Rémïnder' and the other way round. */
const fold = (value: string) => value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The answers holding every word of the query (anywhere in the question, the answer, the topic
 * or the extra search words), in their own order. An empty query keeps them all.
 */
export function searchAnswers(answers: readonly HelpAnswer[], query: string): HelpAnswer[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}@]+/u)
    .filter(Boolean);
  if (words.length === 0) return [...answers];
  return answers.filter((answer) => {
    const text = fold([answer.topic, answer.question, answer.answer, answer.words ?? ''].join(' '));
    return words.every((word) => text.includes(word));
  });
}
