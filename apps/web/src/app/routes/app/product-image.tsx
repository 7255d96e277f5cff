import { useDocumentTitle } from '@mantine/hooks';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { CalloutLayer } from '../../../features/construction/components/callout-layer';
import { ProductImageViewer } from '../../../features/products/components/product-image-viewer';
import type { ProductImageState } from '../../../features/products/lib/image-state';

/** /productImgDetail/{itemId}?product={productId}, opened with the SPEC §2 state or directly. */
export function ProductImageRoute() {
  useDocumentTitle('Image · Atelier');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const state = (useLocation().state as ProductImageState | null) ?? null;
  const productId = params.get('product') ?? state?.productId ?? '';
  // Keyed by the image: a pin being placed or a picked thread stays with its image. The
  // construction callouts are a layer of their own, which the reader switches to.
  return (
    <ProductImageViewer
      key={id}
      itemId={id}
      productId={productId}
      state={state}
      layer={(fileId, stage) => (
        <CalloutLayer productId={productId} fileId={fileId}>
          {stage}
        </CalloutLayer>
      )}
    />
  );
}
