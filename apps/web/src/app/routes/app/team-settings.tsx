import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { TeamSettings } from '../../../features/teams/components/team-settings';
import { paths } from '../../../lib/paths';

export function TeamSettingsRoute() {
  useDocumentTitle('Team settings · Atelier');
  return (
    <>
      <PageHeader
        title="Team settings"
        description="Your teams, and the people you work with in them."
        back={{ to: paths.setting, label: 'Settings' }}
      />
      <TeamSettings />
    </>
  );
}
