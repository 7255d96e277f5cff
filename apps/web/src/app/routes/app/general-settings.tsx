import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { GeneralSettingsForm } from '../../../features/settings/components/general-settings-form';
import { paths } from '../../../lib/paths';

/** /setting/general (our route; SPEC §2 lists the general settings group but no page for it). */
export function GeneralSettingsRoute() {
  useDocumentTitle('General settings · Atelier');
  return (
    <>
      <PageHeader
        title="General settings"
        description="How Atelier shows dates, times, numbers and prices to you."
        back={{ to: paths.setting, label: 'Settings' }}
      />
      <GeneralSettingsForm />
    </>
  );
}
