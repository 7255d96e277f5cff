import { ActionIcon, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { FileIcon } from '../../../components/files/file-icon';
import type { PendingAttachment } from '../hooks/use-attachments';

interface AttachmentTrayProps {
  pending: PendingAttachment[];
  onRemove: (id: number) => void;
}

/** The files chosen for the message being written: their progress, a failure's reason, remove. */
export function AttachmentTray({ pending, onRemove }: AttachmentTrayProps) {
  if (pending.length === 0) return null;
  return (
    <Group gap="xs" role="list" aria-label="Files to send">
      {pending.map((item) => (
        <Paper key={item.id} withBorder radius="sm" px="xs" py={4} maw={260} role="listitem">
          <Group gap={6} wrap="nowrap">
            <FileIcon name={item.name} size={18} />
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Text size="xs" truncate title={item.name}>
                {item.name}
              </Text>
              {item.status === 'uploading' && (
                <Progress
                  value={item.progress * 100}
                  size="xs"
                  aria-label={`Uploading ${item.name}`}
                />
              )}
              {item.status === 'failed' && (
                <Text size="xs" c="error" role="alert">
                  {item.error}
                </Text>
              )}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={`Remove ${item.name}`}
              onClick={() => onRemove(item.id)}
            >
              <IconX size={14} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Group>
  );
}
