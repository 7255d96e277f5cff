import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { MarkAllReadButton } from '../../../features/notifications/components/mark-all-read-button';
import { NotificationsList } from '../../../features/notifications/components/notifications-list';
import { paths } from '../../../lib/paths';

/** /Notification (SPEC §2): everything the bell has ever shown. */
export function NotificationsRoute() {
  useDocumentTitle('Notifications · Atelier');
  return (
    <>
      <PageHeader
        title="Notifications"
        description="What happened in your teams, newest first."
        actions={
          <>
            <Button
              component={Link}
              to={paths.settingNotification}
              variant="subtle"
              leftSection={<IconSettings size={16} />}
            >
              Settings
            </Button>
            <MarkAllReadButton />
          </>
        }
      />
      <NotificationsList />
    </>
  );
}
