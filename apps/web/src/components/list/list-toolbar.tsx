import { useT } from '../../lib/i18n';
import { Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchField } from '../form/search-field';
import type { ListState } from '../../lib/list-state';
import { PageSizeSelect } from './page-size-select';

interface ListToolbarProps {
  state: ListState;
  searchLabel: string;
  searchPlaceholder?: string;
  /** False for lists that keep an order of their own (favourites: newest first). */
  sortable?: boolean;
  /** Filters shown before the search box. */
  children?: ReactNode;
}

/** Search (debounced by the list state), order and page size of a server-paginated list. */
export function ListToolbar({
  state,
  searchLabel,
  searchPlaceholder,
  sortable = true,
  children,
}: ListToolbarProps) {
  const t = useT();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {children}
      <SearchField
        label={searchLabel}
        placeholder={searchPlaceholder ?? t('wallFilters.searchByName')}
        value={state.search}
        onChange={state.setSearch}
        style={{ flex: '1 1 220px' }}
        maw={{ sm: 360 }}
      />
      {sortable && (
        <Select
          label={t('list.sortBy')}
          data={state.sortOptions.map(({ value, label, labelKey }) => ({
            value,
            label: labelKey ? t(labelKey) : label,
          }))}
          value={state.sort}
          onChange={(value) => value && state.setSort(value)}
          allowDeselect={false}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
        />
      )}
      <PageSizeSelect value={state.query.limit} onChange={state.setLimit} />
    </Group>
  );
}
