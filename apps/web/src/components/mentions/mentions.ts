/**
 * The text side of @mentions: finding the `@name` being typed at the caret, the people it may
 * mean, inserting a picked name, and reading which picked people the text still names.
 */
import type { Mention } from '@atelier/domain';

/** An `@` being typed: where it sits in the text and the letters typed after it so far. */
export interface MentionTrigger {
  start: number;
  query: string;
}

/** How many people the list offers at once: the typed letters narrow it. */
export const MENTION_OPTIONS_MAX = 8;

// After the @: a letter, then letters (and name punctuation), in up to three words.
const QUERY = /^\p{L}[\p{L}\p{M}'’.-]*(?: [\p{L}\p{M}'’.-]*){0,2}$/u;
// An @ opens a mention at the start, or after a space or an opening bracket or quote, not in
// the middle of a word (an e-mail address).
const BEFORE = /[\s([{"'“‘]/u;

/** The mention being typed at `caret`, or null when the caret is not right after one. */
export function mentionAt(text: string, caret: number): MentionTrigger | null {
  const head = text.slice(0, caret);
  const start = head.lastIndexOf('@');
  if (start === -1) return null;
  if (start > 0 && !BEFORE.test(head[start - 1]!)) return null;
  const query = head.slice(start + 1);
  return QUERY.test(query) ? { start, query } : null;
}

const fold = (value: string) => value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** People whose name, from any of its words on, starts with the query (accents ignored). */
export function matchPeople<T extends Mention>(people: readonly T[], query: string): T[] {
  const wanted = fold(query);
  return people
    .filter((person) => {
      const words = fold(person.name).split(/\s+/);
      return words.some((_, index) => words.slice(index).join(' ').startsWith(wanted));
    })
    .slice(0, MENTION_OPTIONS_MAX);
}

/** The text with the typed `@query` replaced by `@Full Name `, and where the caret goes. */
export function insertMention(text: string, trigger: MentionTrigger, caret: number, name: string) {
  const inserted = `@${name} `;
  const before = text.slice(0, trigger.start);
  const after = text.slice(caret).replace(/^ /, '');
  return { text: before + inserted + after, caret: before.length + inserted.length };
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `@Name`, not followed by more of a word (so `@Ana Ito` is not found in `@Ana Itoh`). */
function namePattern(names: readonly string[]) {
  const alternatives = [...new Set(names)]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(escape);
  return alternatives.length > 0
    ? new RegExp(`@(${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu')
    : null;
}

/** The ids of the picked people whose `@Name` the text still holds, each once. */
export function mentionsIn(text: string, picked: readonly Mention[]): string[] {
  const pattern = namePattern(picked.map((person) => person.name));
  if (!pattern) return [];
  const named = new Set([...text.matchAll(pattern)].map((match) => match[1]));
  return [...new Set(picked.filter((person) => named.has(person.name)).map((p) => p._id))];
}

export type MentionPart =
  { text: string; mention?: undefined } | { text: string; mention: Mention };

/** The text cut into plain parts and the `@Name`s of the people it mentions, in order. */
export function splitMentions(text: string, mentions: readonly Mention[]): MentionPart[] {
  const pattern = namePattern(mentions.map((person) => person.name));
  if (!pattern) return [{ text }];
  const parts: MentionPart[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    const mention = mentions.find((person) => person.name === match[1])!;
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ text: match[0], mention });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
