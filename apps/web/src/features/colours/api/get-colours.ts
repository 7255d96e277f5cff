import type { Colour } from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ListQuery } from '../../../lib/list-state';
import { colourKeys } from './keys';

export interface ColoursQuery extends ListQuery {
  teamId: string;
}

export interface ColoursPage {
  colours: Colour[];
  total: number;
}

/** `GET colour?teamId&page&limit&search&sortBy&orderBy`: search matches name, code and hex. */
export async function getColours(query: ColoursQuery): Promise<ColoursPage> {
  const params = new URLSearchParams({
    teamId: query.teamId,
    page: String(query.page),
    limit: String(query.limit),
    sortBy: query.sortBy,
    orderBy: query.orderBy,
  });
  if (query.search) params.set('search', query.search);
  const { data, pagination } = await api.get<Colour[]>(`/colour?${params.toString()}`);
  return { colours: data, total: pagination?.total ?? data.length };
}

export const coloursQueryOptions = (query: ColoursQuery) =>
  queryOptions({ queryKey: colourKeys.list(query), queryFn: () => getColours(query) });

export function useColours(query: ColoursQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...coloursQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
