import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { DesignmateUsageCard } from '../../../features/designmate/components/usage-card';
import { TeamSettings } from '../../../features/teams/components/team-settings';
import { useSelectedTeam } from '../../../features/teams/hooks/use-selected-team';
import { paths } from '../../../lib/paths';

export function TeamSettingsRoute() {
  useDocumentTitle('Team settings · Atelier');
  const { selectedTeam } = useSelectedTeam();
  return (
    <>
      <PageHeader
        title="Team settings"
        description="Your teams, and the people you work with in them."
        back={{ to: paths.setting, label: 'Settings' }}
      />
      <TeamSettings />
      {selectedTeam && (
        <DesignmateUsageCard
          key={selectedTeam._id}
          teamId={selectedTeam._id}
          teamName={selectedTeam.name}
        />
      )}
    </>
  );
}
