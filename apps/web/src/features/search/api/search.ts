import { searchEndpoints, type SearchKind } from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface SearchParams {
  searchFilter: string;
  kind?: SearchKind | undefined;
  teamId?: string | undefined;
  page?: number;
  limit?: 10 | 50 | 100;
}

export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => [...searchKeys.all, params] as const,
};

/**
 * `GET globalSearch`: one page of hits with how many each kind has. The signal cancels a search
 * the user has typed past, so an older answer never replaces a newer one.
 */
export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: async ({ signal }) => {
      const { data, pagination, counts } = await callApi(searchEndpoints.search, {
        query: params,
        signal,
      });
      return { hits: data, total: pagination?.total ?? data.length, counts };
    },
    staleTime: 10_000,
  });

export function useSearch(params: SearchParams, enabled = true) {
  return useQuery({ ...searchQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
