/**
 * Query keys of tech packs: a product's revisions, a comparison of two of them, the links that
 * send them to factories, and what a link's visitor reads.
 */
export const techpackKeys = {
  all: ['techpacks'] as const,
  product: (productId: string) => ['techpacks', productId] as const,
  revisions: (productId: string) => ['techpacks', productId, 'revisions'] as const,
  compare: (productId: string, from: string, to: string) =>
    ['techpacks', productId, 'compare', from, to] as const,
  links: (productId: string) => ['techpacks', productId, 'links'] as const,
  shared: (token: string) => ['techpacks', 'shared', token] as const,
};
