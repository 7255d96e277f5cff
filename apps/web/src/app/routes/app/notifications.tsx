import { useT } from '../../../lib/i18n';
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
  const t = useT();
  useDocumentTitle(t('notifications.documentTitle'));
  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        description={t('notifications.description')}
        actions={
          <>
            <Button
              component={Link}
              to={paths.settingNotification}
              variant="subtle"
              leftSection={<IconSettings size={16} />}
            >
              {t('profile.settings')}
            </Button>
            <MarkAllReadButton />
          </>
        }
      />
      <NotificationsList />
    </>
  );
}
