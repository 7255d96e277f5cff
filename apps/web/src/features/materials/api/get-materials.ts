import { materialEndpoints, type Material, type MaterialKind } from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { materialKeys } from './keys';

export interface MaterialsQuery {
  kind?: MaterialKind;
  /** Text in the name, the code or the supplier; empty for all. */
  q?: string;
}

/** `GET team/{teamId}/materials?kind&q`: the team's materials by kind then name (at most 1000). */
export async function getMaterials(teamId: string, query: MaterialsQuery): Promise<Material[]> {
  const { data } = await callApi(materialEndpoints.list, {
    params: { teamId },
    query: { kind: query.kind, q: query.q || undefined },
  });
  return data;
}

/** An image whose thumbnails are still being made. */
const hasPendingImage = (materials: readonly Material[]) =>
  materials.some((material) => material.image?.status === 'pending');

export const materialsQueryOptions = (teamId: string, query: MaterialsQuery) =>
  queryOptions({
    queryKey: materialKeys.list(teamId, query),
    queryFn: () => getMaterials(teamId, query),
    // Thumbnails are made in the background: look again until they are there.
    refetchInterval: (current) =>
      current.state.data && hasPendingImage(current.state.data) ? 3000 : false,
  });

export function useMaterials(teamId: string, query: MaterialsQuery) {
  return useQuery({ ...materialsQueryOptions(teamId, query), placeholderData: keepPreviousData });
}
