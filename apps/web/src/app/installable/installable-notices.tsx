/**
 * What the installed app says about itself (issue 48 §1): that it is offline and what still works,
 * and that a new version is ready. Pure views: `installable.tsx` wires them to the browser.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it is online, following its online/offline events. */
export function useOnline() {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Fixed at the foot of the screen while offline; it can be put away, as it covers the page's last
 * lines on a phone, and comes back the next time the network goes.
 */
export function OfflineNotice({ online }: { online: boolean }) {
  const t = useT();
  const [hiddenWhileOffline, setHidden] = useState(false);
  const [wasOnline, setWasOnline] = useState(online);
  if (wasOnline !== online) {
    setWasOnline(online);
    setHidden(false);
  }
  if (online || hiddenWhileOffline) return null;
  return (
    <Alert
      role="status"
      color="warning"
      variant="light"
      icon={<IconWifiOff size={18} />}
      title={t('installable.offline.title')}
      withCloseButton
      onClose={() => setHidden(true)}
      data-testid="offline-notice"
      p="xs"
      style={{
        position: 'fixed',
        insetInline: 8,
        bottom: 8,
        zIndex: 400,
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      {t('installable.offline.body')}
    </Alert>
  );
}

/**
 * Offered, never forced: the page reloads only when the person says so, so nothing they are
 * typing is lost, and they never run a mix of the old release's files and the new one's.
 */
export function UpdatePrompt({
  needRefresh,
  onReload,
  onLater,
}: {
  needRefresh: boolean;
  onReload: () => void;
  onLater: () => void;
}) {
  const t = useT();
  if (!needRefresh) return null;
  return (
    <Alert
      role="status"
      icon={<IconRefresh size={18} />}
      data-testid="update-prompt"
      style={{
        position: 'fixed',
        insetInline: 8,
        top: 8,
        zIndex: 400,
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('installable.update.ready')}</Text>
        <Group gap="xs">
          <Button size="xs" variant="subtle" onClick={onLater}>
            {t('installable.update.later')}
          </Button>
          <Button size="xs" onClick={onReload}>
            {t('installable.update.reload')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
