import { useEffect, useRef, useState } from 'react';
import { isInitialLogin } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useLatestNotifications } from '../api/get-notifications';

export function unreadNotice(count: number): string {
  return `You have ${count} unread notification${count === 1 ? '' : 's'}.`;
}

/** SPEC §4: on first login, unread notifications (e.g. from an invitation) are pointed out once. */
export function useFirstLoginNotice(): void {
  // Read when the shell first renders, before the dashboard clears the flag.
  const [isFirstLogin] = useState(isInitialLogin);
  const unread = useLatestNotifications().data?.unreadCount;
  const done = useRef(false);

  useEffect(() => {
    if (!isFirstLogin || done.current || unread === undefined) return;
    done.current = true;
    if (unread > 0) toast.info(unreadNotice(unread));
  }, [isFirstLogin, unread]);
}
