import { type PageSize } from '@atelier/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useFormat } from './format';
import type { MessageKey } from './i18n';

export interface SortOption {
  value: string;
  /** English; shown only when `labelKey` is not given. */
  label: string;
  /** The app catalogue's key, so the order reads in the person's language. */
  labelKey?: MessageKey;
  sortBy: string;
  orderBy: 'asc' | 'desc';
}

/** The orders every server-paginated list offers: by when it was added, or by name. */
export const SORT_OPTIONS: readonly SortOption[] = [
  {
    value: 'newest',
    label: 'Newest first',
    labelKey: 'list.sort.newest',
    sortBy: 'createdAt',
    orderBy: 'desc',
  },
  {
    value: 'oldest',
    label: 'Oldest first',
    labelKey: 'list.sort.oldest',
    sortBy: 'createdAt',
    orderBy: 'asc',
  },
  {
    value: 'name-asc',
    label: 'Name A–Z',
    labelKey: 'list.sort.name-asc',
    sortBy: 'name',
    orderBy: 'asc',
  },
  {
    value: 'name-desc',
    label: 'Name Z–A',
    labelKey: 'list.sort.name-desc',
    sortBy: 'name',
    orderBy: 'desc',
  },
];

export const SEARCH_DEBOUNCE_MS = 300;

export interface ListQuery {
  page: number;
  limit: PageSize;
  search: string;
  sortBy: string;
  orderBy: 'asc' | 'desc';
}

/**
 * Page, page size, debounced search and order of a server-paginated list. The page size starts
 * at the user's default (general settings) and going back to page 1 follows any change.
 */
export function useListState(sortOptions: readonly SortOption[] = SORT_OPTIONS) {
  const { settings, isReady } = useFormat();
  // A link may open the list already searched (`?search=…`, as a global search hit does).
  const [search, setSearchText] = useState(
    () => new URLSearchParams(window.location.search).get('search') ?? '',
  );
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [chosenLimit, setChosenLimit] = useState<PageSize | null>(null);
  const [sort, setSortValue] = useState(sortOptions[0]!.value);
  const order = sortOptions.find((option) => option.value === sort) ?? sortOptions[0]!;
  const limit = chosenLimit ?? settings.pageSize;

  const query: ListQuery = {
    page,
    limit,
    search: debounced,
    sortBy: order.sortBy,
    orderBy: order.orderBy,
  };

  return {
    query,
    /** The list waits for the settings so it asks once, with the user's page size. */
    isReady,
    search,
    sort,
    sortOptions,
    setSearch(text: string) {
      setSearchText(text);
      setPage(1);
    },
    setPage,
    setLimit(next: PageSize) {
      setChosenLimit(next);
      setPage(1);
    },
    setSort(next: string) {
      setSortValue(next);
      setPage(1);
    },
    /**
     * A column header was pressed: the other direction of the same column, or the column's
     * first order when the list was ordered by something else.
     */
    toggleSort(sortBy: string) {
      const next =
        order.sortBy === sortBy
          ? sortOptions.find((option) => option.sortBy === sortBy && option !== order)
          : sortOptions.find((option) => option.sortBy === sortBy);
      if (next) {
        setSortValue(next.value);
        setPage(1);
      }
    },
  };
}

export type ListState = ReturnType<typeof useListState>;

/** Deleting the last row of the last page leaves an empty page behind: step back to a full one. */
export function useClampPage(list: ListState, total: number | undefined, isStale: boolean) {
  const { setPage } = list;
  const { page, limit } = list.query;
  const lastPage = total === undefined ? 1 : Math.max(1, Math.ceil(total / limit));
  useEffect(() => {
    if (total !== undefined && !isStale && page > lastPage) setPage(lastPage);
  }, [total, isStale, page, lastPage, setPage]);
}

interface LocalListOptions<T> {
  /** The text search looks in (lower-cased by the list). */
  searchText: (item: T) => string;
  /** The value a sort option's `sortBy` orders by. */
  sortValue: (item: T, sortBy: string) => string | number;
}

/**
 * Search, order and pages of a list the API answers whole (roles, a team's members), driven by
 * the same list state as a server-paginated one so both look and behave alike.
 */
export function useLocalList<T>(
  items: readonly T[] | undefined,
  list: ListState,
  { searchText, sortValue }: LocalListOptions<T>,
): { rows: T[] | undefined; total: number | undefined } {
  const { page, limit, search, sortBy, orderBy } = list.query;
  const matching = useMemo(() => {
    if (!items) return undefined;
    const needle = search.toLocaleLowerCase();
    const found = needle
      ? items.filter((item) => searchText(item).toLocaleLowerCase().includes(needle))
      : [...items];
    const direction = orderBy === 'asc' ? 1 : -1;
    return found.sort((a, b) => {
      const left = sortValue(a, sortBy);
      const right = sortValue(b, sortBy);
      const compared =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left).localeCompare(String(right), undefined, { sensitivity: 'base' });
      return compared * direction;
    });
  }, [items, search, sortBy, orderBy, searchText, sortValue]);
  return {
    rows: matching?.slice((page - 1) * limit, page * limit),
    total: matching?.length,
  };
}
