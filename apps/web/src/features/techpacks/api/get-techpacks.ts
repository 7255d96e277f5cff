import { techpackEndpoints, type TechpackRevisionSummary } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { techpackKeys } from './keys';

/** `GET product/{id}/techpack`: the released revisions, newest first. */
export async function getTechpacks(productId: string): Promise<TechpackRevisionSummary[]> {
  const { data } = await callApi(techpackEndpoints.list, { params: { id: productId } });
  return data;
}

export const techpacksQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: techpackKeys.revisions(productId),
    queryFn: () => getTechpacks(productId),
  });

export function useTechpacks(productId: string) {
  return useQuery(techpacksQueryOptions(productId));
}
