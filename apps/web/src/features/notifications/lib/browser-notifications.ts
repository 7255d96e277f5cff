/**
 * Browser notifications for groups with webEnable, shown while Atelier's tab is hidden. Some
 * browsers have none, and a user may refuse them: both are answered, never thrown.
 */
export type BrowserNotificationState = NotificationPermission | 'unsupported';

function isSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function browserNotificationState(): BrowserNotificationState {
  return isSupported() ? Notification.permission : 'unsupported';
}

/** Asks once; a choice the user already made is returned as it is. */
export async function requestBrowserNotifications(): Promise<BrowserNotificationState> {
  if (!isSupported()) return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

export function isTabHidden(): boolean {
  return document.visibilityState === 'hidden';
}

export function showBrowserNotification(
  notice: { id: string; message: string },
  onClick: () => void,
): void {
  if (browserNotificationState() !== 'granted') return;
  try {
    const shown = new Notification('Atelier', {
      body: notice.message,
      tag: notice.id,
      icon: '/favicon.svg',
    });
    shown.onclick = () => {
      window.focus();
      shown.close();
      onClick();
    };
  } catch {
    // Some mobile browsers only show notifications through a service worker: stay quiet.
  }
}
