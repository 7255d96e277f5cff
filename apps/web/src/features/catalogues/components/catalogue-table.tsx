import type { Team } from '@atelier/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconPlus,
  IconSearch,
  type Icon,
} from '@tabler/icons-react';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/form-errors';
import { useFormat, type Formatter } from '../../../lib/format';
import { useListState } from '../../../lib/list-state';
import { usePolicy } from '../../../lib/policy';
import { toast } from '../../../lib/toast';
import { useDeleteEntry } from '../api/delete-entry';
import { useEntries } from '../api/get-entries';
import { KIND_TEXT, type EntryOf, type PageKind } from '../lib/kinds';
import { KIND_ICONS } from './kind-icons';
import { RowActions } from './row-actions';
import { CatalogueFormModal } from './catalogue-form-modal';

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
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const data = entriesQuery.data;
  const { page, limit } = list.query;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / limit)) : 1;
  // Deleting the last entry of the last page leaves an empty page behind: step back.
  const { setPage } = list;
  useEffect(() => {
    if (data && !entriesQuery.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [data, entriesQuery.isPlaceholderData, page, lastPage, setPage]);

  const leading = columns.filter((column) => column.leading);
  const trailing = columns.filter((column) => !column.leading);
  const columnCount = (renderExpanded ? 1 : 0) + columns.length + 3;

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { responseMessage } = await deleteEntry.mutateAsync(deleting._id);
      toast.success(responseMessage);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const addButton = manageCatalogue && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ entry: null })}>
      Add {text.singular}
    </Button>
  );

  const isEmpty = data !== undefined && data.total === 0 && !entriesQuery.isPlaceholderData;
  let body: ReactNode;
  if (entriesQuery.isError && !data) {
    body = (
      <QueryError
        title={`The ${text.plural} could not be loaded`}
        error={entriesQuery.error}
        onRetry={() => void entriesQuery.refetch()}
      />
    );
  } else if (isEmpty && !list.query.search) {
    body = (
      <Card withBorder padding="xl">
        <EmptyState
          variant="light"
          icon={<KindIcon size={28} />}
          title={`No ${text.plural} yet`}
          description={
            manageCatalogue
              ? text.purpose
              : `${text.purpose} Members who may add products can add them.`
          }
        >
          {addButton && <EmptyState.Actions>{addButton}</EmptyState.Actions>}
        </EmptyState>
      </Card>
    );
  } else if (isEmpty) {
    body = (
      <Card withBorder padding="xl">
        <EmptyState
          variant="light"
          icon={<IconSearch size={26} />}
          title={`No ${text.plural} match “${list.query.search}”`}
          description="Try another spelling or fewer letters."
        >
          <EmptyState.Actions>
            <Button variant="default" onClick={() => list.setSearch('')}>
              Clear search
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    );
  } else {
    body = (
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={columns.length > 2 ? 860 : 480}>
          <Table
            verticalSpacing="sm"
            horizontalSpacing="md"
            aria-label={capitalise(text.plural)}
            aria-busy={entriesQuery.isFetching || undefined}
            style={{ opacity: entriesQuery.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table.Thead>
              <Table.Tr>
                {renderExpanded && (
                  <Table.Th w={48}>
                    <VisuallyHidden>Open</VisuallyHidden>
                  </Table.Th>
                )}
                {leading.map((column) => (
                  <Table.Th key={column.key} w={column.width}>
                    {column.header}
                  </Table.Th>
                ))}
                <Table.Th>Name</Table.Th>
                {trailing.map((column) => (
                  <Table.Th key={column.key} w={column.width}>
                    {column.header}
                  </Table.Th>
                ))}
                <Table.Th w={120}>Added</Table.Th>
                <Table.Th w={96}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!data ? (
                <SkeletonRows columns={columnCount} label={`Loading ${text.plural}`} />
              ) : (
                data.entries.map((entry) => {
                  const isOpen = expanded.has(entry._id);
                  const panelId = `${kind}-${entry._id}-details`;
                  return (
                    <Fragment key={entry._id}>
                      <Table.Tr>
                        {renderExpanded && (
                          <Table.Td>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-expanded={isOpen}
                              aria-controls={isOpen ? panelId : undefined}
                              aria-label={expandLabel?.(entry, isOpen) ?? entry.name}
                              onClick={() => toggle(entry._id)}
                            >
                              {isOpen ? (
                                <IconChevronDown size={18} />
                              ) : (
                                <IconChevronRight size={18} />
                              )}
                            </ActionIcon>
                          </Table.Td>
                        )}
                        {leading.map((column) => (
                          <Table.Td key={column.key}>{column.render(entry, format)}</Table.Td>
                        ))}
                        <Table.Td>
                          <Text size="sm" fw={600} miw={120} style={{ overflowWrap: 'break-word' }}>
                            {entry.name}
                          </Text>
                        </Table.Td>
                        {trailing.map((column) => (
                          <Table.Td key={column.key}>{column.render(entry, format)}</Table.Td>
                        ))}
                        <Table.Td>
                          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                            {format.formatDate(entry.createdAt)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <RowActions
                            name={entry.name}
                            canEdit={entry.policies.update}
                            canDelete={entry.policies.delete}
                            onEdit={() => setEditing({ entry })}
                            onDelete={() => setDeleting(entry)}
                          />
                        </Table.Td>
                      </Table.Tr>
                      {renderExpanded && isOpen && (
                        <Table.Tr id={panelId} bg="var(--mantine-color-gray-0)">
                          <Table.Td colSpan={columnCount} p={0}>
                            {renderExpanded(entry)}
                          </Table.Td>
                        </Table.Tr>
                      )}
                    </Fragment>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Team
          </Text>
          <Badge variant="light" size="lg" tt="none">
            {team.name}
          </Badge>
        </Group>
        {addButton}
      </Group>
      <ListToolbar state={list} searchLabel={`Search ${text.plural}`} />
      {body}
      {data && (
        <ListFooter
          page={page}
          limit={limit}
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
      <ConfirmModal
        opened={deleting !== null}
        title={`Delete ${text.singular}?`}
        confirmLabel={`Delete ${text.singular}`}
        danger
        loading={deleteEntry.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <strong>{deleting?.name}</strong> will be deleted for everyone in {team.name}.{' '}
        {deleting && deleteNote?.(deleting)}
      </ConfirmModal>
    </Stack>
  );
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function SkeletonRows({ columns, label }: { columns: number; label: string }) {
  return (
    <>
      {[0, 1, 2, 3, 4].map((row) => (
        <Table.Tr key={row} aria-hidden={row > 0 || undefined}>
          <Table.Td colSpan={columns}>
            {row === 0 && <VisuallyHidden role="status">{label}</VisuallyHidden>}
            <Skeleton height={16} width={`${70 - row * 8}%`} />
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}
