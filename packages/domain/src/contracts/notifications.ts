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
  /** Newest first, with the user's unread count across all pages beside the list. */
  list: endpoint({
    method: 'GET',
    path: '/notifications/userNotifications',
    tag,
    query: ZPageQuery,
    data: ZAppNotification,
    paged: true,
    extra: z.object({ unreadCount: z.number() }),
  }),
  /** Marks all the user's notifications read (a GET, as SPEC §7 names it). */
  markRead: endpoint({
    method: 'GET',
    path: '/notifications/markasRead',
    tag,
    data: z.object({ updated: z.number() }),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/notificationSetting',
    tag,
    data: z.array(zSettingItem),
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/notificationSetting',
    tag,
    body: ZUpdateNotificationSettingsSchema,
    data: z.array(zSettingItem),
  }),
};
