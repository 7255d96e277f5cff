import { useT } from '../../../lib/i18n';
import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Upload } from '../hooks/use-uploads';

interface UploadListProps {
  uploads: Upload[];
  onDismiss: (id: number) => void;
}

/** One line per file on its way: a progress bar and cancel, or the server's text when refused. */
export function UploadList({ uploads, onDismiss }: UploadListProps) {
  const t = useT();
  if (uploads.length === 0) return null;
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={t('uploads.label')}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {uploads.map((upload) => {
        const percent = Math.round(upload.progress * 100);
        const failed = upload.status === 'failed';
        return (
          <Group key={upload.id} component="li" gap="sm" wrap="nowrap">
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {upload.name}
                </Text>
                <Text size="xs" c={failed ? 'red.7' : 'dimmed'}>
                  {failed ? t('uploads.failed') : `${percent}%`}
                </Text>
              </Group>
              {failed ? (
                <Text size="xs" c="red.7" role="alert">
                  {upload.error}
                </Text>
              ) : (
                <Progress
                  value={percent}
                  size="sm"
                  aria-label={t('uploads.uploading', { name: upload.name })}
                />
              )}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={
                failed
                  ? t('uploads.dismiss', { name: upload.name })
                  : t('uploads.cancel', { name: upload.name })
              }
              onClick={() => (failed ? onDismiss(upload.id) : upload.cancel())}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
