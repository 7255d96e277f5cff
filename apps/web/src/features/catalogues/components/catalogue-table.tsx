import type { Team } from '@atelier/domain';
import { Stack, Text } from '@mantine/core';
import { IconPlus, type Icon } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../../components/list/data-table';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { ListEmpty, NoMatches } from '../../../components/list/list-empty';
import { ListFooter } from '../../../components/list/list-footer';
import { ListHeader, ActionButton } from '../../../components/list/list-header';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { editDeleteActions } from '../../../components/list/row-actions';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat, type Formatter } from '../../../lib/format';
import { useClampPage, useListState } from '../../../lib/list-state';
import { usePolicy } from '../../../lib/policy';
import { useDeleteEntry } from '../api/delete-entry';
import { useEntries } from '../api/get-entries';
import { KIND_TEXT, type EntryOf, type PageKind } from '../lib/kinds';
import { CatalogueFormModal } from './catalogue-form-modal';
import { KIND_ICONS } from './kind-icons';

export interface CatalogueColumn<T> {
  key: string;
  header: string;
  render: (entry: T, format: Formatter) => ReactNode;
  /** Shown before the name (a swatch) rather than after it. */
  leading?: boolean;
  width?: number;
}

interface CatalogueTableProps<K extends PageKind> {
  kind: K;
  team: Team;
  /** Columns beside the name and the date it was added. */
  columns?: readonly CatalogueColumn<EntryOf<K>>[];
  /** Rows that open to show more (a category's sub-categories). */
  renderExpanded?: (entry: EntryOf<K>) => ReactNode;
  expandLabel?: (entry: EntryOf<K>, expanded: boolean) => string;
  /** Extra words in the delete confirmation. */
  deleteNote?: (entry: EntryOf<K>) => ReactNode;
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * One team's catalogue of `kind`, a page at a time from the server: search, order, page size,
 * add and edit in a dialog, delete after confirming. Which actions show is the server's answer:
 * the team's `manageCatalogue` policy for adding, each entry's own policies for editing and
 * deleting.
 */
export function CatalogueTable<K extends PageKind>({
  kind,
  team,
  columns = [],
  renderExpanded,
  expandLabel,
  deleteNote,
}: CatalogueTableProps<K>) {
  const text = KIND_TEXT[kind];
  const KindIcon: Icon = KIND_ICONS[kind];
  const format = useFormat();
  const list = useListState();
  const { manageCatalogue } = usePolicy(team);
  const entriesQuery = useEntries(
    kind,
    { teamId: team._id, ...list.query },
    { enabled: list.isReady },
  );
  const deleteEntry = useDeleteEntry(kind);
  const [editing, setEditing] = useState<{ entry: EntryOf<K> | null } | null>(null);
  const [deleting, setDeleting] = useState<EntryOf<K> | null>(null);
  const data = entriesQuery.data;
  useClampPage(list, data?.total, entriesQuery.isPlaceholderData);

  const addAction = manageCatalogue && {
    label: `Add ${text.singular}`,
    icon: IconPlus,
    onClick: () => setEditing({ entry: null }),
  };

  const tableColumns: DataColumn<EntryOf<K>>[] = [
    ...columns.filter((column) => column.leading).map((column) => toDataColumn(column, format)),
    {
      key: 'name',
      header: 'Name',
      sortBy: 'name',
      render: (entry) => (
        <Text size="sm" fw={600} miw={120} style={{ overflowWrap: 'break-word' }}>
          {entry.name}
        </Text>
      ),
    },
    ...columns.filter((column) => !column.leading).map((column) => toDataColumn(column, format)),
    {
      key: 'createdAt',
      header: 'Added',
      sortBy: 'createdAt',
      width: 120,
      render: (entry) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {format.formatDate(entry.createdAt)}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <ListHeader team={team.name} primary={addAction} />
      <ListToolbar state={list} searchLabel={`Search ${text.plural}`} />
      {entriesQuery.isError && !data ? (
        <QueryError title={`The ${text.plural} could not be loaded`} query={entriesQuery} />
      ) : (
        <DataTable
          label={capitalise(text.plural)}
          columns={tableColumns}
          titleColumn="name"
          rows={data?.entries}
          rowKey={(entry) => entry._id}
          rowName={(entry) => entry.name}
          actions={(entry) =>
            editDeleteActions({
              canEdit: entry.policies.update,
              canDelete: entry.policies.delete,
              onEdit: () => setEditing({ entry }),
              onDelete: () => setDeleting(entry),
            })
          }
          sort={{ ...list.query, onSort: list.toggleSort }}
          isStale={entriesQuery.isPlaceholderData}
          isFetching={entriesQuery.isFetching}
          minWidth={columns.length > 2 ? 860 : 480}
          expandable={
            renderExpanded && {
              render: renderExpanded,
              label: (entry, open) => expandLabel?.(entry, open) ?? entry.name,
            }
          }
          empty={
            list.query.search ? (
              <NoMatches
                noun={text.plural}
                search={list.query.search}
                onClear={() => list.setSearch('')}
              />
            ) : (
              <ListEmpty
                icon={<KindIcon size={28} />}
                title={`No ${text.plural} yet`}
                description={
                  manageCatalogue
                    ? text.purpose
                    : `${text.purpose} Members who may add products can add them.`
                }
                actions={addAction && <ActionButton action={addAction} />}
              />
            )
          }
        />
      )}
      {data && (
        <ListFooter
          page={list.query.page}
          limit={list.query.limit}
          total={data.total}
          noun={text.plural}
          onPageChange={list.setPage}
        />
      )}
      <CatalogueFormModal
        kind={kind}
        team={team}
        opened={editing !== null}
        entry={editing?.entry ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteConfirm
        item={deleting}
        title={`Delete ${text.singular}?`}
        confirmLabel={`Delete ${text.singular}`}
        onDelete={(entry) => deleteEntry.mutateAsync(entry._id)}
        loading={deleteEntry.isPending}
        onClose={() => setDeleting(null)}
      >
        {(entry) => (
          <>
            <strong>{entry.name}</strong> will be deleted for everyone in {team.name}.{' '}
            {deleteNote?.(entry)}
          </>
        )}
      </DeleteConfirm>
    </Stack>
  );
}

function toDataColumn<T>(column: CatalogueColumn<T>, format: Formatter): DataColumn<T> {
  return {
    key: column.key,
    header: column.header,
    width: column.width,
    leading: column.leading,
    render: (entry) => column.render(entry, format),
  };
}
