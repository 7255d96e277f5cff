import { notificationEndpoints } from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { NotificationPage } from '../lib/notification';
import { notificationKeys } from './keys';

/** How many the bell's dropdown lists. */
export const BELL_LIMIT = 10;

export interface NotificationsQuery {
  page: number;
  limit: number;
}

/** The user's notifications, newest first, with the unread count (SPEC §7). */
export async function getNotifications(query: NotificationsQuery): Promise<NotificationPage> {
  const { data, pagination, unreadCount } = await callApi(notificationEndpoints.list, {
    query: { page: query.page, limit: query.limit },
  });
  return { items: data, total: pagination?.total ?? data.length, unreadCount };
}

/** The bell: the latest notifications and the unread count, kept current by the socket. */
export const latestNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.latest(),
    queryFn: () => getNotifications({ page: 1, limit: BELL_LIMIT }),
  });

export function useLatestNotifications() {
  return useQuery(latestNotificationsQueryOptions());
}

export const notificationsPageQueryOptions = (query: NotificationsQuery) =>
  queryOptions({
    queryKey: notificationKeys.page(query),
    queryFn: () => getNotifications(query),
  });

/** One page of /Notification; the previous page stays on screen while the next one loads. */
export function useNotificationsPage(query: NotificationsQuery) {
  return useQuery({ ...notificationsPageQueryOptions(query), placeholderData: keepPreviousData });
}
