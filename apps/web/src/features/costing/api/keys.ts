/** Query keys of costing: a product's figures (under ['costing', id]) and a team's rates. */
export const costingKeys = {
  product: (productId: string) => ['costing', productId] as const,
  team: (teamId: string) => ['teamCosting', teamId] as const,
};
