import { colourEndpoints, type Colour, type COLOUR_SORT_FIELDS } from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
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
  const { data, pagination } = await callApi(colourEndpoints.list, {
    query: {
      teamId: query.teamId,
      page: query.page,
      limit: query.limit,
      // The library offers only the server's sort fields (colour-library.tsx).
      sortBy: query.sortBy as (typeof COLOUR_SORT_FIELDS)[number],
      orderBy: query.orderBy,
      search: query.search,
    },
  });
  return { colours: data, total: pagination?.total ?? data.length };
}

export const coloursQueryOptions = (query: ColoursQuery) =>
  queryOptions({ queryKey: colourKeys.list(query), queryFn: () => getColours(query) });

export function useColours(query: ColoursQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...coloursQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
