import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { EmailSettingsForm } from '../../../features/settings/components/email-settings-form';
import { paths } from '../../../lib/paths';

export function EmailSettingsRoute() {
  useDocumentTitle('Email settings · Atelier');
  return (
    <>
      <PageHeader
        title="Email settings"
        description="Which updates reach your inbox, and how often."
        back={{ to: paths.setting, label: 'Settings' }}
      />
      <EmailSettingsForm />
    </>
  );
}
