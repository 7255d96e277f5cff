/** Query keys of products; invalidating `productKeys.all` refreshes every wall, page and tree. */
export const productKeys = {
  all: ['product'] as const,
  lists: ['product', 'list'] as const,
  wall: (filters: object) => ['product', 'list', 'wall', filters] as const,
  page: (query: object) => ['product', 'list', 'page', query] as const,
  mentionable: (productId: string) => ['product', 'mentionable', productId] as const,
  detail: (productId: string) => ['product', 'detail', productId] as const,
  files: (productId: string) => ['product', 'files', productId] as const,
  comments: (productId: string) => ['product', 'comments', productId] as const,
  imageComments: (productId: string, fileId: string, version?: number) =>
    ['product', 'comments', productId, 'image', fileId, ...(version ? [version] : [])] as const,
  /** Under the product's own key: whatever refreshes the product refreshes them. */
  buyer: (productId: string) => ['product', 'detail', productId, 'buyer'] as const,
  approval: (productId: string) => ['product', 'detail', productId, 'approval'] as const,
  /** Under the lists: whatever moves a product refreshes who holds what. */
  pendingApprovals: (teamId: string | undefined) =>
    ['product', 'list', 'approvals', teamId ?? 'all'] as const,
  stages: (teamId: string) => ['product', 'stages', teamId] as const,
  timeline: (productId: string, kind: string | null) =>
    ['product', 'detail', productId, 'timeline', kind ?? 'all'] as const,
  versions: (productId: string, fileId: string) =>
    ['product', 'files', productId, 'versions', fileId] as const,
};

/** What the app reads of one product besides the product itself: files, comments, people, links. */
export const productPartsKeys = (productId: string) => [
  productKeys.files(productId),
  productKeys.comments(productId),
  productKeys.mentionable(productId),
  shareKeys.links(productId),
];

/** Query keys of sharing: a product's links (members), and what a link's visitor sees. */
export const shareKeys = {
  links: (productId: string) => ['share', 'links', productId] as const,
  shared: (token: string) => ['share', 'visit', token] as const,
  faces: (teamId: string, token: string) => ['share', 'faces', teamId, token] as const,
  comments: (token: string, fileId: string | null) =>
    ['share', 'comments', token, fileId ?? 'product'] as const,
};
