import type { Announcement } from '@atelier/domain';
import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconPin, IconTrash, IconX } from '@tabler/icons-react';
import { useFormat } from '../../../lib/format';
import { AnnouncementMarkdown } from './announcement-markdown';

interface AnnouncementCardProps {
  announcement: Announcement;
  onDismiss: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One announcement in the banner: its title, Markdown, who posted it and until when. */
export function AnnouncementCard({
  announcement,
  onDismiss,
  onEdit,
  onDelete,
}: AnnouncementCardProps) {
  const format = useFormat();
  const { title, policies } = announcement;
  const titleId = `announcement-${announcement._id}`;
  const posted = [
    announcement.author ? `Posted by ${announcement.author.name}` : 'Posted',
    format.formatDate(announcement.createdAt),
    announcement.expiresAt ? `until ${format.formatDateTime(announcement.expiresAt)}` : null,
  ].filter(Boolean);

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      p="md"
      bg={announcement.pinned ? 'plum.0' : undefined}
      style={{ borderLeft: '4px solid var(--mantine-color-plum-6)' }}
    >
      <Group align="flex-start" justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            {announcement.pinned && (
              <Badge variant="light" leftSection={<IconPin size={12} aria-hidden />}>
                Pinned
              </Badge>
            )}
            <Title order={3} fz="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
          </Group>
          <div style={{ overflowWrap: 'anywhere' }}>
            <AnnouncementMarkdown>{announcement.body}</AnnouncementMarkdown>
          </div>
          <Text size="xs" c="dimmed">
            {posted.join(' · ')}
          </Text>
        </Stack>
        <Group gap={2} wrap="nowrap">
          {(policies.edit || policies.delete) && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" size="lg" aria-label={`Actions for ${title}`}>
                  <IconDotsVertical size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {policies.edit && (
                  <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                    Edit
                  </Menu.Item>
                )}
                {policies.delete && (
                  <Menu.Item color="error" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                    Delete
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
          {!announcement.dismissed && (
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Dismiss announcement: ${title}`}
              onClick={onDismiss}
            >
              <IconX size={18} />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
