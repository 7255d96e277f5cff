/** Query keys of tech packs: a product's revisions, and a comparison of two of them. */
export const techpackKeys = {
  all: ['techpacks'] as const,
  product: (productId: string) => ['techpacks', productId] as const,
  revisions: (productId: string) => ['techpacks', productId, 'revisions'] as const,
  compare: (productId: string, from: string, to: string) =>
    ['techpacks', productId, 'compare', from, to] as const,
};
