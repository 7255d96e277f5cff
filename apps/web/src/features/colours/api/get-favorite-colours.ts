import type { Colour } from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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
  const params = new URLSearchParams({
    teamId: query.teamId,
    page: String(query.page),
    limit: String(query.limit),
  });
  if (query.search) params.set('search', query.search);
  const { data, pagination } = await api.get<Colour[]>(`/colour/favorite?${params.toString()}`);
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
