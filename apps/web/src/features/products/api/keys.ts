/** Query keys of products; invalidating `productKeys.all` refreshes every wall, page and tree. */
export const productKeys = {
  all: ['product'] as const,
  lists: ['product', 'list'] as const,
  wall: (filters: object) => ['product', 'list', 'wall', filters] as const,
  page: (query: object) => ['product', 'list', 'page', query] as const,
  detail: (productId: string) => ['product', 'detail', productId] as const,
  files: (productId: string) => ['product', 'files', productId] as const,
  comments: (productId: string) => ['product', 'comments', productId] as const,
  imageComments: (productId: string, fileId: string) =>
    ['product', 'comments', productId, 'image', fileId] as const,
};
