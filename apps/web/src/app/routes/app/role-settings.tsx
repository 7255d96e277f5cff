import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { RolesManager } from '../../../features/teams/components/roles-manager';
import { paths } from '../../../lib/paths';

export function RoleSettingsRoute() {
  useDocumentTitle('Roles & Permission · Atelier');
  return (
    <>
      <PageHeader
        title="Roles & Permission"
        description="Named sets of permissions to give the members of your teams."
        back={{ to: paths.setting, label: 'Settings' }}
      />
      <RolesManager />
    </>
  );
}
