/** Notification settings of SPEC §3: seven items, e-mail and web switches off by default. */
import type { NotificationKey } from './notifications.ts';

export const NOTIFICATION_SETTING_KEYS = [
  'projectCreated',
  'projectDeleted',
  'projectComments',
  'notifications',
  'newAnnouncement',
  'newEvent',
  'newMessage',
] as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];

export interface NotificationSettingItem {
  key: NotificationSettingKey;
  mainTitle: string;
  subTitle: string;
  groupTitle: string;
  itemActions: { emailEnable: boolean; webEnable: boolean };
  /** Only the first item: whose new products notify you (empty: everyone's). */
  selectedTeamMembers?: string[];
}

const item = (
  key: NotificationSettingKey,
  mainTitle: string,
  subTitle: string,
  groupTitle: string,
): NotificationSettingItem => ({
  key,
  mainTitle,
  subTitle,
  groupTitle,
  itemActions: { emailEnable: false, webEnable: false },
});

export const DEFAULT_NOTIFICATION_SETTINGS: readonly NotificationSettingItem[] = [
  {
    ...item('projectCreated', 'Project created', 'When a team member adds a product', 'Projects'),
    selectedTeamMembers: [],
  },
  item('projectDeleted', 'Project deleted', 'When a product of your team is deleted', 'Projects'),
  item(
    'projectComments',
    'Project comments',
    'When someone comments on a product or an image',
    'Projects',
  ),
  item(
    'notifications',
    'Notifications',
    'Invitations, join requests, permissions, shares, likes, reminders and tasks',
    'General',
  ),
  item(
    'newAnnouncement',
    'New announcement',
    'When a team of yours posts an announcement',
    'General',
  ),
  item(
    'newEvent',
    'New event added in calender',
    'When an event is added to your calendar',
    'Calendar',
  ),
  item('newMessage', 'New message sent', 'When someone sends you a message', 'Messages'),
];

/** Which setting decides how a notification of this key travels. */
export function settingKeyFor(key: NotificationKey): NotificationSettingKey {
  if (key === 'productComment') return 'projectComments';
  if (key === 'calendarEvent') return 'newEvent';
  if (key === 'newMessage') return 'newMessage';
  if (key === 'announcement') return 'newAnnouncement';
  return 'notifications';
}

/** Notices whose e-mail is sent later, batched, and only if still unread (messages, issue 14). */
export const isEmailedLater = (key: NotificationKey) => key === 'newMessage';
