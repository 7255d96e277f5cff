import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { CreateUserForm } from '../../../features/teams/components/create-user-form';
import { paths } from '../../../lib/paths';

export function CreateUserRoute() {
  useDocumentTitle('Create user · Atelier');
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader
        title="Create user"
        description="Create an account for a colleague and add them to one of your teams."
        back={{ to: paths.teams, label: 'Teams' }}
      />
      <CreateUserForm initialTeamId={params.get('teamId')} />
    </>
  );
}
