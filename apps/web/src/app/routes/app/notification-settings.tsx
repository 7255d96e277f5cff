import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { NotificationSettings } from '../../../features/notifications/components/notification-settings-form';
import { paths } from '../../../lib/paths';

export function NotificationSettingsRoute() {
  useDocumentTitle('Notification settings · Atelier');
  return (
    <>
      <PageHeader
        title="Notification settings"
        description="Everything still reaches your bell. Choose what also comes by e-mail, and what your browser shows while Atelier is in the background."
        back={{ to: paths.setting, label: 'Settings' }}
      />
      <NotificationSettings />
    </>
  );
}
