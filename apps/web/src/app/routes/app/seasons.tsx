import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { SeasonsManager } from '../../../features/catalogues/components/catalogue-pages';
import { TeamScoped } from './team-scoped';

export function SeasonsRoute() {
  useDocumentTitle('Manage Seasons · Atelier');
  return (
    <>
      <PageHeader title="Manage Seasons" description="The seasons your team designs for." />
      <TeamScoped what="seasons">
        {(team) => <SeasonsManager key={team._id} team={team} />}
      </TeamScoped>
    </>
  );
}
