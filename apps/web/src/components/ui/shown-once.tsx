import { Alert, Button, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ShownOnceTexts {
  title: string;
  /** The field's label, e.g. "Your new token". */
  label: string;
  /** That it will not be shown again. */
  warning: string;
  copy: string;
  copied: string;
  /** The one way out: "I have copied it". */
  done: string;
}

interface ShownOnceModalProps {
  /** The secret; null keeps the dialog closed. */
  secret: string | null;
  texts: ShownOnceTexts;
  onDone: () => void;
  /** Below the secret: how to use it. */
  children?: ReactNode;
}

/**
 * A secret the server answers once (an API token, a webhook's signing secret), in a monospace
 * field with a Copy button. Neither Escape nor a click outside closes it: the person says they
 * have copied it, since nothing can show it again.
 */
export function ShownOnceModal({ secret, texts, onDone, children }: ShownOnceModalProps) {
  return (
    <Modal
      opened={secret !== null}
      onClose={onDone}
      title={texts.title}
      size="lg"
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      {secret !== null && (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
            {texts.warning}
          </Alert>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label={texts.label}
              value={secret}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              style={{ flex: '1 1 240px', minWidth: 0 }}
              data-autofocus
            />
            <CopyButton value={secret} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'default'}
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                  aria-live="polite"
                >
                  {copied ? texts.copied : texts.copy}
                </Button>
              )}
            </CopyButton>
          </Group>
          {children}
          <Group justify="flex-end">
            <Button onClick={onDone}>{texts.done}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
