import type { Product } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys } from './keys';

/** `GET product/{id}`: one product with its policies and cover. */
export async function getProduct(productId: string): Promise<Product> {
  const { data } = await api.get<Product>(`/product/${encodeURIComponent(productId)}`);
  return data;
}

export const productQueryOptions = (productId: string) =>
  queryOptions({ queryKey: productKeys.detail(productId), queryFn: () => getProduct(productId) });

export function useProduct(productId: string) {
  return useQuery(productQueryOptions(productId));
}
