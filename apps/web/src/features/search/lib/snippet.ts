/** A hit's snippet as text parts, the matched ones marked (the server's `<mark>…</mark>`). */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const MARK = /<mark>(.*?)<\/mark>/gsu;

export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const match of snippet.matchAll(MARK)) {
    if (match.index > last) parts.push({ text: snippet.slice(last, match.index), marked: false });
    parts.push({ text: match[1] ?? '', marked: true });
    last = match.index + match[0].length;
  }
  if (last < snippet.length) parts.push({ text: snippet.slice(last), marked: false });
  return parts;
}

/** The snippet without its marks. */
export const snippetText = (snippet: string) => snippet.replace(/<\/?mark>/gu, '');

/** The words of a search worth highlighting in a title: two letters or more, operators left out. */
export const highlightWords = (text: string) =>
  text
    .split(/\s+/u)
    .filter((word) => word.length >= 2 && !word.includes(':') && !word.startsWith('-'));
