import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { ProductFormCard } from '../../../features/products/components/product-form';
import { useSelectedTeam } from '../../../features/teams/hooks/use-selected-team';
import { paths, productDetailUrl } from '../../../lib/paths';
import { useProductCatalogues } from './product-catalogues';
import { useT } from '../../../lib/i18n';
import { useProductT } from '../../../features/products/i18n';

/** /createproduct and /wall/createproduct: a new product in one of the teams the user may add to. */
export function CreateProductRoute() {
  const t = useT();
  const pt = useProductT();
  useDocumentTitle(`${t('create.product')} · Atelier`);
  const navigate = useNavigate();
  const { teams, selectedTeamId, isLoading } = useSelectedTeam();
  const allowed = teams.filter((team) => team.policies.canAddProduct);
  const options = allowed.map((team) => ({ value: team._id, label: team.name }));
  const first = allowed.find((team) => team._id === selectedTeamId) ?? allowed[0];
  return (
    <>
      <PageHeader
        title={t('create.product')}
        description={pt('create.description')}
        back={{ to: paths.wall, label: t('nav.wall') }}
      />
      {!isLoading && (
        <ProductFormCard
          mode="createProduct"
          teams={options}
          defaultTeamId={first?._id ?? ''}
          useCatalogues={useProductCatalogues}
          onDone={(product) => navigate(productDetailUrl(product._id))}
          onCancel={() => navigate(paths.wall)}
        />
      )}
    </>
  );
}
