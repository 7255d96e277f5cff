import { settingKeyFor } from '@atelier/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { PROFILE_QUERY_KEY, TEAMS_QUERY_KEY, USERS_QUERY_KEY } from '../../../lib/query-client';
import { useT, type Translate } from '../../../lib/i18n';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { getSession, saveUserDetails } from '../../../lib/session';
import { notificationSettingsQueryOptions } from '../api/get-notification-settings';
import { BELL_LIMIT } from '../api/get-notifications';
import { notificationKeys } from '../api/keys';
import {
  browserNotificationState,
  isTabHidden,
  showBrowserNotification,
} from '../lib/browser-notifications';
import {
  belongsInBell,
  isAppNotification,
  noticeText,
  notificationLink,
  updatedUserOf,
  type AppNotification,
  type NotificationPage,
} from '../lib/notification';
import { withLiveNotification } from '../lib/notification-cache';

function addToBell(queryClient: QueryClient, notification: AppNotification): void {
  const key = notificationKeys.latest();
  if (queryClient.getQueryData(key)) {
    queryClient.setQueryData<NotificationPage>(key, (page) =>
      withLiveNotification(page, notification, BELL_LIMIT),
    );
  } else {
    void queryClient.invalidateQueries({ queryKey: key });
  }
  void queryClient.invalidateQueries({ queryKey: notificationKeys.pages() });
}

/** A browser notification while the tab is hidden, when the user turned Web on for its group. */
async function showInBrowser(
  queryClient: QueryClient,
  notification: AppNotification,
  open: (to: string) => void,
  t: Translate,
): Promise<void> {
  if (!isTabHidden() || browserNotificationState() !== 'granted') return;
  try {
    const settings = await queryClient.fetchQuery(notificationSettingsQueryOptions());
    const setting = settings.find((item) => item.key === settingKeyFor(notification.key));
    if (!setting?.itemActions.webEnable) return;
    showBrowserNotification({ id: notification._id, message: noticeText(notification, t) }, () =>
      open(notificationLink(notification) ?? paths.notification),
    );
  } catch {
    // Without the settings there is no knowing whether the user wants it: show nothing.
  }
}

/** How many notification ids are remembered to drop a second delivery. */
const HEARD_KEPT = 500;

/**
 * Reacts to the socket's `notification` events (SPEC §4): the bell gains those for this user and
 * every Reminder; a team event refreshes the team list; 'Team Permissions' updates the stored
 * userDetails and the team policies, and asks for the modal (whose closing reloads the page).
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  // The notification, not its text: written at render, in the language the page has by then.
  const [permissions, setPermissions] = useState<AppNotification | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heard = useRef(new Set<string>());

  // On every (re)connection: what was sent while the socket was not in its rooms is fetched.
  useRealtimeEvent('ready', () => {
    void queryClient.invalidateQueries(
      { queryKey: notificationKeys.all },
      { cancelRefetch: false },
    );
  });

  useRealtimeEvent('notification', (value: unknown) => {
    if (!isAppNotification(value)) return;
    const notification = value;
    // Delivery is at least once (a job run again after its instance died): one heard already is
    // not announced again.
    if (heard.current.has(notification._id)) return;
    heard.current.add(notification._id);
    if (heard.current.size > HEARD_KEPT) {
      heard.current.delete(heard.current.values().next().value!);
    }
    const userId = getSession().user?._id;
    if (belongsInBell(notification, userId)) {
      addToBell(queryClient, notification);
      // Who, not what: the message itself is one click away, under the bell.
      setAnnouncement(
        notification.actor
          ? `New notification from ${notification.actor.firstName}.`
          : 'New notification.',
      );
      void showInBrowser(queryClient, notification, (to) => void navigate(to), t);
    }

    switch (notification.key) {
      case 'Team Permissions': {
        const updatedUser = updatedUserOf(notification, userId);
        if (updatedUser) {
          saveUserDetails(updatedUser);
          queryClient.setQueryData(PROFILE_QUERY_KEY, updatedUser);
        } else if (notification.user === userId) {
          void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
        }
        // The teams carry the policies the menus read: the selected team's are recomputed.
        void queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY });
        setPermissions(notification);
        break;
      }
      case 'addExistingUserInTeam':
      case 'joinTeamId':
        // Left out of SPEC's generic refresh, but a team gained a member: the new team must show
        // in the list (and its member in the team's page and the people list).
        void queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
        break;
      default:
        void queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY });
    }
  });

  return {
    /** For screen readers: that something arrived, read out politely. */
    announcement,
    permissionsNotice: permissions && noticeText(permissions, t),
    /** SPEC §4: closing the modal reloads the page. */
    closePermissionsNotice: () => window.location.reload(),
  };
}
