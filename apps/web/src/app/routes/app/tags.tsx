import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { TagsManager } from '../../../features/catalogues/components/catalogue-pages';
import { TeamScoped } from './team-scoped';

export function TagsRoute() {
  useDocumentTitle('Manage Tags · Atelier');
  return (
    <>
      <PageHeader title="Manage Tags" description="Labels your team uses to find products again." />
      <TeamScoped what="tags">{(team) => <TagsManager key={team._id} team={team} />}</TeamScoped>
    </>
  );
}
