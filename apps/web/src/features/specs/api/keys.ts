import { SPEC_QUERY_KEY } from '../../../lib/query-client';

/** Query keys of spec sheets; `specKeys.product(id)` covers a product's sheet and revisions. */
export const specKeys = {
  all: SPEC_QUERY_KEY,
  product: (productId: string) => [...SPEC_QUERY_KEY, productId] as const,
  sheet: (productId: string) => ['spec', productId, 'sheet'] as const,
  revisions: (productId: string) => ['spec', productId, 'revisions'] as const,
  compare: (productId: string, from: number, to: number) =>
    ['spec', productId, 'compare', from, to] as const,
  fits: (productId: string) => ['spec', productId, 'fits'] as const,
  fit: (productId: string, fitId: string) => ['spec', productId, 'fits', fitId] as const,
  /** The product's images, offered as fit photos. */
  images: (productId: string) => ['spec', productId, 'images'] as const,
};
