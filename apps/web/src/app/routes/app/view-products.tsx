import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLayoutGrid } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { ProductsTable } from '../../../features/products/components/products-table';
import { useTeams } from '../../../features/teams/api/get-teams';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** /viewproducts: the wall as a sortable table. */
export function ViewProductsRoute() {
  const t = useT();
  useDocumentTitle(t('products.documentTitle'));
  const teams = useTeams().data ?? [];
  const canCreate = teams.some((team) => team.policies.canAddProduct);
  return (
    <>
      <PageHeader
        title={t('products.title')}
        description={t('products.description')}
        actions={
          <Button
            component={Link}
            to={paths.wall}
            variant="default"
            leftSection={<IconLayoutGrid size={16} />}
          >
            {t('nav.wall')}
          </Button>
        }
      />
      <ProductsTable createTo={canCreate ? paths.createProduct : null} />
    </>
  );
}
