import { type PageSize } from '@atelier/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useFormat } from './format';

export interface SortOption {
  value: string;
  label: string;
  sortBy: string;
  orderBy: 'asc' | 'desc';
}

/** The orders every server-paginated list offers: by when it was added, or by name. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'newest', label: 'Newest first', sortBy: 'createdAt', orderBy: 'desc' },
  { value: 'oldest', label: 'Oldest first', sortBy: 'createdAt', orderBy: 'asc' },
  { value: 'name-asc', label: 'Name A–Z', sortBy: 'name', orderBy: 'asc' },
  { value: 'name-desc', label: 'Name Z–A', sortBy: 'name', orderBy: 'desc' },
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
  const [search, setSearchText] = useState('');
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
  };
}

export type ListState = ReturnType<typeof useListState>;
