import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { FabricsManager } from '../../../features/catalogues/components/catalogue-pages';
import { TeamScoped } from './team-scoped';

/** /fabrics, "Manage Material" in the side navigation (SPEC §2). */
export function FabricsRoute() {
  useDocumentTitle('Manage Material · Atelier');
  return (
    <>
      <PageHeader
        title="Manage Material"
        description="Your team’s material library — fabrics with composition, weight, supplier, price and swatch."
      />
      <TeamScoped what="fabrics">
        {(team) => <FabricsManager key={team._id} team={team} />}
      </TeamScoped>
    </>
  );
}
