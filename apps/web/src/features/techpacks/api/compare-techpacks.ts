import { techpackEndpoints, type TechpackComparison } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { techpackKeys } from './keys';

/**
 * `GET product/{id}/techpack/compare?from&to`: what changed, as sentences grouped by section
 * (costs only for whoever may see them: the server decides).
 */
export async function compareTechpacks(
  productId: string,
  from: string,
  to: string,
): Promise<TechpackComparison> {
  const { data } = await callApi(techpackEndpoints.compare, {
    params: { id: productId },
    query: { from, to },
  });
  return data;
}

export function useTechpackComparison(productId: string, from: string | null, to: string | null) {
  return useQuery({
    queryKey: techpackKeys.compare(productId, from ?? '', to ?? ''),
    queryFn: () => compareTechpacks(productId, from!, to!),
    enabled: from !== null && to !== null && from !== to,
  });
}
