/** `notifications/userNotifications`, `notifications/markasRead` and `notificationSetting` (SPEC §7). */
import { z } from 'zod';
import { NOTIFICATION_SETTING_KEYS } from '../notification-settings.ts';
import { ZAppNotification } from '../notifications.ts';
import { ZUpdateNotificationSettingsSchema } from '../settings.ts';
import { ZPageQuery } from '../teams.ts';
import { endpoint } from './endpoint.ts';

const tag = 'notifications';

const zSettingItem = z.object({
  key: z.enum(NOTIFICATION_SETTING_KEYS),
  mainTitle: z.string(),
  subTitle: z.string(),
  groupTitle: z.string(),
  itemActions: z.object({ emailEnable: z.boolean(), webEnable: z.boolean() }),
  selectedTeamMembers: z.array(z.string()).optional(),
});

export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/notifications/userNotifications',
    summary: 'List my notifications',
    description:
      'The signed-in user. Newest first, a page at a time, with their unread count across all pages beside the list.',
    tag,
    query: ZPageQuery,
    data: ZAppNotification,
    paged: true,
    extra: z.object({ unreadCount: z.number() }),
  }),
  markRead: endpoint({
    method: 'GET',
    path: '/notifications/markasRead',
    summary: 'Mark all my notifications read',
    description: 'The signed-in user. A GET, as SPEC §7 names it; answers how many changed.',
    tag,
    data: z.object({ updated: z.number() }),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/notificationSetting',
    summary: 'Read my notification settings',
    description:
      'The signed-in user. For each kind of notification, whether it reaches them by e-mail and in the app.',
    tag,
    data: z.array(zSettingItem),
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/notificationSetting',
    summary: 'Change my notification settings',
    description:
      'The signed-in user. Turns kinds of notification on or off, by e-mail and in the app.',
    tag,
    body: ZUpdateNotificationSettingsSchema,
    data: z.array(zSettingItem),
  }),
};
