import type { Colour, Team } from '@atelier/domain';
import {
  Badge,
  Button,
  Card,
  ColorSwatch,
  EmptyState,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  ActionIcon,
  Tooltip,
} from '@mantine/core';
import {
  IconEdit,
  IconFileImport,
  IconPalette,
  IconPlus,
  IconSearch,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ListFooter } from '../../../components/ui/list-footer';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/form-errors';
import { SORT_OPTIONS, useListState, type SortOption } from '../../../lib/list-state';
import { usePolicy } from '../../../lib/policy';
import { toast } from '../../../lib/toast';
import { useDeleteColour } from '../api/delete-colour';
import { useColours } from '../api/get-colours';
import { useFavoriteColours } from '../api/get-favorite-colours';
import { ColourFormModal } from './colour-form-modal';
import { FavouriteButton } from './favourite-button';
import { ImportColoursModal } from './import-colours-modal';

const COLOUR_SORT_OPTIONS: readonly SortOption[] = [
  ...SORT_OPTIONS,
  { value: 'code-asc', label: 'Code A–Z', sortBy: 'code', orderBy: 'asc' },
];

type Show = 'all' | 'favourites';

/**
 * /ColorLibrary: the team's colours a page at a time (or only my favourites), with the star,
 * add, edit, delete and palette import as the server's policies allow.
 */
export function ColourLibrary({ team }: { team: Team }) {
  const { manageCatalogue } = usePolicy(team);
  const list = useListState(COLOUR_SORT_OPTIONS);
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

  const lastPage = data ? Math.max(1, Math.ceil(data.total / limit)) : 1;
  const { setPage } = list;
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [data, query.isPlaceholderData, page, lastPage, setPage]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { responseMessage } = await deleteColour.mutateAsync(deleting._id);
      toast.success(responseMessage);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const addButton = manageCatalogue && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ colour: null })}>
      Add colour
    </Button>
  );
  const isEmpty = data !== undefined && data.total === 0 && !query.isPlaceholderData;
  const searching = Boolean(search);

  let body: ReactNode;
  if (query.isError && !data) {
    body = (
      <QueryError
        title="The colours could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (isEmpty) {
    body = (
      <Card withBorder padding="xl">
        {favourites && !searching ? (
          <EmptyState
            variant="light"
            icon={<IconStar size={28} />}
            title="No favourites yet"
            description="Star the colours you reach for most; they are yours alone."
          />
        ) : searching ? (
          <EmptyState
            variant="light"
            icon={<IconSearch size={26} />}
            title={`No ${favourites ? 'favourites' : 'colours'} match “${search}”`}
            description="Search looks in names, codes and hex codes."
          >
            <EmptyState.Actions>
              <Button variant="default" onClick={() => list.setSearch('')}>
                Clear search
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <EmptyState
            variant="light"
            icon={<IconPalette size={28} />}
            title="No colours yet"
            description={
              manageCatalogue
                ? 'Add the colours your team designs with, or import a palette.'
                : 'The team’s colours will appear here. Members who may add products can add them.'
            }
          >
            {manageCatalogue && (
              <EmptyState.Actions>
                {addButton}
                <Button
                  variant="default"
                  leftSection={<IconFileImport size={16} />}
                  onClick={() => setImporting(true)}
                >
                  Import palette
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        )}
      </Card>
    );
  } else {
    body = (
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={420}>
          <Table
            verticalSpacing="sm"
            horizontalSpacing="md"
            aria-label={favourites ? 'Favourite colours' : 'Colours'}
            aria-busy={query.isFetching || undefined}
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={72}>Swatch</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th visibleFrom="sm">Code</Table.Th>
                <Table.Th>Hex</Table.Th>
                <Table.Th w={72}>Favourite</Table.Th>
                <Table.Th w={96}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!data
                ? [0, 1, 2, 3, 4].map((row) => (
                    <Table.Tr key={row} aria-hidden={row > 0 || undefined}>
                      <Table.Td colSpan={6}>
                        {row === 0 && (
                          <VisuallyHidden role="status">Loading colours</VisuallyHidden>
                        )}
                        <Skeleton height={16} width={`${70 - row * 8}%`} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : data.colours.map((colour) => (
                    <Table.Tr key={colour._id}>
                      <Table.Td>
                        <ColorSwatch color={colour.hexCode} size={32} radius="sm" aria-hidden />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {colour.name}
                        </Text>
                        {/* Narrow screens show the code under the name. */}
                        <Text size="xs" c="dimmed" hiddenFrom="sm">
                          {colour.code}
                        </Text>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm">{colour.code}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {colour.hexCode}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <FavouriteButton colour={colour} />
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          {colour.policies.update && (
                            <Tooltip label="Edit" withArrow>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={`Edit ${colour.name}`}
                                onClick={() => setEditing({ colour })}
                              >
                                <IconEdit size={18} />
                              </ActionIcon>
                            </Tooltip>
                          )}
                          {colour.policies.delete && (
                            <Tooltip label="Delete" withArrow>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={`Delete ${colour.name}`}
                                onClick={() => setDeleting(colour)}
                              >
                                <IconTrash size={18} />
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
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
        {manageCatalogue && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} />}
              onClick={() => setImporting(true)}
            >
              Import palette
            </Button>
            {addButton}
          </Group>
        )}
      </Group>
      <ListToolbar
        state={list}
        searchLabel="Search colours"
        searchPlaceholder="Name, code or hex"
        sortable={!favourites}
      >
        <Stack gap={4}>
          <Text size="sm" fw={500} id="colour-show-label">
            Show
          </Text>
          <SegmentedControl
            aria-labelledby="colour-show-label"
            value={show}
            onChange={(value) => {
              setShow(value as Show);
              list.setPage(1);
            }}
            data={[
              { value: 'all', label: 'All colours' },
              { value: 'favourites', label: 'Favourites' },
            ]}
          />
        </Stack>
      </ListToolbar>
      {body}
      {data && (
        <ListFooter
          page={page}
          limit={limit}
          total={data.total}
          noun={favourites ? 'favourites' : 'colours'}
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
      <ConfirmModal
        opened={deleting !== null}
        title="Delete colour?"
        confirmLabel="Delete colour"
        danger
        loading={deleteColour.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <strong>{deleting?.name}</strong> ({deleting?.hexCode}) will be deleted for everyone in{' '}
        {team.name}.
      </ConfirmModal>
    </Stack>
  );
}
