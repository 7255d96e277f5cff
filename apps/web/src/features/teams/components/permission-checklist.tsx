import { PERMISSION_KEYS, PERMISSION_LABELS, type PermissionKey } from '@atelier/domain';
import { Anchor, Checkbox, Group, SimpleGrid } from '@mantine/core';
import { useRolePermissions } from '../api/get-role-permissions';

interface PermissionChecklistProps {
  value: PermissionKey[];
  onChange: (value: PermissionKey[]) => void;
  label?: string;
  error?: string;
}

/** The 16 permissions, labelled as `rolePermission` names them (the shared labels until it answers). */
export function PermissionChecklist({
  value,
  onChange,
  label = 'Permissions',
  error,
}: PermissionChecklistProps) {
  const permissionsQuery = useRolePermissions();
  const items =
    permissionsQuery.data ?? PERMISSION_KEYS.map((key) => ({ key, label: PERMISSION_LABELS[key] }));
  const allChecked = value.length === PERMISSION_KEYS.length;

  return (
    <Checkbox.Group
      label={label}
      description={
        <Group component="span" gap="xs">
          <span>
            {value.length} of {PERMISSION_KEYS.length} selected ·
          </span>
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => onChange(allChecked ? [] : [...PERMISSION_KEYS])}
          >
            {allChecked ? 'Clear all' : 'Select all'}
          </Anchor>
        </Group>
      }
      value={value}
      onChange={(next) => onChange(PERMISSION_KEYS.filter((key) => next.includes(key)))}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="sm">
        {items.map((item) => (
          <Checkbox key={item.key} value={item.key} label={item.label} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
