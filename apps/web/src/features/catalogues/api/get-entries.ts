import {
  catalogueEndpoints,
  type CATALOGUE_SORT_FIELDS,
  type CatalogueKind,
} from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { ListQuery } from '../../../lib/list-state';
import type { EntryOf } from '../lib/kinds';
import { catalogueKeys } from './keys';

export interface EntriesQuery extends ListQuery {
  /** One team's entries; empty for those of every team the user is in. */
  teamId: string;
  /** Sub-categories only: those of one category. */
  categoryId?: string;
}

export interface EntriesPage<K extends CatalogueKind> {
  entries: EntryOf<K>[];
  total: number;
}

/** `GET <kind>?teamId&page&limit&search&sortBy&orderBy`: one page of a team's catalogue (or all). */
export async function getEntries<K extends CatalogueKind>(
  kind: K,
  query: EntriesQuery,
): Promise<EntriesPage<K>> {
  const { data, pagination } = await callApi(catalogueEndpoints[kind].list, {
    query: {
      page: query.page,
      limit: query.limit,
      // The tables offer only the server's sort fields (SORT_OPTIONS).
      sortBy: query.sortBy as (typeof CATALOGUE_SORT_FIELDS)[number],
      orderBy: query.orderBy,
      teamId: query.teamId,
      search: query.search,
      categoryId: query.categoryId,
    },
  });
  // TypeScript sees the five kinds' entries here; the list of `kind` holds that kind's.
  return { entries: data as EntryOf<K>[], total: pagination?.total ?? data.length };
}

/** A swatch whose thumbnails are still being made. */
const hasPendingSwatch = (entries: readonly object[]) =>
  entries.some(
    (entry) =>
      'swatch' in entry && (entry.swatch as { status?: string } | null)?.status === 'pending',
  );

export const entriesQueryOptions = <K extends CatalogueKind>(kind: K, query: EntriesQuery) =>
  queryOptions({
    queryKey: catalogueKeys.list(kind, query),
    queryFn: () => getEntries(kind, query),
    // Swatch thumbnails are made in the background: look again until they are there.
    refetchInterval: (current) =>
      current.state.data && hasPendingSwatch(current.state.data.entries) ? 3000 : false,
  });

export function useEntries<K extends CatalogueKind>(
  kind: K,
  query: EntriesQuery,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...entriesQueryOptions(kind, query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
