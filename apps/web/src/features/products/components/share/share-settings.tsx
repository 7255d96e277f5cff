import type { ShareLinkAccess } from '@atelier/domain';
import { Group, Radio, Select, Stack, Text } from '@mantine/core';
import { ACCESS_OPTIONS, EXPIRY_OPTIONS, type ExpiryChoice } from '../../lib/share-options';

export interface ShareSettingsValue {
  access: ShareLinkAccess;
  expiry: ExpiryChoice;
}

interface ShareSettingsProps {
  value: ShareSettingsValue;
  onChange: (value: ShareSettingsValue) => void;
}

/** What a link grants and for how long: the same two choices for a link and an e-mail. */
export function ShareSettings({ value, onChange }: ShareSettingsProps) {
  return (
    <Stack gap="sm">
      <Radio.Group
        label="People with the link"
        value={value.access}
        onChange={(access) => onChange({ ...value, access: access as ShareLinkAccess })}
      >
        <Stack gap="xs" mt={6}>
          {ACCESS_OPTIONS.map((option) => (
            <Radio.Card key={option.value} value={option.value} radius="md" p="sm">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <div>
                  <Text size="sm" fw={600}>
                    {option.label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {option.description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <Select
        label="Link works"
        data={EXPIRY_OPTIONS.map(({ value: choice, label }) => ({ value: choice, label }))}
        value={value.expiry}
        onChange={(expiry) => expiry && onChange({ ...value, expiry: expiry as ExpiryChoice })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
