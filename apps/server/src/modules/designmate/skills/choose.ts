/**
 * Which skill answers a message that names none (issue 35): images ask for a palette; a brief, a
 * spec check (issue 45), tags or the changes asked of a product are named in so many words;
 * anything else is a question about the team's data.
 */
import type { DesignmateSkill } from '@atelier/domain';

/**
 * Words that ask for a spec check ("check this spec", "is the spec of the parka ok?", "review the
 * measurements", "spec check"), whether or not the conversation is about a product.
 */
export const SPEC_CHECK =
  /\b(check|review|audit|look over|go over|proof\w*)\w* (the |this |my |our |its |his |her |their )?(spec|specs|spec sheet|specification|measurements|grading|tolerances)\b|\bspec(s| sheet)? (check|review)\b|\b(is|are) (the |this |its )?(spec|specs|spec sheet|measurements|grading)\b[^.?!]*\b(ok|okay|right|correct|fine|good|sound|ready)\b/u;

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
  if (SPEC_CHECK.test(said)) return 'spec';
  if (context.hasProduct && /\b(tags?|categor\w*|seasons?|suggest\w*)\b/.test(said)) return 'tags';
  if (
    context.hasProduct &&
    /\b(ask\w*|request\w*|chang\w*|feedback|comments?|said|fix\w*)\b/.test(said)
  ) {
    return 'changes';
  }
  return 'ask';
}
