import type { Mention } from '@atelier/domain';
import { Text } from '@mantine/core';
import { splitMentions } from './mentions';

/** A comment's text with the people it mentions in the brand colour, in bold. */
export function MentionText({ text, mentions }: { text: string; mentions: readonly Mention[] }) {
  return splitMentions(text, mentions).map((part, index) =>
    part.mention ? (
      <Text key={index} span inherit fw={600} c="plum.8" data-mention={part.mention._id}>
        {part.text}
      </Text>
    ) : (
      part.text
    ),
  );
}
