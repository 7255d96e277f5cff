import { specEndpoints, type SpecSheet } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { specKeys } from './keys';

/** `GET product/{id}/spec`: the sheet in centimetres (revision 0 and no rows before a save). */
export async function getSpec(productId: string): Promise<SpecSheet> {
  const { data } = await callApi(specEndpoints.get, { params: { id: productId } });
  return data;
}

export const specQueryOptions = (productId: string) =>
  queryOptions({ queryKey: specKeys.sheet(productId), queryFn: () => getSpec(productId) });

/** The sheet as first read: the editor holds its own copy while someone types. */
export function useSpec(productId: string) {
  return useQuery({ ...specQueryOptions(productId), refetchOnWindowFocus: false });
}
