/** Query keys of suppliers: a team's list, and the suppliers one product is assigned to. */
export const supplierKeys = {
  all: ['suppliers'] as const,
  team: (teamId: string) => ['suppliers', 'team', teamId] as const,
  product: (productId: string) => ['suppliers', 'product', productId] as const,
};
