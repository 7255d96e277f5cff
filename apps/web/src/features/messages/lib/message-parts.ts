import type { Mention } from '@atelier/domain';
import { splitMentions } from '../../../components/mentions/mentions';

export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; text: string; mention: Mention }
  | { kind: 'link'; text: string; href: string };

// Only http(s) addresses become links: `javascript:` and the like stay text.
const LINK = /https?:\/\/[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]/g;

function linkify(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', text: match[0], href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** A message's text as plain text, the people it mentions, and its web links. */
export function messageParts(text: string, mentions: readonly Mention[]): MessagePart[] {
  return splitMentions(text, mentions).flatMap((part): MessagePart[] =>
    part.mention
      ? [{ kind: 'mention', text: part.text, mention: part.mention }]
      : linkify(part.text),
  );
}

const PRODUCT_PATH = /^\/productDetail\/([0-9a-f-]{36})(?:\/[0-9a-f-]{36})?\/?$/i;

function parseUrl(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

/** The products of this Atelier the message links to, each once, in order. */
export function linkedProducts(parts: readonly MessagePart[], origin: string): string[] {
  const ids = new Set<string>();
  for (const part of parts) {
    if (part.kind !== 'link') continue;
    const url = parseUrl(part.href);
    const match = url?.origin === origin ? PRODUCT_PATH.exec(url.pathname) : null;
    if (match) ids.add(match[1]!.toLowerCase());
  }
  return [...ids];
}
