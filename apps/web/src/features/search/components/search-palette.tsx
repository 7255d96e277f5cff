import '@mantine/spotlight/styles.css';
import { GLOBAL_SEARCH_MIN, parseSearch, type SearchHit } from '@atelier/domain';
import { Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, type SpotlightStore } from '@mantine/spotlight';
import { IconArrowRight, IconHistory, IconSearch } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { globalSearchUrl } from '../../../lib/paths';
import { getSession } from '../../../lib/session';
import { useSearch } from '../api/search';
import { openHit } from '../lib/open-hit';
import { kindsInOrder } from '../lib/kind-order';
import { recentSearches, rememberSearch } from '../lib/recent-searches';
import { highlightWords } from '../lib/snippet';
import { HitRow } from './hit-row';
import { serverText } from '../../../lib/server-texts/server-text';

/** What the palette offers before anything is typed: a place to go or a thing to make. */
export interface QuickAction {
  id: string;
  label: string;
  to: string;
  icon: ReactNode;
}

interface SearchPaletteProps {
  store: SpotlightStore;
  quickActions: readonly QuickAction[];
  /** Closed without opening anything (Esc, a click outside): where focus goes back to. */
  onDismiss: () => void;
}

/** Typing pauses this long before a search is sent; a newer one cancels the older. */
const DEBOUNCE_MS = 200;

/**
 * The command palette (⌘K, Ctrl+K or `/` from anywhere): recent searches and quick actions
 * before typing, then from the third character the hits grouped by kind, matched words marked;
 * arrows and Enter open one, and the last entry opens every result.
 */
export function SearchPalette({ store, quickActions, onDismiss }: SearchPaletteProps) {
  const t = useT();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const parsed = parseSearch(debounced);
  const ready = parsed.hex !== undefined || [...parsed.text].length >= GLOBAL_SEARCH_MIN;
  const search = useSearch({ searchFilter: debounced, limit: 50 }, ready);
  const userId = getSession().user?._id;

  // Set when an entry is opened: the page that opens then decides where focus goes.
  const leaving = useRef(false);
  const go = (to: string, text?: string) => {
    if (text) rememberSearch(userId, text);
    leaving.current = true;
    void navigate(to);
  };
  const open = (hit: SearchHit) => {
    rememberSearch(userId, debounced);
    leaving.current = true;
    openHit(hit, (to) => void navigate(to));
  };
  const closed = () => {
    if (!leaving.current) window.setTimeout(onDismiss, 0);
    leaving.current = false;
  };

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      // The header's search box listens for ⌘K and `/`, before this is even loaded.
      shortcut={null}
      // Mantine returns focus to what was focused when it mounted, which is the body when the
      // palette loads on its first opening: the header decides instead.
      returnFocus={false}
      onSpotlightClose={closed}
      scrollable
      maxHeight="min(70vh, 560px)"
      size="lg"
    >
      <Spotlight.Search
        placeholder={t('search.palettePlaceholder')}
        aria-label={t('search.paletteLabel')}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={
          search.isFetching ? <Loader size="xs" aria-label={t('search.searching')} /> : null
        }
      />
      <Spotlight.ActionsList aria-label={t('search.resultsTitle')}>
        {query.trim().length < GLOBAL_SEARCH_MIN ? (
          <Shortcuts
            recent={recentSearches(userId)}
            quickActions={quickActions}
            onRecent={setQuery}
            onGo={(to) => go(to)}
          />
        ) : (
          <Results
            query={debounced}
            search={search}
            onOpen={open}
            onAll={() => go(globalSearchUrl(debounced), debounced)}
          />
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

function Shortcuts({
  recent,
  quickActions,
  onRecent,
  onGo,
}: {
  recent: string[];
  quickActions: readonly QuickAction[];
  onRecent: (text: string) => void;
  onGo: (to: string) => void;
}) {
  const t = useT();
  return (
    <>
      {recent.length > 0 && (
        <Spotlight.ActionsGroup label={t('search.recent')}>
          {recent.map((text) => (
            <Spotlight.Action
              key={text}
              label={text}
              leftSection={<IconHistory size={18} aria-hidden />}
              closeSpotlightOnTrigger={false}
              onClick={() => onRecent(text)}
            />
          ))}
        </Spotlight.ActionsGroup>
      )}
      <Spotlight.ActionsGroup label={t('search.goTo')}>
        {quickActions.map((action) => (
          <Spotlight.Action
            key={action.id}
            label={action.label}
            leftSection={action.icon}
            onClick={() => onGo(action.to)}
          />
        ))}
      </Spotlight.ActionsGroup>
      <Text size="xs" c="dimmed" px="md" py="xs">
        {t('search.paletteHint', { min: GLOBAL_SEARCH_MIN })}
      </Text>
    </>
  );
}

function Results({
  query,
  search,
  onOpen,
  onAll,
}: {
  query: string;
  search: ReturnType<typeof useSearch>;
  onOpen: (hit: SearchHit) => void;
  onAll: () => void;
}) {
  const t = useT();
  if (search.isError) {
    const message =
      search.error instanceof ApiError ? serverText(search.error) : t('search.unavailable');
    return (
      <Spotlight.Empty>
        <Text c="red.7">{message}</Text>
      </Spotlight.Empty>
    );
  }
  if (!search.data) {
    return (
      <Spotlight.Empty>
        <Group justify="center" gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">{t('search.searchingEllipsis')}</Text>
        </Group>
      </Spotlight.Empty>
    );
  }
  const { hits, total } = search.data;
  const parsed = parseSearch(query);
  const words = highlightWords(parsed.text);
  if (hits.length === 0) {
    return <Spotlight.Empty>{t('search.nothingFound', { query })}</Spotlight.Empty>;
  }
  return (
    <>
      {kindsInOrder(parsed.hex)
        .filter((kind) => hits.some((hit) => hit.kind === kind))
        .map((kind) => (
          <Spotlight.ActionsGroup key={kind} label={t(`search.kind.${kind}`)}>
            {hits
              .filter((hit) => hit.kind === kind)
              .map((hit) => (
                <Spotlight.Action key={`${hit.kind}:${hit._id}`} onClick={() => onOpen(hit)}>
                  <HitRow hit={hit} words={words} />
                </Spotlight.Action>
              ))}
          </Spotlight.ActionsGroup>
        ))}
      <Spotlight.Action
        label={total === 1 ? t('search.openResultsPage') : t('search.seeAll', { count: total })}
        leftSection={<IconArrowRight size={18} aria-hidden />}
        onClick={onAll}
      />
    </>
  );
}
