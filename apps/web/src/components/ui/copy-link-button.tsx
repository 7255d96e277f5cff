import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../../lib/i18n';

/** Copies a share link; says so for a moment (and to screen readers). */
export function CopyLinkButton({ url, label }: { url: string; label?: string }) {
  const t = useT();
  return (
    <CopyButton value={url} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant={copied ? 'light' : 'default'}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          onClick={copy}
          aria-live="polite"
        >
          {copied ? t('copyLink.copied') : (label ?? t('copyLink.copy'))}
        </Button>
      )}
    </CopyButton>
  );
}

/** A link just made, shown whole to select, with its copy button. */
export function MadeLink({ label, url }: { label: string; url: string }) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1 }}
      />
      <CopyLinkButton url={url} />
    </Group>
  );
}
