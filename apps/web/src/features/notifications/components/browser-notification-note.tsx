import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconBellRinging, IconInfoCircle } from '@tabler/icons-react';
import type { BrowserNotificationState } from '../lib/browser-notifications';

interface BrowserNotificationNoteProps {
  state: BrowserNotificationState;
  onAsk: () => void;
}

/** What Web switches can do in this browser: allowed, not asked yet, refused or impossible. */
export function BrowserNotificationNote({ state, onAsk }: BrowserNotificationNoteProps) {
  if (state === 'granted') {
    return (
      <Alert variant="light" icon={<IconBellRinging size={18} />}>
        Web notifications appear on your screen while Atelier is in a background tab.
      </Alert>
    );
  }
  if (state === 'default') {
    return (
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">Allow this browser to show Atelier’s notifications.</Text>
          <Button size="xs" variant="white" onClick={onAsk}>
            Allow notifications
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert variant="light" color="warning" icon={<IconAlertTriangle size={18} />}>
      {state === 'denied'
        ? 'Your browser blocks notifications from Atelier. Allow them in the site settings of your browser to see them while Atelier is in the background; until then they appear under the bell only.'
        : 'This browser cannot show notifications, so they appear under the bell only.'}
    </Alert>
  );
}
