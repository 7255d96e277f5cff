import { VERSION_LABEL_MAX, type ProductItem } from '@atelier/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

export interface NameClash {
  file: File;
  /** The product's file of the same name in the folder. */
  existing: ProductItem;
}

interface VersionPromptProps {
  clash: NameClash | null;
  onVersion: (clash: NameClash, label: string) => void;
  onKeepBoth: (clash: NameClash) => void;
  onCancel: () => void;
}

/**
 * A file dropped under a name the folder already has: a new version (sample round) of that file,
 * named by the uploader, or a second file beside it.
 */
export function VersionPrompt({ clash, onVersion, onKeepBoth, onCancel }: VersionPromptProps) {
  const [label, setLabel] = useState('');
  const name = clash?.existing.name ?? '';
  const close = (then: () => void) => {
    setLabel('');
    then();
  };
  return (
    <Modal
      opened={clash !== null}
      onClose={() => close(onCancel)}
      title={`${name} is already here`}
    >
      {clash && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            close(() => onVersion(clash, label.trim()));
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              Add it as the next round of {name} — the older rounds stay, with their comments and
              pins — or keep both files side by side.
            </Text>
            <TextInput
              label="Name this version"
              placeholder="Proto 2, SMS, PP sample…"
              description="Left empty, it is numbered."
              maxLength={VERSION_LABEL_MAX}
              value={label}
              onChange={(event) => setLabel(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => close(() => onKeepBoth(clash))}>
                Keep both
              </Button>
              <Button type="submit">Add as a new version of {name}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
