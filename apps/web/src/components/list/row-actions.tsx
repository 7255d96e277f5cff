import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { IconDots, IconEdit, IconTrash, type Icon } from '@tabler/icons-react';
import { useT, type MessageKey } from '../../lib/i18n';

export interface RowAction {
  /** Stable id of the action ('edit', 'delete', 'block'…). */
  key: string;
  /** What the action does, without the row's name ('Edit', 'Remove from team'). */
  label: string;
  /** The app catalogue's key for `label`, so the shared actions read in the person's language. */
  labelKey?: MessageKey;
  icon: Icon;
  onClick: () => void;
  /** Destructive actions are red. */
  danger?: boolean;
}

interface RowActionsProps {
  /** The row's name, so each button says what it acts on ('Edit Linen'). */
  name: string;
  actions: readonly RowAction[];
  /** Always one menu button, so every row reads the same whatever it offers. */
  asMenu?: boolean;
}

/** Most rows have two actions or fewer: show them as buttons; more go into a menu. */
const MAX_INLINE = 2;

/** The actions of one row, the same in a table cell and on a phone's card. */
export function RowActions({ name, actions, asMenu = false }: RowActionsProps) {
  const t = useT();
  if (actions.length === 0) return null;
  const labelOf = (action: RowAction) => (action.labelKey ? t(action.labelKey) : action.label);
  if (asMenu || actions.length > MAX_INLINE) {
    return (
      <Menu position="bottom-end" withArrow width={240}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('list.actionsFor', { name })}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => (
            <Menu.Item
              key={action.key}
              color={action.danger ? 'error' : undefined}
              leftSection={<action.icon size={16} />}
              onClick={action.onClick}
            >
              {labelOf(action)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions.map((action) => (
        <Tooltip key={action.key} label={labelOf(action)} withArrow>
          <ActionIcon
            variant="subtle"
            color={action.danger ? 'error' : 'gray'}
            size="lg"
            aria-label={`${labelOf(action)} ${name}`}
            onClick={action.onClick}
          >
            <action.icon size={18} />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

/** The edit and delete most rows offer, each only when the row's policies allow it. */
export function editDeleteActions({
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}): RowAction[] {
  const actions: RowAction[] = [];
  if (canEdit) {
    actions.push({
      key: 'edit',
      label: 'Edit',
      labelKey: 'common.edit',
      icon: IconEdit,
      onClick: onEdit,
    });
  }
  if (canDelete) {
    actions.push({
      key: 'delete',
      label: 'Delete',
      labelKey: 'common.delete',
      icon: IconTrash,
      onClick: onDelete,
      danger: true,
    });
  }
  return actions;
}
