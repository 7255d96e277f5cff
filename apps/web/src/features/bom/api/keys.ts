/** Query keys of a product's bill of materials. */
export const bomKeys = {
  all: ['bom'] as const,
  product: (productId: string) => ['bom', productId] as const,
};
