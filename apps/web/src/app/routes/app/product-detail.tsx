import { useT } from '../../../lib/i18n';
import type { Product } from '@atelier/domain';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ProductDetail } from '../../../features/products/components/product-detail';
import { SamplesSection } from '../../../features/samples/components/samples-section';
import { ProductSuppliersSection } from '../../../features/suppliers/components/product-suppliers-section';
import { useTeams } from '../../../features/teams/api/get-teams';
import { useProductCatalogues } from './product-catalogues';
import { useSampleRequestOptions } from './product-samples';

// The spreadsheet of the spec sheet is a chunk of its own, loaded with the product's page.
const SpecSheetSection = lazy(() =>
  import('../../../features/specs/components/spec-sheet-section').then((module) => ({
    default: module.SpecSheetSection,
  })),
);

// Construction details (callouts and notes) are a chunk of their own too, after the spec sheet.
const ConstructionSection = lazy(() =>
  import('../../../features/construction/components/construction-section').then((module) => ({
    default: module.ConstructionSection,
  })),
);

// The bill of materials and the costing are chunks of their own, after construction.
const BomSection = lazy(() =>
  import('../../../features/bom/components/bom-section').then((module) => ({
    default: module.BomSection,
  })),
);
const CostingSection = lazy(() =>
  import('../../../features/costing/components/costing-section').then((module) => ({
    default: module.CostingSection,
  })),
);
// The tech pack's revisions, release and comparison (issue 46 §5), a chunk of their own too.
const TechpackSection = lazy(() =>
  import('../../../features/techpacks/components/techpack-section').then((module) => ({
    default: module.TechpackSection,
  })),
);

function ProductSections({ product }: { product: Product }) {
  const t = useT();
  return (
    <>
      <ProductSuppliersSection product={product} />
      <SamplesSection
        product={product}
        forSupplier={false}
        useRequestOptions={useSampleRequestOptions}
      />
      <Suspense
        fallback={
          <Skeleton height={160} role="status" aria-label={t('product.loadingSpecSheet')} />
        }
      >
        <SpecSheetSection
          productId={product._id}
          productName={product.name}
          teamId={product.teamId}
        />
      </Suspense>
      <Suspense
        fallback={
          <Skeleton height={120} role="status" aria-label={t('product.loadingConstruction')} />
        }
      >
        <ConstructionSection productId={product._id} />
      </Suspense>
      <Suspense
        fallback={<Skeleton height={120} role="status" aria-label={t('product.loadingBom')} />}
      >
        <BomSection productId={product._id} teamId={product.teamId} />
      </Suspense>
      {product.policies.viewCosts && (
        <Suspense
          fallback={
            <Skeleton height={120} role="status" aria-label={t('product.loadingCosting')} />
          }
        >
          <CostingSection productId={product._id} />
        </Suspense>
      )}
      <Suspense
        fallback={<Skeleton height={120} role="status" aria-label={t('product.loadingTechpack')} />}
      >
        <TechpackSection
          productId={product._id}
          productName={product.name}
          canRelease={product.policies.edit}
          canViewCosts={product.policies.viewCosts}
          canShare={product.policies.share}
        />
      </Suspense>
    </>
  );
}

/**
 * What a supplier's person sees of a product beyond its card and shared comments (issue 47): the
 * sample requests of their supplier and the released tech packs, without costs.
 */
function SupplierSections({ product }: { product: Product }) {
  const t = useT();
  return (
    <>
      <SamplesSection product={product} forSupplier />
      <Suspense
        fallback={<Skeleton height={120} role="status" aria-label={t('product.loadingTechpack')} />}
      >
        <TechpackSection
          productId={product._id}
          productName={product.name}
          canRelease={false}
          canViewCosts={false}
        />
      </Suspense>
    </>
  );
}

const productSections = (product: Product) => <ProductSections product={product} />;
const supplierSections = (product: Product) => <SupplierSections product={product} />;

/** /productDetail/{productId} and /productDetail/{productId}/{teamId}. */
export function ProductDetailRoute() {
  const { productId = '' } = useParams();
  const teams = useTeams();
  // Until the teams are in, nobody is taken for a supplier's person nor for a member: the team's
  // sections wait, rather than asking for what might answer 403.
  const isSupplierIn = (teamId: string) =>
    !teams.data || teams.data.some((team) => team._id === teamId && team.supplier !== null);
  return (
    <ProductDetail
      key={productId}
      productId={productId}
      useCatalogues={useProductCatalogues}
      sections={productSections}
      supplierSections={teams.data ? supplierSections : undefined}
      isSupplierIn={isSupplierIn}
    />
  );
}
