import { notificationEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { NotificationPage } from '../lib/notification';
import { notificationKeys } from './keys';

/** Marks all the user's notifications read (SPEC §7: responseCode 200). */
export function markNotificationsRead() {
  return callApi(notificationEndpoints.markRead);
}

/**
 * The unread count drops to zero at once (SPEC §4) and comes back if the server refuses. The
 * bell's items keep their unread look until its dropdown closes, so the user sees what was new.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.latest() });
      const previous = queryClient.getQueryData<NotificationPage>(notificationKeys.latest());
      queryClient.setQueryData<NotificationPage>(notificationKeys.latest(), (page) =>
        page ? { ...page, unreadCount: 0 } : page,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      // Only the count was changed: put it back unless something newer arrived meanwhile.
      queryClient.setQueryData<NotificationPage>(notificationKeys.latest(), (page) =>
        page && context?.previous
          ? { ...page, unreadCount: page.unreadCount + context.previous.unreadCount }
          : page,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.pages() }),
  });
}
