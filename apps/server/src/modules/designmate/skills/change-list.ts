/**
 * A product's thread read as a list of requested changes (issue 35). Each comment is cut into
 * lines (a bulleted list is one request a line) and sentences (`compromise`), and a sentence is
 * kept when it asks for a change:
 * - an instruction: it opens with a verb in the imperative ("Shorten the hem by 2 cm", "Don't use
 *   topstitching"), a fashion change verb ("swap", "taper", "lengthen"…) or "please";
 * - a proposal: "Can we …?", "Could you …?", "What if we …?", "How about …?", "Let's …";
 * - a need: "we need", "should be", "needs to", "I'd like", "has to", "must";
 * - a complaint, which asks for a change without saying it: "The colour reads too orange", "the
 *   collar gapes", "the hem isn't straight", "not enough ease" (issue 44 §10).
 * Questions that only ask for information ("When does the fabric ship?"), thanks, praise,
 * agreement ("Agree on the hem.") and acknowledgements are left out. A request keeps its wording, but a leading "Please" goes; the
 * same request twice (ignoring case and punctuation) is listed once, where it was first made.
 */
import nlp from 'compromise';
import { complains } from './complaints.ts';

export interface ThreadComment {
  id: string;
  text: string;
  fileId: string | null;
  pinned: boolean;
  resolved: boolean;
  author: string;
  createdAt: string;
}

export interface RequestedChange {
  number: number;
  text: string;
  commentId: string;
  fileId: string | null;
  pinned: boolean;
  resolved: boolean;
  author: string;
}

/** What a designer asks to be done to a garment. */
const CHANGE_VERBS = new Set(
  `add adjust align alter bind change check clean close crop cut darken drop dye extend fine-tune fix flip
  hem increase iron lengthen let lighten line lower make match move narrow open pad pleat press
  raise recolor recolour reduce reinforce remove replace reshape resize rotate round scale sew
  shift shorten simplify soften square stiffen straighten swap switch take taper tighten trim try
  turn unline update use widen`.split(/\s+/),
);

/** How a proposal or a need opens (lower case, after "please" is gone). */
const ASKING = [
  /^(can|could|would|will|shall|should) (we|you|u|they)\b/,
  /^(what|how) about\b/,
  /^what if\b/,
  /^let'?s\b/,
  /^let us\b/,
  /^maybe (we|you)?\b/,
  /^(we|i|they) (really )?(need|want|would like|'d like)\b/,
  /^(we|i)'d (like|prefer)\b/,
  /^(i|we) (would )?prefer\b/,
  /^(do not|don't|never|no more|avoid)\b/,
];

/** A need stated anywhere in the sentence. */
const NEEDS = /\b(should|must|has to|have to|needs? to|needs? (a|an|more|less)|would be better)\b/;

/** Replies that confirm, agree or praise, and feelings, never a request. */
const NOT_REQUESTS =
  /^((i|we) (fully |totally |all )?(agree|concur)|agree[ds]?|agreement|approved?|confirmed|fine(?!-)|sounds (good|great|fine)|happy with|works for (me|us)|thanks?|thank you|ok(ay)?|done|great|perfect|love|like|adore|enjoy|looks|see|nice|noted|sure|yes|no|well done|good)\b/;

const clean = (sentence: string) =>
  sentence
    .trim()
    .replace(/^[-*•·–]\s*|^\d+[.)]\s+/u, '')
    .replace(/^please,?\s+/i, '')
    .trim();

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const sameRequest = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function isRequest(sentence: string): boolean {
  const said = sentence.toLowerCase();
  // A heading ("Fit notes:") introduces requests; it is not one.
  if (!/\p{L}/u.test(said) || said.endsWith(':')) return false;
  // "Love the drape, but the hem is too long": praise that ends in a complaint asks for a change.
  const isQuestion = said.endsWith('?');
  if (!isQuestion && complains(said)) return true;
  if (NOT_REQUESTS.test(said)) return false;
  if (ASKING.some((opening) => opening.test(said))) return true;
  const first = said.match(/^[\p{L}'-]+/u)?.[0] ?? '';
  if (CHANGE_VERBS.has(first)) return true;
  if (isQuestion) return false;
  if (NEEDS.test(said)) return true;
  return nlp(sentence).terms().first().has('#Imperative');
}

/** A comment's sentences: each line apart (a bulleted list), then sentence by sentence. */
function sentencesOf(text: string): string[] {
  return (
    text
      .split(/\r?\n/)
      // Splitting needs no tagging: tokenize is compromise without its (costly) part-of-speech pass.
      .flatMap((line) =>
        line.trim() ? (nlp.tokenize(line).sentences().out('array') as string[]) : [],
      )
      .map(clean)
      .filter(Boolean)
  );
}

/** The thread's requests, numbered in the order they were made. */
export function changeList(comments: readonly ThreadComment[]): RequestedChange[] {
  const seen = new Set<string>();
  const changes: RequestedChange[] = [];
  for (const comment of comments) {
    for (const sentence of sentencesOf(comment.text)) {
      const key = sameRequest(sentence);
      if (!key || seen.has(key) || !isRequest(sentence)) continue;
      seen.add(key);
      changes.push({
        number: changes.length + 1,
        text: capitalised(sentence),
        commentId: comment.id,
        fileId: comment.fileId,
        pinned: comment.pinned,
        resolved: comment.resolved,
        author: comment.author,
      });
    }
  }
  return changes;
}
