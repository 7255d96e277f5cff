import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { CompanySettingsForm } from '../../../features/settings/components/company-settings-form';
import { paths } from '../../../lib/paths';

export function CompanySettingsRoute() {
  useDocumentTitle('Company settings · Atelier');
  return (
    <>
      <PageHeader
        title="Company settings"
        description="Your studio as Atelier shows it: name, logo, address, website and industry."
        back={{ to: paths.setting, label: 'Settings' }}
      />
      <CompanySettingsForm />
    </>
  );
}
