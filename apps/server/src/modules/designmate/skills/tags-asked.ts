/**
 * "Suggest tags for the camp shirt" asked in any conversation (issue 44 §8): the suggestions for the
 * product it names, or the conversation's.
 */
import { productNamed } from './product-named.ts';
import { keywordsOf } from './question.ts';
import { suggestTags } from './tags.ts';
import type { SkillAnswer, SkillRequest } from './types.ts';

/**
 * Words that ask for a product's tags: "Suggest tags for the camp shirt", "Which season fits the
 * parka?", "tag the parka" — not "what did Marco suggest?" (its changes) nor "products with the
 * tag Summer" (the wall's filter).
 */
const TAGGING =
  /\bsuggest\w*\b[^.?!]*\b(tags?|categor(y|ies)|seasons?)\b|\b(tags?|categor(y|ies)|seasons?) (for|fit|suit)\w*\b|\btag (the|this|my|our)\b/;
/** Those words, left out of the product's name searched for. */
const TAG_WORDS = /\b(suggest\w*|tags?|tagging|categor(y|ies)|seasons?)\b/gu;

export async function taggedOn(request: SkillRequest): Promise<SkillAnswer | null> {
  const said = request.text.toLowerCase();
  if (!TAGGING.test(said)) return null;
  const product =
    request.product ?? (await productNamed(request, keywordsOf(said.replace(TAG_WORDS, ' '))));
  return product ? suggestTags(request, product) : null;
}
