import { Mark, Text, type TextProps } from '@mantine/core';
import { snippetParts } from '../lib/snippet';

/** A snippet with its matched words highlighted; the rest is text, never HTML. */
export function SnippetText({ snippet, ...props }: { snippet: string } & TextProps) {
  return (
    <Text {...props}>
      {snippetParts(snippet).map((part, index) =>
        part.marked ? <Mark key={index}>{part.text}</Mark> : part.text,
      )}
    </Text>
  );
}
