import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { SettingsHub } from '../../../features/settings/components/settings-hub';

export function SettingsRoute() {
  useDocumentTitle('Settings · Atelier');
  return (
    <>
      <PageHeader
        title="Settings"
        description="Manage your profile, your studio and how Atelier keeps you informed."
      />
      <SettingsHub />
    </>
  );
}
