import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { LinkedAccounts } from '../../../features/settings/components/linked-accounts';
import { PersonalSettingsForm } from '../../../features/settings/components/personal-settings-form';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

export function PersonalSettingsRoute() {
  useDocumentTitle('Personal settings · Atelier');
  const { user } = useSession();
  return (
    <>
      <PageHeader
        title="Personal settings"
        description="How you appear to your teams."
        back={{ to: paths.setting, label: 'Settings' }}
      />
      {user ? <PersonalSettingsForm key={user._id} user={user} /> : <PageLoader />}
      <LinkedAccounts />
    </>
  );
}
