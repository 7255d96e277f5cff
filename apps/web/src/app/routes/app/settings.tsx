import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { SettingsHub } from '../../../features/settings/components/settings-hub';
import { useT } from '../../../lib/i18n';

export function SettingsRoute() {
  const t = useT();
  useDocumentTitle(t('settings.documentTitle'));
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <SettingsHub />
    </>
  );
}
