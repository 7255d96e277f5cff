import { useDocumentTitle } from '@mantine/hooks';
import { PageHeader } from '../../../components/layouts/page-header';
import { FabricsManager } from '../../../features/catalogues/components/catalogue-pages';
import { MaterialTabs } from '../../../features/materials/components/material-tabs';
import { TeamScoped } from './team-scoped';

/**
 * /fabrics, "Manage Material" in the side navigation (SPEC §2): the fabric catalogue and the
 * materials library beyond fabrics (issue 46 §1), a tab each; `?kind=trim` opens a kind's tab.
 */
export function FabricsRoute() {
  useDocumentTitle('Manage Material · Atelier');
  return (
    <>
      <PageHeader
        title="Manage Material"
        description="Your team’s material library — fabrics, trims, labels, packaging, thread and other components, with supplier, price and image."
      />
      <TeamScoped what="materials">
        {(team) => (
          <MaterialTabs key={team._id} team={team} fabrics={<FabricsManager team={team} />} />
        )}
      </TeamScoped>
    </>
  );
}
