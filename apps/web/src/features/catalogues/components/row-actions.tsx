import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';

interface RowActionsProps {
  name: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and delete of one row, each only when the entry's policies allow it. */
export function RowActions({ name, canEdit, canDelete, onEdit, onDelete }: RowActionsProps) {
  if (!canEdit && !canDelete) return null;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {canEdit && (
        <Tooltip label="Edit" withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${name}`} onClick={onEdit}>
            <IconEdit size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip label="Delete" withArrow>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
