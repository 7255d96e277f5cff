import { classifyFile, type MessageAttachment } from '@atelier/domain';
import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { FileIcon } from '../../../components/files/file-icon';
import { formatSize } from '../../../lib/format-size';

/**
 * A message's files: images as thumbnails, the rest as named cards; each opens or downloads the
 * file in a new tab.
 */
export function MessageAttachments({ attachments }: { attachments: MessageAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Group gap="xs" mt={4} role="list" aria-label="Attached files">
      {attachments.map((file) => {
        // Until its WebP is made, a picture shows itself.
        const picture = file.thumbnail ?? (classifyFile(file.name) === 'image' ? file.url : null);
        return (
          <Anchor
            key={file.path}
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            underline="never"
            role="listitem"
            aria-label={`${file.name}, ${formatSize(file.size)}`}
          >
            {picture ? (
              <Image
                src={picture}
                alt=""
                w={120}
                h={90}
                fit="cover"
                radius="sm"
                style={{ border: '1px solid var(--mantine-color-default-border)' }}
              />
            ) : (
              <Paper withBorder radius="sm" px="sm" py={6} maw={260}>
                <Group gap="xs" wrap="nowrap">
                  <FileIcon name={file.name} size={24} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" truncate c="var(--mantine-color-text)">
                      {file.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatSize(file.size)}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            )}
          </Anchor>
        );
      })}
    </Group>
  );
}
