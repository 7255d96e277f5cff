import { useT } from '../../../lib/i18n';
import { SEARCH_KINDS, type SearchKind } from '@atelier/domain';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import {
  SearchResults,
  type ResultFilters,
} from '../../../features/search/components/search-results';
import { useTeams } from '../../../features/teams/api/get-teams';

const isKind = (value: string | null): value is SearchKind =>
  (SEARCH_KINDS as readonly string[]).includes(value ?? '');

/** /globalSearch and /SearchResult (SPEC §2): the whole answer to a search, `?q=…`. */
export function GlobalSearchRoute() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const teams = useTeams();
  const kind = search.get('kind');
  const filters: ResultFilters = {
    q: search.get('q') ?? '',
    kind: isKind(kind) ? kind : undefined,
    teamId: search.get('teamId') ?? undefined,
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  useDocumentTitle(
    filters.q ? t('search.documentTitleQuery', { query: filters.q }) : t('search.documentTitle'),
  );
  const change = (next: Partial<ResultFilters>) => {
    const merged = { ...filters, ...next };
    const params = new URLSearchParams();
    if (merged.q) params.set('q', merged.q);
    if (merged.kind) params.set('kind', merged.kind);
    if (merged.teamId) params.set('teamId', merged.teamId);
    if (merged.page > 1) params.set('page', String(merged.page));
    setSearch(params);
  };
  return (
    <>
      <PageHeader title={t('search.resultsTitle')} description={t('search.resultsDescription')} />
      <SearchResults filters={filters} onFiltersChange={change} teams={teams.data ?? []} />
    </>
  );
}
