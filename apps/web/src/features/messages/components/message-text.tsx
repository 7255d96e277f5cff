import type { Mention } from '@atelier/domain';
import { Anchor, Text } from '@mantine/core';
import type { MessagePart } from '../lib/message-parts';

/** The text exactly as written (never HTML), mentions in bold, web links opening a new tab. */
export function MessageText({ parts }: { parts: readonly MessagePart[] }) {
  return parts.map((part, index) => {
    if (part.kind === 'mention') return <MentionName key={index} part={part} />;
    if (part.kind === 'link') {
      return (
        <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer" inherit>
          {part.text}
        </Anchor>
      );
    }
    return part.text;
  });
}

function MentionName({ part }: { part: { text: string; mention: Mention } }) {
  return (
    <Text span inherit fw={600} c="plum.8" data-mention={part.mention._id}>
      {part.text}
    </Text>
  );
}
