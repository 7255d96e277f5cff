import { useT } from '../../../lib/i18n';
import { GLOBAL_SEARCH_MIN, parseSearch, type SearchKind } from '@atelier/domain';
import {
  Card,
  Chip,
  Group,
  Select,
  Skeleton,
  Stack,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFooter } from '../../../components/list/list-footer';
import { QueryState } from '../../../components/ui/query-state';
import { getSession } from '../../../lib/session';
import { useSearch } from '../api/search';
import { openHit } from '../lib/open-hit';
import { rememberSearch } from '../lib/recent-searches';
import { kindsInOrder } from '../lib/kind-order';
import { highlightWords } from '../lib/snippet';
import { HitRow } from './hit-row';
import classes from './search-results.module.css';

export interface ResultFilters {
  q: string;
  kind: SearchKind | undefined;
  teamId: string | undefined;
  page: number;
}

interface SearchResultsProps {
  filters: ResultFilters;
  onFiltersChange: (next: Partial<ResultFilters>) => void;
  /** The user's teams, for the team filter. */
  teams: readonly { _id: string; name: string }[];
}

const LIMIT = 50;

/** /globalSearch: every hit, with kind and team filters, a page at a time. */
export function SearchResults({ filters, onFiltersChange, teams }: SearchResultsProps) {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState(filters.q);
  useEffect(() => setText(filters.q), [filters.q]);
  const parsed = parseSearch(filters.q);
  const words = highlightWords(parsed.text);
  const ready = parsed.hex !== undefined || [...parsed.text].length >= GLOBAL_SEARCH_MIN;
  const search = useSearch(
    {
      searchFilter: filters.q,
      kind: filters.kind,
      teamId: filters.teamId,
      page: filters.page,
      limit: LIMIT,
    },
    ready,
  );
  // The chips count every kind: the search without the kind filter, which on its first page is the
  // very query above (one request), and is asked for apart only while a kind is chosen.
  const all = useSearch(
    { searchFilter: filters.q, kind: undefined, teamId: filters.teamId, page: 1, limit: LIMIT },
    ready,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    rememberSearch(getSession().user?._id, text.trim());
    onFiltersChange({ q: text.trim(), page: 1 });
  };
  const counts = all.data?.counts ?? {};
  const total = all.data?.total;

  return (
    <Stack gap="md">
      <form role="search" onSubmit={submit}>
        <TextInput
          aria-label={t('header.search')}
          placeholder={t('header.search')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          error={
            text.trim().length > 0 && text.trim().length < GLOBAL_SEARCH_MIN
              ? t('search.tooShort', { min: GLOBAL_SEARCH_MIN })
              : undefined
          }
        />
      </form>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Chip.Group
          value={filters.kind ?? 'all'}
          onChange={(value) =>
            onFiltersChange({ kind: value === 'all' ? undefined : (value as SearchKind), page: 1 })
          }
        >
          <Group gap={6} role="group" aria-label={t('search.kind')}>
            <Chip value="all" size="sm">
              {total !== undefined ? t('search.allCount', { count: total }) : t('search.all')}
            </Chip>
            {kindsInOrder(parsed.hex)
              .filter((kind) => (counts[kind] ?? 0) > 0 || kind === filters.kind)
              .map((kind) => (
                <Chip key={kind} value={kind} size="sm">
                  {t(`search.kind.${kind}`)} {counts[kind] ?? 0}
                </Chip>
              ))}
          </Group>
        </Chip.Group>
        <Select
          aria-label={t('teamFilter.label')}
          placeholder={t('teamFilter.all')}
          data={teams.map((team) => ({ value: team._id, label: team.name }))}
          value={filters.teamId ?? null}
          onChange={(teamId) => onFiltersChange({ teamId: teamId ?? undefined, page: 1 })}
          clearable
          w={220}
        />
      </Group>
      {!ready ? (
        <ListEmpty
          icon={<IconSearch />}
          title={t('search.startTitle')}
          description={t('search.startDescription', { min: GLOBAL_SEARCH_MIN })}
        />
      ) : (
        <QueryState
          query={search}
          keepData
          errorTitle={t('search.unavailableTitle')}
          loading={<ResultsSkeleton />}
        >
          {(page) =>
            page.hits.length === 0 ? (
              <ListEmpty
                icon={<IconSearch />}
                title={t('search.nothingFoundTitle', { query: filters.q })}
                description={t('search.nothingFoundHint')}
              />
            ) : (
              <Stack gap="sm">
                <Card withBorder padding={0}>
                  <ul className={classes.list} aria-label={t('search.resultsTitle')}>
                    {page.hits.map((hit) => (
                      <li key={`${hit.kind}:${hit._id}`}>
                        <UnstyledButton
                          className={classes.hit}
                          onClick={() => openHit(hit, (to) => void navigate(to))}
                        >
                          <HitRow hit={hit} words={words} />
                        </UnstyledButton>
                      </li>
                    ))}
                  </ul>
                </Card>
                <ListFooter
                  page={filters.page}
                  limit={LIMIT}
                  total={page.total}
                  noun="results"
                  describe={(range) => t('search.range', range)}
                  onPageChange={(next) => onFiltersChange({ page: next })}
                />
              </Stack>
            )
          }
        </QueryState>
      )}
    </Stack>
  );
}

function ResultsSkeleton() {
  const t = useT();
  return (
    <Stack gap="xs" role="status" aria-label={t('search.searching')}>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={52} radius="sm" />
      ))}
    </Stack>
  );
}
