import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { GeneralSettingsForm } from '../../../features/settings/components/general-settings-form';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** /setting/general (our route; SPEC §2 lists the general settings group but no page for it). */
export function GeneralSettingsRoute() {
  const t = useT();
  useDocumentTitle(t('generalSettings.documentTitle'));
  return (
    <>
      <PageHeader
        title={t('generalSettings.title')}
        description={t('generalSettings.description')}
        back={{ to: paths.setting, label: t('settings.title') }}
      />
      <GeneralSettingsForm />
    </>
  );
}
