/** Query keys of construction details: one per product (its callouts and notes together). */
export const constructionKeys = {
  all: ['construction'] as const,
  product: (productId: string) => ['construction', productId] as const,
};
