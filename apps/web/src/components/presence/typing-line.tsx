import { Text } from '@mantine/core';
import { useT } from '../../lib/i18n';
import type { PresencePerson } from '../../lib/presence-state';
import { usePresence } from './presence-context';

/**
 * "Ana is typing…" from the people given. An empty live region otherwise, so that the line is
 * announced when it fills; `quiet`: nothing at all (a thread's replies, not to leave a gap).
 */
export function TypingLine({
  people,
  quiet = false,
}: {
  people: PresencePerson[];
  quiet?: boolean;
}) {
  const t = useT();
  const names = people.map((person) => person.user.name);
  const text =
    names.length === 0
      ? ''
      : names.length === 1
        ? t('presence.typingOne', { name: names[0]! })
        : names.length === 2
          ? t('presence.typingTwo', { first: names[0]!, second: names[1]! })
          : t('presence.typingMany', { count: names.length });
  if (quiet && !text) return null;
  return (
    <Text size="xs" c="dimmed" fs="italic" aria-live="polite" mih={18} data-typing-line>
      {text}
    </Text>
  );
}

/**
 * Who is writing in this thread (`thread`, or null: a new thread) of the page's product or image,
 * from the page's presence; nothing outside a PresenceProvider.
 */
export function ThreadTyping({ thread }: { thread: string | null }) {
  const presence = usePresence();
  if (!presence) return null;
  const typing = presence.people.filter(
    (person) => person.typing?.thread === thread && person.typing.image === presence.image,
  );
  return <TypingLine people={typing} quiet={thread !== null} />;
}
