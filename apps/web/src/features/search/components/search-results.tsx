import {
  GLOBAL_SEARCH_MIN,
  SEARCH_KIND_LABELS,
  parseSearch,
  type SearchKind,
} from '@atelier/domain';
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
          aria-label="Search"
          placeholder="Search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          error={
            text.trim().length > 0 && text.trim().length < GLOBAL_SEARCH_MIN
              ? `Type at least ${GLOBAL_SEARCH_MIN} characters to search.`
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
          <Group gap={6} role="group" aria-label="Kind of result">
            <Chip value="all" size="sm">
              All{total !== undefined ? ` ${total}` : ''}
            </Chip>
            {kindsInOrder(parsed.hex)
              .filter((kind) => (counts[kind] ?? 0) > 0 || kind === filters.kind)
              .map((kind) => (
                <Chip key={kind} value={kind} size="sm">
                  {SEARCH_KIND_LABELS[kind]} {counts[kind] ?? 0}
                </Chip>
              ))}
          </Group>
        </Chip.Group>
        <Select
          aria-label="Team"
          placeholder="All teams"
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
          title="Search everything your teams share"
          description={`Type at least ${GLOBAL_SEARCH_MIN} characters: a product, a word from a comment, a file name, a colour or a hex code like #D22B2B. Narrow it with in:comments or team:"name".`}
        />
      ) : (
        <QueryState
          query={search}
          keepData
          errorTitle="Search is not available right now"
          loading={<ResultsSkeleton />}
        >
          {(page) =>
            page.hits.length === 0 ? (
              <ListEmpty
                icon={<IconSearch />}
                title={`Nothing found for “${filters.q}”`}
                description="Check the spelling, use fewer words, or search every kind and team."
              />
            ) : (
              <Stack gap="sm">
                <Card withBorder padding={0}>
                  <ul className={classes.list} aria-label="Search results">
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
  return (
    <Stack gap="xs" role="status" aria-label="Searching">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={52} radius="sm" />
      ))}
    </Stack>
  );
}
