import { wallUrl } from '../../../lib/paths';

/**
 * /productImgDetail/{itemId}?product={productId}: one image, loadable directly; the product id
 * in the query lets a shared link find the product's other images (docs/decisions.md).
 */
export function productImageUrl(productId: string, itemId: string): string {
  return `/productImgDetail/${encodeURIComponent(itemId)}?${new URLSearchParams({ product: productId }).toString()}`;
}

/** Where a product or image that does not exist sends the person back (QueryError's 404). */
export const BACK_TO_WALL = { backTo: wallUrl(), backLabel: 'Back to the wall' } as const;
