import { Badge, Button, Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';

export interface ListHeaderAction {
  label: string;
  icon: Icon;
  onClick: () => void;
}

interface ListHeaderProps {
  /** The team whose list this is. */
  team?: string;
  /** What the list is about, in a sentence. */
  children?: ReactNode;
  /** The one filled button of the list: add a row. */
  primary?: ListHeaderAction | false;
  /** Other ways to fill the list (import), as quieter buttons before the primary one. */
  secondary?: readonly ListHeaderAction[];
}

/** Above a list: its context on the left, its actions on the right, one of them primary. */
export function ListHeader({ team, children, primary, secondary = [] }: ListHeaderProps) {
  const t = useT();
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <div style={{ flex: '1 1 240px', minWidth: 0 }}>
        {team !== undefined && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('teamFilter.label')}
            </Text>
            <Badge variant="light" size="lg" tt="none">
              {team}
            </Badge>
          </Group>
        )}
        {children}
      </div>
      {(primary || secondary.length > 0) && (
        <Group gap="xs" wrap="wrap">
          {secondary.map((action) => (
            <ActionButton key={action.label} action={action} variant="default" />
          ))}
          {primary && <ActionButton action={primary} />}
        </Group>
      )}
    </Group>
  );
}

/** One of a list's actions as a button: filled for the primary one, `default` for the others. */
export function ActionButton({
  action,
  variant = 'filled',
}: {
  action: ListHeaderAction;
  variant?: 'filled' | 'default';
}) {
  return (
    <Button variant={variant} leftSection={<action.icon size={16} />} onClick={action.onClick}>
      {action.label}
    </Button>
  );
}
