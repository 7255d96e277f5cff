import { useParams } from 'react-router';
import { ProductDetail } from '../../../features/products/components/product-detail';
import { useProductCatalogues } from './product-catalogues';

/** /productDetail/{productId} and /productDetail/{productId}/{teamId}. */
export function ProductDetailRoute() {
  const { productId = '' } = useParams();
  return (
    <ProductDetail key={productId} productId={productId} useCatalogues={useProductCatalogues} />
  );
}
