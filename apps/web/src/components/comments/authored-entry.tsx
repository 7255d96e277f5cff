import { useT } from '../../lib/i18n';
import { ActionIcon, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { PersonAvatar } from '../ui/person-avatar';

interface AuthoredEntryProps extends Omit<ComponentProps<typeof Group>, 'children'> {
  author: { name: string; profilePicture: string | null };
  /** Left of the name, e.g. a thread's pin number. */
  marker?: ReactNode;
  /** Right of the name: badges, the date, a status. */
  meta: ReactNode;
  /** The Edit and Delete items the reader may use; no menu when neither, nor while editing. */
  menu: { label: string; editing: boolean; onEdit?: () => void; onDelete?: () => void };
  children: ReactNode;
}

/**
 * A comment or a message: the author's picture, name and meta on one line with its actions menu,
 * and what they wrote below.
 */
export function AuthoredEntry({
  author,
  marker,
  meta,
  menu,
  children,
  ...group
}: AuthoredEntryProps) {
  const t = useT();
  const { label, editing, onEdit, onDelete } = menu;
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" {...group}>
      <PersonAvatar person={author} size={32} decorative />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={6} style={{ minWidth: 0 }}>
            {marker}
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {author.name}
            </Text>
            {meta}
          </Group>
          {(onEdit || onDelete) && !editing && (
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label={label}>
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {onEdit && <Menu.Item onClick={onEdit}>{t('common.edit')}</Menu.Item>}
                {onDelete && (
                  <Menu.Item color="error" onClick={onDelete}>
                    {t('common.delete')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        {children}
      </Stack>
    </Group>
  );
}
