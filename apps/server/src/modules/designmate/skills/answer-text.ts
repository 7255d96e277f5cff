/** The small words every "Ask your data" answer is written with. */
import type { SkillAnswer } from './types.ts';

/** An answer before the skill that made it is named. */
export type AnswerPart = Omit<SkillAnswer, 'skill'>;

/** "1 colour", "3 colours". */
export const counted = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** "is" or "are", for this many. */
export const isOrAre = (count: number) => (count === 1 ? 'is' : 'are');

/** How many a table shows of how many there are: "45, the first 20". */
export const shownOf = (total: number, shown: number) =>
  total > shown ? `${total}, the first ${shown}` : `${total}`;

/** A search snippet without its marks. */
export const plain = (snippet: string) => snippet.replaceAll(/<\/?mark>/g, '');

/** The topic words as the answer quotes them. */
export const quoted = (words: readonly string[]) => `“${words.join(' ')}”`;

export const nothing = (text: string): AnswerPart => ({ text, result: {}, sources: [] });
