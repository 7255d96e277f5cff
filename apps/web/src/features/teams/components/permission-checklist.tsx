import {
  PERMISSION_DESCRIPTIONS,
  PERMISSION_GROUPS,
  PERMISSION_KEYS,
  PERMISSION_LABELS,
  type PermissionKey,
} from '@atelier/domain';
import { Anchor, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';

interface PermissionChecklistProps {
  value: PermissionKey[];
  onChange: (value: PermissionKey[]) => void;
  label?: string;
  error?: string;
}

/** The 16 permissions by what they act on (team, members, products, comments), each explained. */
export function PermissionChecklist({
  value,
  onChange,
  label = 'Permissions',
  error,
}: PermissionChecklistProps) {
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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm" mt="sm">
        {PERMISSION_GROUPS.map((group) => (
          <Fieldset key={group.label} legend={group.label} variant="filled" p="sm">
            <Stack gap="xs">
              {group.keys.map((key) => (
                <Checkbox
                  key={key}
                  value={key}
                  label={PERMISSION_LABELS[key]}
                  description={PERMISSION_DESCRIPTIONS[key]}
                />
              ))}
            </Stack>
          </Fieldset>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        The team owner always holds every permission.
      </Text>
    </Checkbox.Group>
  );
}
