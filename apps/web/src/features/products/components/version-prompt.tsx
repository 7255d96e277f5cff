import { VERSION_LABEL_MAX, type ProductItem } from '@atelier/domain';
import { Autocomplete, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSampleRounds } from '../../../api/get-sample-rounds';

export interface NameClash {
  file: File;
  /** The product's file of the same name in the folder. */
  existing: ProductItem;
}

interface VersionPromptProps {
  /** The product's team, whose sample rounds are offered as names. */
  teamId: string;
  clash: NameClash | null;
  onVersion: (clash: NameClash, label: string) => void;
  onKeepBoth: (clash: NameClash) => void;
  onCancel: () => void;
}

/**
 * A file dropped under a name the folder already has: a new version (sample round) of that file,
 * named by the uploader — the team's sample rounds are offered, any name may be typed — or a
 * second file beside it.
 */
export function VersionPrompt({
  teamId,
  clash,
  onVersion,
  onKeepBoth,
  onCancel,
}: VersionPromptProps) {
  const [label, setLabel] = useState('');
  // Only suggestions: without them (still loading, or refused) the name is typed.
  const rounds = useSampleRounds(teamId, { enabled: clash !== null });
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
            <Autocomplete
              label="Name this version"
              placeholder="Proto 2, SMS, PP sample…"
              description="One of the team’s sample rounds, or any name. Left empty, it is numbered."
              maxLength={VERSION_LABEL_MAX}
              data={rounds.data?.map((round) => round.name) ?? []}
              value={label}
              onChange={setLabel}
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
