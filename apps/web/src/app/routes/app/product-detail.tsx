import type { Product } from '@atelier/domain';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ProductDetail } from '../../../features/products/components/product-detail';
import { useProductCatalogues } from './product-catalogues';

// The spreadsheet of the spec sheet is a chunk of its own, loaded with the product's page.
const SpecSheetSection = lazy(() =>
  import('../../../features/specs/components/spec-sheet-section').then((module) => ({
    default: module.SpecSheetSection,
  })),
);

function productSections(product: Product) {
  return (
    <Suspense
      fallback={<Skeleton height={160} role="status" aria-label="Loading the spec sheet" />}
    >
      <SpecSheetSection
        productId={product._id}
        productName={product.name}
        teamId={product.teamId}
      />
    </Suspense>
  );
}

/** /productDetail/{productId} and /productDetail/{productId}/{teamId}. */
export function ProductDetailRoute() {
  const { productId = '' } = useParams();
  return (
    <ProductDetail
      key={productId}
      productId={productId}
      useCatalogues={useProductCatalogues}
      sections={productSections}
    />
  );
}
