import { productEndpoints, type Product } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productKeys } from './keys';

/** `GET product/{id}`: one product with its policies and cover. */
export async function getProduct(productId: string): Promise<Product> {
  const { data } = await callApi(productEndpoints.get, { params: { id: productId } });
  return data;
}

/** How often a cover whose thumbnail is still being made is looked at again (then given up). */
const COVER_POLLS = 20;

export const productQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productKeys.detail(productId),
    queryFn: () => getProduct(productId),
    // The cover's thumbnail is made in the background a moment after the upload.
    refetchInterval: ({ state }) =>
      state.data?.cover && !state.data.cover.thumbnail && state.dataUpdateCount < COVER_POLLS
        ? 3000
        : false,
  });

export function useProduct(productId: string) {
  return useQuery(productQueryOptions(productId));
}
