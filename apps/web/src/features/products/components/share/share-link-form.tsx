import type { ShareLink } from '@atelier/domain';
import { Button, Group, Stack } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { runMutation } from '../../../../lib/run-mutation';
import { useShareMutations } from '../../api/share-links';
import { expiresAtOf } from '../../lib/share-options';
import { MadeLink } from '../../../../components/ui/copy-link-button';
import { ShareSettings, type ShareSettingsValue } from './share-settings';

/** Makes a link with the chosen grant and shows it, ready to copy. */
export function ShareLinkForm({ productId }: { productId: string }) {
  const { create } = useShareMutations(productId);
  const [settings, setSettings] = useState<ShareSettingsValue>({
    access: 'view',
    expiry: 'never',
  });
  const [made, setMade] = useState<ShareLink | null>(null);

  const submit = () =>
    void runMutation(
      () =>
        create.mutateAsync({
          action: settings.access,
          expiresAt: expiresAtOf(settings.expiry),
        }),
      { onSuccess: ({ data }) => setMade(data) },
    );

  return (
    <Stack gap="md">
      <ShareSettings
        value={settings}
        onChange={(next) => {
          setSettings(next);
          setMade(null);
        }}
      />
      {made ? (
        <MadeLink label="Your link" url={made.url} />
      ) : (
        <Group justify="flex-end">
          <Button leftSection={<IconLink size={16} />} loading={create.isPending} onClick={submit}>
            Create link
          </Button>
        </Group>
      )}
    </Stack>
  );
}
