/**
 * Which skill answers a message that names none (issue 35): images ask for a palette; a brief, tags
 * or the changes asked of a product are named in so many words; anything else is a question about
 * the team's data.
 */
import type { DesignmateSkill } from '@atelier/domain';

export function chooseSkill(
  text: string,
  context: { hasFiles: boolean; hasProduct: boolean },
): DesignmateSkill {
  const said = text.toLowerCase();
  // "The colours in our library" asks about the library, not for a palette.
  const isPalette =
    /\bpalette\b|\bcolou?rs? (of|from|in)\b|\bswatches\b/.test(said) && !/\blibrary\b/.test(said);
  if (context.hasFiles || isPalette) return 'palette';
  if (/\bbrief\b/.test(said)) return 'brief';
  if (context.hasProduct && /\b(tags?|categor\w*|seasons?|suggest\w*)\b/.test(said)) return 'tags';
  if (
    context.hasProduct &&
    /\b(ask\w*|request\w*|chang\w*|feedback|comments?|said|fix\w*)\b/.test(said)
  ) {
    return 'changes';
  }
  return 'ask';
}
