import { productEndpoints, type ProductItem } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** `GET product/{id}/files`: the product's folders and files, flat, each with its parent. */
export async function getProductFiles(productId: string): Promise<ProductItem[]> {
  const { data } = await callApi(productEndpoints.files, { params: { id: productId } });
  return data;
}

export const productFilesQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productKeys.files(productId),
    queryFn: () => getProductFiles(productId),
    // Derivatives are made in the background: look again while one is still pending.
    refetchInterval: (current) =>
      current.state.data?.some((item) => item.status === 'pending') ? 3000 : false,
  });

export function useProductFiles(productId: string) {
  return useQuery(productFilesQueryOptions(productId));
}
