/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The bell: the latest page and the unread count. */
  latest: () => ['notifications', 'latest'] as const,
  /** Every page of /Notification. */
  pages: () => ['notifications', 'page'] as const,
  page: (query: { page: number; limit: number }) => ['notifications', 'page', query] as const,
  settings: ['notificationSetting'] as const,
};
