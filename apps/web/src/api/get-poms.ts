import { pomEndpoints, type Pom } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';

/**
 * Query keys of a team's measurement library. The library page (features/poms) changes it and the
 * spec sheet (features/specs) picks its rows from it, so the reads live here, once.
 */
export const pomKeys = {
  all: ['pom'] as const,
  list: (teamId: string) => ['pom', 'list', teamId] as const,
  sizeRanges: (teamId: string) => ['pom', 'sizeRange', teamId] as const,
};

/** `GET pom?teamId`: the team's points of measure in its order (the first read seeds them). */
export async function getPoms(teamId: string): Promise<Pom[]> {
  const { data } = await callApi(pomEndpoints.list, { query: { teamId } });
  return data;
}

export const pomsQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: pomKeys.list(teamId), queryFn: () => getPoms(teamId) });

export function usePoms(teamId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pomsQueryOptions(teamId), enabled });
}
