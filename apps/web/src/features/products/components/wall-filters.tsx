import '@mantine/dates/styles.css';
import { DateField } from '../../../components/form/date-field';
import { PRODUCT_STAGES } from '@atelier/domain';
import { Button, Group, Select } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SearchField } from '../../../components/form/search-field';
import { useT } from '../../../lib/i18n';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/list-state';
import { useWallParams } from '../hooks/use-wall-params';
import type { ProductCatalogues } from '../lib/catalogues';
import { NAMED_FILTERS, nameChoices, nameOf, namesForIds } from '../lib/wall-filter-names';
import { hasFilters, WALL_FILTER_KEYS, withFilter, type WallFilterKey } from '../lib/wall-filters';
import classes from './wall-filters.module.css';

interface WallFiltersProps {
  /** One team's wall; all the user's teams when absent. */
  teamId: string | undefined;
  /** The catalogues to choose from: the team's, or on the wall of all teams those of every team. */
  catalogues: ProductCatalogues | null;
}

/**
 * The wall's filters, kept in the address by name (`/Wall/SS27/deadline/tag/Dresses/fabric`,
 * `/Wall/{teamId}?season=SS27&stage=…`) so a filtered wall is shareable and readable.
 */
export function WallFilters({ teamId, catalogues }: WallFiltersProps) {
  const t = useT();
  const [params, setParams] = useWallParams(teamId);
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

  // An address written with ids (older links) is rewritten with the names they stand for.
  const renamed = catalogues ? namesForIds(params, catalogues) : null;
  const renamedAddress = renamed?.toString();
  useEffect(() => {
    if (renamedAddress !== undefined)
      setParams(new URLSearchParams(renamedAddress), { replace: true });
    // setParams is a new function each render; the address it writes is what matters.
  }, [renamedAddress]);

  const select = (
    key: WallFilterKey,
    label: string,
    data: { value: string; label: string }[],
    value = params.get(key),
  ) => (
    <Select
      key={key}
      label={label}
      placeholder={t('wallFilters.any')}
      data={data}
      value={value}
      onChange={(next) => set(key, next)}
      clearable
      searchable
      w={{ base: '100%', xs: 170 }}
    />
  );

  return (
    <Group
      align="flex-end"
      gap="sm"
      wrap="wrap"
      mb="lg"
      role="search"
      aria-label={t('wallFilters.label')}
    >
      <SearchField
        label={t('products.search')}
        placeholder={t('wallFilters.searchByName')}
        value={search}
        onChange={(text) => {
          setSearch(text);
          setSearchParam(text);
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
        {t('wallFilters.filters', { count: active })}
      </Button>
      <div
        id="wall-more-filters"
        className={open ? classes.more : `${classes.more} ${classes.closed}`}
      >
        {select(
          'stage',
          t('products.stage'),
          PRODUCT_STAGES.map((stage) => ({ value: stage, label: t(`stage.${stage}`) })),
        )}
        {catalogues &&
          NAMED_FILTERS.map(({ key, from }) => {
            const value = nameOf(params.get(key), catalogues[from]);
            return select(
              key,
              t(`wallFilters.${key}`),
              nameChoices(catalogues[from], value),
              value,
            );
          })}
        <DateField
          label={t('wallFilters.deadlineFrom')}
          placeholder={t('wallFilters.any')}
          value={params.get('deadlineFrom')}
          onChange={(value) => set('deadlineFrom', value)}
          clearable
          w={{ base: '100%', xs: 160 }}
        />
        <DateField
          label={t('wallFilters.deadlineTo')}
          placeholder={t('wallFilters.any')}
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
          {t('wall.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
