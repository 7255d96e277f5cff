/** Query keys of sample requests: a product's, one request whole, and a team's board. */
export const sampleKeys = {
  all: ['samples'] as const,
  product: (productId: string) => ['samples', 'product', productId] as const,
  detail: (sampleId: string) => ['samples', 'detail', sampleId] as const,
  board: (teamId: string) => ['samples', 'board', teamId] as const,
};
