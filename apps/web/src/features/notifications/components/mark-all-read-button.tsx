import { Button } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useLatestNotifications } from '../api/get-notifications';
import { notificationKeys } from '../api/keys';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** /Notification's 'Mark all as read'; there is nothing to do while nothing is unread. */
export function MarkAllReadButton() {
  const queryClient = useQueryClient();
  const unread = useLatestNotifications().data?.unreadCount ?? 0;
  const markRead = useMarkNotificationsRead();

  const onClick = async () => {
    try {
      const { responseMessage } = await markRead.mutateAsync();
      toast.success(responseMessage);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconChecks size={16} />}
      onClick={() => void onClick()}
      loading={markRead.isPending}
      disabled={unread === 0}
    >
      Mark all as read
    </Button>
  );
}
