import { Group, Stack, Text } from '@mantine/core';
import { IconCloudUp } from '@tabler/icons-react';
import { useT } from '../../lib/i18n';
import { useShownOutbox } from '../../lib/outbox/use-outbox';
import { OutboxProblem } from '../outbox/outbox-problem';

/**
 * The comments written here with no network, waiting in the outbox to be sent (issue 48 §3): the
 * writer sees they are kept, in order, and settles any the server then refused.
 */
export function WaitingComments({ scope }: { scope: string }) {
  const t = useT();
  const waiting = useShownOutbox().filter(
    (entry) =>
      entry.kind === 'comment.create' && (entry.body as { scope?: string }).scope === scope,
  );
  if (waiting.length === 0) return null;
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      mt="sm"
      p={0}
      aria-label={t('outbox.title')}
      style={{ listStyle: 'none' }}
    >
      {waiting.map((entry) => (
        <li key={entry.seq}>
          {entry.state === 'waiting' ? (
            <Group gap="xs" wrap="nowrap" c="dimmed">
              <IconCloudUp size={16} aria-hidden style={{ flex: 'none' }} />
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {(entry.body as { body: { text: string } }).body.text}
              </Text>
              <Text size="xs" c="blue.8" style={{ flex: 'none' }}>
                {t('outbox.waiting')}
              </Text>
            </Group>
          ) : (
            <OutboxProblem entry={entry} />
          )}
        </li>
      ))}
    </Stack>
  );
}
