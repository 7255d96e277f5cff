import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { CreateTeamForm } from '../../../features/teams/components/create-team-form';
import { paths } from '../../../lib/paths';

export function CreateTeamRoute() {
  useDocumentTitle('Create Team · Atelier');
  return (
    <>
      <PageHeader
        title="Create Team"
        description="You will own the team and can invite the people you design with next."
        back={{ to: paths.teams, label: 'Teams' }}
      />
      <CreateTeamForm />
    </>
  );
}
