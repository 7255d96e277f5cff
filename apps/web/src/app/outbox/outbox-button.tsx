/**
 * The outbox in the header (issue 48 §3): nothing while every change is on the server; else how
 * many wait, opening a drawer that lists them in order and lets the person settle a conflict or a
 * refusal. Mounting it starts the outbox, so what waits from an earlier visit is sent.
 */
import { ActionIcon, Drawer, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { IconCloudUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { OutboxProblem } from '../../components/outbox/outbox-problem';
import { useFormat } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { startOutbox } from '../../lib/outbox/outbox';
import { useShownOutbox } from '../../lib/outbox/use-outbox';
import { useOnline } from '../installable/installable-notices';
import './outbox-kinds';

export function OutboxButton() {
  const t = useT();
  const entries = useShownOutbox();
  const online = useOnline();
  const { formatDateTime } = useFormat();
  const [opened, setOpened] = useState(false);
  useEffect(() => startOutbox(), []);
  if (entries.length === 0 && !opened) return null;
  const problems = entries.filter((entry) => entry.state !== 'waiting').length;
  const label = problems
    ? t('outbox.buttonProblems', { count: entries.length, problems })
    : t('outbox.button', { count: entries.length });
  return (
    <>
      <Tooltip label={label}>
        <Indicator
          label={entries.length}
          size={18}
          color={problems ? 'red' : 'blue'}
          offset={4}
          disabled={entries.length === 0}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            onClick={() => setOpened(true)}
          >
            <IconCloudUp size={20} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        title={t('outbox.title')}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {entries.length === 0
              ? t('outbox.allSent')
              : online
                ? t('outbox.sending')
                : t('outbox.offline')}
          </Text>
          <Stack
            gap="xs"
            component="ol"
            aria-label={t('outbox.title')}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {entries.map((entry) => (
              <li key={entry.seq}>
                {entry.state === 'waiting' ? (
                  <Stack gap={0}>
                    <Text size="sm">{entry.label}</Text>
                    <Text size="xs" c="dimmed">
                      {t('outbox.madeAt', { time: formatDateTime(entry.queuedAt) })}
                    </Text>
                  </Stack>
                ) : (
                  <OutboxProblem entry={entry} />
                )}
              </li>
            ))}
          </Stack>
        </Stack>
      </Drawer>
    </>
  );
}
