import '@mantine/dates/styles.css';
import { PRODUCT_STAGE_LABELS, PRODUCT_STAGES } from '@atelier/domain';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/list-state';
import type { CatalogueOption, ProductCatalogues } from '../lib/catalogues';
import { hasFilters, WALL_FILTER_KEYS, withFilter, type WallFilterKey } from '../lib/wall-filters';
import classes from './wall-filters.module.css';

const STAGE_OPTIONS = PRODUCT_STAGES.map((stage) => ({
  value: stage,
  label: PRODUCT_STAGE_LABELS[stage],
}));

interface WallFiltersProps {
  /** A team's wall filters by its catalogues too; the wall of all teams does not. */
  catalogues: ProductCatalogues | null;
}

/** The wall's filters, kept in the address (`?season=…&stage=…`) so a filtered wall is shareable. */
export function WallFilters({ catalogues }: WallFiltersProps) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  // On a phone the filters other than search fold away behind one button.
  const [open, { toggle }] = useDisclosure(false);
  const active = WALL_FILTER_KEYS.filter((key) => key !== 'search' && params.get(key)).length;
  const set = (key: WallFilterKey, value: string | null) =>
    setParams((current) => withFilter(current, key, value), { replace: true });
  const setSearchParam = useDebouncedCallback(
    (value: string) => set('search', value.trim() || null),
    SEARCH_DEBOUNCE_MS,
  );

  const select = (key: WallFilterKey, label: string, data: CatalogueOption[]) => (
    <Select
      label={label}
      placeholder="Any"
      data={data}
      value={params.get(key)}
      onChange={(value) => set(key, value)}
      clearable
      searchable
      w={{ base: '100%', xs: 170 }}
    />
  );

  return (
    <Group align="flex-end" gap="sm" wrap="wrap" mb="lg" role="search" aria-label="Filter products">
      <TextInput
        label="Search products"
        placeholder="Search by name"
        type="search"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setSearchParam(event.currentTarget.value);
        }}
        style={{ flex: '1 1 220px' }}
      />
      <Button
        variant="default"
        hiddenFrom="xs"
        leftSection={<IconAdjustmentsHorizontal size={16} />}
        aria-expanded={open}
        aria-controls="wall-more-filters"
        onClick={toggle}
      >
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </Button>
      <div
        id="wall-more-filters"
        className={open ? classes.more : `${classes.more} ${classes.closed}`}
      >
        {select('stage', 'Stage', STAGE_OPTIONS)}
        {catalogues && (
          <>
            {select('season', 'Season', catalogues.seasons)}
            {select('category', 'Category', catalogues.categories)}
            {select('fabric', 'Fabric', catalogues.fabrics)}
            {select('tag', 'Tag', catalogues.tags)}
          </>
        )}
        <DateInput
          label="Deadline from"
          placeholder="Any"
          valueFormat="D MMM YYYY"
          value={params.get('deadlineFrom')}
          onChange={(value) => set('deadlineFrom', value)}
          clearable
          w={{ base: '100%', xs: 160 }}
        />
        <DateInput
          label="Deadline to"
          placeholder="Any"
          valueFormat="D MMM YYYY"
          value={params.get('deadlineTo')}
          minDate={params.get('deadlineFrom') ?? undefined}
          onChange={(value) => set('deadlineTo', value)}
          clearable
          w={{ base: '100%', xs: 160 }}
        />
      </div>
      {hasFilters(params) && (
        <Button
          variant="subtle"
          leftSection={<IconX size={16} />}
          onClick={() => {
            setSearch('');
            setParams(new URLSearchParams(), { replace: true });
          }}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
