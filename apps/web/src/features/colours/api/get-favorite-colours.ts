import { colourEndpoints } from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { colourKeys } from './keys';
import type { ColoursPage } from './get-colours';

export interface FavoritesQuery {
  teamId: string;
  page: number;
  limit: number;
  search: string;
}

/** `GET colour/favorite?teamId&page&limit&search`: my favourite colours of the team, newest first. */
export async function getFavoriteColours(query: FavoritesQuery): Promise<ColoursPage> {
  const { data, pagination } = await callApi(colourEndpoints.favorites, { query });
  return { colours: data, total: pagination?.total ?? data.length };
}

export const favoriteColoursQueryOptions = (query: FavoritesQuery) =>
  queryOptions({
    queryKey: colourKeys.favoritePage(query),
    queryFn: () => getFavoriteColours(query),
  });

export function useFavoriteColours(
  query: FavoritesQuery,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...favoriteColoursQueryOptions(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
