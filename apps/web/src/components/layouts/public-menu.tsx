import { Divider, Drawer, Stack } from '@mantine/core';
import { PublicAppLinks } from './public-app-links';
import { PublicExternalLinks } from './public-external-links';

interface PublicMenuProps {
  opened: boolean;
  onClose: () => void;
  isSignedIn: boolean;
}

/** The public header's menu on small screens, a drawer from the right. */
export function PublicMenu({ opened, onClose, isSignedIn }: PublicMenuProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title="Menu"
      hiddenFrom="md"
    >
      <Stack component="nav" aria-label="Mobile" gap="md">
        <PublicExternalLinks onNavigate={onClose} />
        <Divider />
        <PublicAppLinks isSignedIn={isSignedIn} onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
