import { ZNotice, type AppNotification, type UserDetails } from '@atelier/domain';
import type { Translate } from '../../../lib/i18n';

export type { AppNotification };
import {
  calendarUrl,
  dashboardUrl,
  joinTeamUrl,
  paths,
  taskUrl,
  teamUsersUrl,
} from '../../../lib/paths';

/** A page of the list, with the user's unread count across all pages. */
export interface NotificationPage {
  items: AppNotification[];
  total: number;
  unreadCount: number;
}

/** What arrives on the socket is the server's; anything without the basic fields is ignored. */
export function isAppNotification(value: unknown): value is AppNotification {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<AppNotification>;
  return (
    typeof candidate._id === 'string' &&
    typeof candidate.key === 'string' &&
    typeof candidate.message === 'string' &&
    typeof candidate.user === 'string' &&
    typeof candidate.createdTime === 'string'
  );
}

/** SPEC §4: a live notification joins the bell when it is for this user, or is a Reminder. */
export function belongsInBell(notification: AppNotification, userId: string | undefined): boolean {
  return notification.key === 'Reminder' || (Boolean(userId) && notification.user === userId);
}

/** The updated userDetails a 'Team Permissions' notification carries, when they are the user's. */
export function updatedUserOf(
  notification: AppNotification,
  userId: string | undefined,
): UserDetails | null {
  const updated = notification.payload?.updatedUser;
  if (!updated || typeof updated !== 'object') return null;
  const user = updated as Partial<UserDetails>;
  if (typeof user._id !== 'string' || user._id !== userId || typeof user.firstName !== 'string') {
    return null;
  }
  return updated as UserDetails;
}

/**
 * Where a notification leads: its product, its team, the invitation it announces, the reminders,
 * the task assigned or the announcement's banner; nowhere for a deleted team.
 */
export function notificationLink(notification: AppNotification): string | null {
  switch (notification.key) {
    case 'addExistingUserInTeam': {
      // An invitation carries its token (the person is not in the team until they accept); an
      // accepted join request does not, and leads to the team.
      const token = notification.payload?.token;
      if (typeof token === 'string' && token) return joinTeamUrl(token);
      return notification.teamId ? teamUsersUrl(notification.teamId) : null;
    }
    case 'shareProduct':
    case 'likeProduct':
    case 'productComment':
      return notification.productId
        ? `/productDetail/${encodeURIComponent(notification.productId)}`
        : null;
    case 'Reminder':
      return paths.reminders;
    case 'calendarEvent': {
      // The calendar on the event's day (by the browser's clock), with the event open.
      const { eventId, start } = notification.payload ?? {};
      return calendarUrl({
        ...(typeof start === 'string' ? { date: localDate(start) } : {}),
        ...(typeof eventId === 'string' ? { eventId } : {}),
      });
    }
    case 'assignTask': {
      // The user's list of all their tasks opens it, whichever team is selected.
      const taskId = notification.payload?.taskId;
      return typeof taskId === 'string' ? taskUrl(taskId, paths.globalTasks) : paths.globalTasks;
    }
    case 'announcement':
      // The dashboard's banner shows it, once its team is the one selected.
      return notification.teamId ? dashboardUrl(notification.teamId) : paths.dashboard;
    case 'deleteTeamId':
      return null;
    default:
      return notification.teamId ? teamUsersUrl(notification.teamId) : null;
  }
}

/** A date stays itself; an instant becomes its date on the browser's clock. */
function localDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A notification's text in the reader's language when it names a notice every language writes
 * (issue 47 §4: every kind the server records now), else the text the server recorded (rows
 * written before their kind had a notice).
 */
export function noticeText(notification: AppNotification, t: Translate): string {
  const notice = ZNotice.safeParse(notification.payload.notice);
  return notice.success ? t(`notice.${notice.data.key}`, notice.data.values) : notification.message;
}
