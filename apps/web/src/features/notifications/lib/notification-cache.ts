import type { AppNotification, NotificationPage } from './notification';

/** The bell's page with a live notification on top (once, however often it arrives). */
export function withLiveNotification(
  page: NotificationPage | undefined,
  notification: AppNotification,
  limit: number,
): NotificationPage | undefined {
  if (!page || page.items.some((item) => item._id === notification._id)) return page;
  return {
    items: [notification, ...page.items].slice(0, limit),
    total: page.total + 1,
    unreadCount: page.unreadCount + (notification.isRead ? 0 : 1),
  };
}

/** The bell's items once its dropdown has been seen: all read. */
export function withItemsRead(page: NotificationPage | undefined): NotificationPage | undefined {
  if (!page || page.items.every((item) => item.isRead)) return page;
  return { ...page, items: page.items.map((item) => ({ ...item, isRead: true })) };
}
