import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLayoutGrid } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { ProductsTable } from '../../../features/products/components/products-table';
import { useTeams } from '../../../features/teams/api/get-teams';
import { paths } from '../../../lib/paths';

/** /viewproducts: the wall as a sortable table. */
export function ViewProductsRoute() {
  useDocumentTitle('Products · Atelier');
  const teams = useTeams().data ?? [];
  const canCreate = teams.some((team) => team.policies.canAddProduct);
  return (
    <>
      <PageHeader
        title="Products"
        description="Every design of your teams in one list."
        actions={
          <Button
            component={Link}
            to={paths.wall}
            variant="default"
            leftSection={<IconLayoutGrid size={16} />}
          >
            Wall
          </Button>
        }
      />
      <ProductsTable createTo={canCreate ? paths.createProduct : null} />
    </>
  );
}
