import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { CategoriesManager } from '../../../features/catalogues/components/catalogue-pages';
import { TeamScoped } from './team-scoped';

export function CategoriesRoute() {
  useDocumentTitle('Manage Categories · Atelier');
  return (
    <>
      <PageHeader
        title="Manage Categories"
        description="The categories and sub-categories your team files its products under."
      />
      <TeamScoped what="categories">
        {(team) => <CategoriesManager key={team._id} team={team} />}
      </TeamScoped>
    </>
  );
}
