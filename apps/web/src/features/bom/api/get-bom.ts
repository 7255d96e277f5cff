import { bomEndpoints, type Bom } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bomKeys } from './keys';

/** `GET product/{id}/bom`: colourways × lines (prices only for whoever may see costs). */
export async function getBom(productId: string): Promise<Bom> {
  const { data } = await callApi(bomEndpoints.get, { params: { id: productId } });
  return data;
}

export const bomQueryOptions = (productId: string) =>
  queryOptions({ queryKey: bomKeys.product(productId), queryFn: () => getBom(productId) });

/** The bill as first read: the editor holds its own copy while someone types. */
export function useBom(productId: string) {
  return useQuery({ ...bomQueryOptions(productId), refetchOnWindowFocus: false });
}
