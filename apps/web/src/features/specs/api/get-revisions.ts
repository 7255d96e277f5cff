import { specEndpoints, type SpecComparison, type SpecRevisionSummary } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { specKeys } from './keys';

/** `GET product/{id}/spec/revisions`: every saved revision, newest first. */
export async function getRevisions(productId: string): Promise<SpecRevisionSummary[]> {
  const { data } = await callApi(specEndpoints.revisions, { params: { id: productId } });
  return data;
}

export function useSpecRevisions(productId: string) {
  return useQuery({
    queryKey: specKeys.revisions(productId),
    queryFn: () => getRevisions(productId),
  });
}

/** `GET product/{id}/spec/compare?from&to`: every cell that differs, who changed it and when. */
export async function compareRevisions(
  productId: string,
  from: number,
  to: number,
): Promise<SpecComparison> {
  const { data } = await callApi(specEndpoints.compare, {
    params: { id: productId },
    query: { from, to },
  });
  return data;
}

export function useSpecComparison(productId: string, from: number | null, to: number | null) {
  return useQuery({
    queryKey: specKeys.compare(productId, from ?? 0, to ?? 0),
    queryFn: () => compareRevisions(productId, from!, to!),
    enabled: from !== null && to !== null && from !== to,
  });
}
