import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { discard, resend, type OutboxEntry } from '../../lib/outbox/outbox';
import { useServerText } from '../../lib/server-texts/server-text';

/**
 * A write the server would not take as it was (issue 48 §3), with the person's choices: for a
 * conflict, keep their value or the one found on the server; for a refusal, try again or give it
 * up — asked twice, as giving it up loses what they typed. `detail`: what the server has now.
 */
export function OutboxProblem({ entry, detail }: { entry: OutboxEntry; detail?: string }) {
  const t = useT();
  const serverText = useServerText();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const conflict = entry.state === 'conflict';
  return (
    <Alert
      color="red"
      variant="light"
      p="xs"
      icon={<IconAlertTriangle size={16} aria-hidden />}
      title={conflict ? t('outbox.conflict') : t('outbox.refused')}
      role="alert"
    >
      <Text size="sm">{entry.label}</Text>
      {entry.problem && <Text size="sm">{serverText(entry.problem)}</Text>}
      {detail && (
        <Text size="sm" fw={600}>
          {detail}
        </Text>
      )}
      <Group gap="xs" mt={6}>
        {confirming ? (
          <>
            <Text size="sm">{t('outbox.discardQuestion')}</Text>
            <Button
              size="compact-sm"
              color="red"
              loading={busy}
              onClick={() => void act(() => discard(entry.seq))}
            >
              {t('outbox.discard')}
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </>
        ) : conflict ? (
          <>
            <Button
              size="compact-sm"
              loading={busy}
              onClick={() => void act(() => resend(entry.seq))}
            >
              {t('outbox.keepMine')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              disabled={busy}
              onClick={() => void act(() => discard(entry.seq))}
            >
              {t('outbox.keepTheirs')}
            </Button>
          </>
        ) : (
          <>
            <Button
              size="compact-sm"
              loading={busy}
              onClick={() => void act(() => resend(entry.seq))}
            >
              {t('outbox.tryAgain')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              color="red"
              onClick={() => setConfirming(true)}
            >
              {t('outbox.discard')}
            </Button>
          </>
        )}
      </Group>
    </Alert>
  );
}
