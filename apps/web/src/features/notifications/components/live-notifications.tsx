import { VisuallyHidden } from '@mantine/core';
import { useFirstLoginNotice } from '../hooks/use-first-login-notice';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { TeamPermissionsModal } from './team-permissions-modal';

/** Mounted once in the signed-in shell: reacts to live notifications (SPEC §4). */
export function LiveNotifications() {
  const { announcement, permissionsNotice, closePermissionsNotice } = useLiveNotifications();
  useFirstLoginNotice();
  return (
    <>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <TeamPermissionsModal message={permissionsNotice} onClose={closePermissionsNotice} />
    </>
  );
}
