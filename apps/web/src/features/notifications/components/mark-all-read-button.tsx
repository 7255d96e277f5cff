import { useT } from '../../../lib/i18n';
import { Button } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { runMutation } from '../../../lib/run-mutation';
import { useLatestNotifications } from '../api/get-notifications';
import { notificationKeys } from '../api/keys';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** /Notification's 'Mark all as read'; there is nothing to do while nothing is unread. */
export function MarkAllReadButton() {
  const t = useT();
  const queryClient = useQueryClient();
  const unread = useLatestNotifications().data?.unreadCount ?? 0;
  const markRead = useMarkNotificationsRead();

  const onClick = () =>
    runMutation(() => markRead.mutateAsync(), {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    });

  return (
    <Button
      variant="default"
      leftSection={<IconChecks size={16} />}
      onClick={() => void onClick()}
      loading={markRead.isPending}
      disabled={unread === 0}
    >
      {t('notifications.markAllRead')}
    </Button>
  );
}
