import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Copies a share link; says so for a moment (and to screen readers). */
export function CopyLinkButton({ url, label = 'Copy link' }: { url: string; label?: string }) {
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
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}
