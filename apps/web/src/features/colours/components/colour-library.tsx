import type { Colour, Team } from '@atelier/domain';
import { Stack } from '@mantine/core';
import { IconFileImport, IconPalette, IconPlus, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { LabelledSegmentedControl } from '../../../components/form/labelled-segmented-control';
import { DataTable } from '../../../components/list/data-table';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { ListEmpty, NoMatches } from '../../../components/list/list-empty';
import { ListFooter } from '../../../components/list/list-footer';
import { ListHeader, ActionButton } from '../../../components/list/list-header';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { editDeleteActions } from '../../../components/list/row-actions';
import { QueryError } from '../../../components/ui/query-error';
import { SORT_OPTIONS, useClampPage, useListState, type SortOption } from '../../../lib/list-state';
import { usePolicy } from '../../../lib/policy';
import { useDeleteColour } from '../api/delete-colour';
import { useColours } from '../api/get-colours';
import { useFavoriteColours } from '../api/get-favorite-colours';
import { translateNodes } from '../../../lib/i18n';
import { useColourT, type ColourMessageKey } from '../i18n';
import { colourColumns } from './colour-columns';
import { ColourFormModal } from './colour-form-modal';
import { ImportColoursModal } from './import-colours-modal';

const COLOUR_SORT_OPTIONS: readonly SortOption[] = [
  ...SORT_OPTIONS,
  { value: 'code-asc', label: 'Code A–Z', sortBy: 'code', orderBy: 'asc' },
  { value: 'code-desc', label: 'Code Z–A', sortBy: 'code', orderBy: 'desc' },
];

type Show = 'all' | 'favourites';

/**
 * /ColorLibrary: the team's colours a page at a time (or only my favourites), with the star,
 * add, edit, delete and palette import as the server's policies allow.
 */
export function ColourLibrary({ team }: { team: Team }) {
  const { manageCatalogue } = usePolicy(team);
  const t = useColourT();
  const list = useListState(
    COLOUR_SORT_OPTIONS.map((option) =>
      option.labelKey
        ? option
        : { ...option, label: t(`sort.${option.value}` as ColourMessageKey) },
    ),
  );
  const [show, setShow] = useState<Show>('all');
  const favourites = show === 'favourites';
  const { page, limit, search } = list.query;
  const allQuery = useColours(
    { teamId: team._id, ...list.query },
    { enabled: list.isReady && !favourites },
  );
  const favouritesQuery = useFavoriteColours(
    { teamId: team._id, page, limit, search },
    { enabled: list.isReady && favourites },
  );
  const query = favourites ? favouritesQuery : allQuery;
  const data = query.data;
  const deleteColour = useDeleteColour();
  const [editing, setEditing] = useState<{ colour: Colour | null } | null>(null);
  const [deleting, setDeleting] = useState<Colour | null>(null);
  const [importing, setImporting] = useState(false);
  useClampPage(list, data?.total, query.isPlaceholderData);

  const addAction = manageCatalogue && {
    label: t('add'),
    icon: IconPlus,
    onClick: () => setEditing({ colour: null }),
  };
  const importAction = {
    label: t('importPalette'),
    icon: IconFileImport,
    onClick: () => setImporting(true),
  };

  return (
    <Stack gap="md">
      <ListHeader
        team={team.name}
        primary={addAction}
        secondary={manageCatalogue ? [importAction] : []}
      />
      <ListToolbar
        state={list}
        searchLabel={t('search')}
        searchPlaceholder={t('searchPlaceholder')}
        sortable={!favourites}
      >
        <LabelledSegmentedControl
          label={t('show')}
          value={show}
          onChange={(value) => {
            setShow(value as Show);
            list.setPage(1);
          }}
          data={[
            { value: 'all', label: t('all') },
            { value: 'favourites', label: t('favourites') },
          ]}
        />
      </ListToolbar>
      {query.isError && !data ? (
        <QueryError title={t('loadFailed')} query={query} />
      ) : (
        <DataTable
          label={favourites ? t('tableFavourites') : t('table')}
          columns={colourColumns(t)}
          titleColumn="name"
          rows={data?.colours}
          rowKey={(colour) => colour._id}
          rowName={(colour) => colour.name}
          actions={(colour) =>
            editDeleteActions({
              canEdit: colour.policies.update,
              canDelete: colour.policies.delete,
              onEdit: () => setEditing({ colour }),
              onDelete: () => setDeleting(colour),
            })
          }
          // Favourites come newest first and cannot be reordered.
          sort={favourites ? undefined : { ...list.query, onSort: list.toggleSort }}
          isStale={query.isPlaceholderData}
          isFetching={query.isFetching}
          minWidth={520}
          empty={
            favourites && !search ? (
              <ListEmpty
                icon={<IconStar size={28} />}
                title={t('noFavourites')}
                description={t('noFavouritesHint')}
              />
            ) : search ? (
              <NoMatches
                noun={favourites ? 'favourites' : 'colours'}
                search={search}
                title={t(favourites ? 'noMatchesFavourites' : 'noMatches', { search })}
                hint={t('searchHint')}
                onClear={() => list.setSearch('')}
              />
            ) : (
              <ListEmpty
                icon={<IconPalette size={28} />}
                title={t('noColours')}
                description={manageCatalogue ? t('noColoursManage') : t('noColoursRead')}
                actions={
                  addAction && (
                    <>
                      <ActionButton action={addAction} />
                      <ActionButton action={importAction} variant="default" />
                    </>
                  )
                }
              />
            )
          }
        />
      )}
      {data && (
        <ListFooter
          page={page}
          limit={limit}
          total={data.total}
          noun={favourites ? 'favourites' : 'colours'}
          describe={(range) => t(favourites ? 'footerFavourites' : 'footer', range)}
          onPageChange={list.setPage}
        />
      )}
      <ColourFormModal
        team={team}
        opened={editing !== null}
        colour={editing?.colour ?? null}
        onClose={() => setEditing(null)}
      />
      <ImportColoursModal team={team} opened={importing} onClose={() => setImporting(false)} />
      <DeleteConfirm
        item={deleting}
        title={t('deleteTitle')}
        confirmLabel={t('deleteConfirm')}
        onDelete={(colour) => deleteColour.mutateAsync(colour._id)}
        loading={deleteColour.isPending}
        onClose={() => setDeleting(null)}
      >
        {(colour) => (
          <>
            {translateNodes(t, 'deleteBody', {
              name: <strong>{colour.name}</strong>,
              hex: colour.hexCode,
              team: team.name,
            })}
          </>
        )}
      </DeleteConfirm>
    </Stack>
  );
}
