import { Stack } from '@mantine/core';
import { IconArchive, IconCopy } from '@tabler/icons-react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useListState, useLocalList, type SortOption } from '../../lib/list-state';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render-app';
import { DataTable, type DataColumn } from './data-table';
import { DeleteConfirm } from './delete-confirm';
import { ListEmpty, NoMatches } from './list-empty';
import { ListFooter } from './list-footer';
import { ListToolbar } from './list-toolbar';
import { editDeleteActions, type RowAction } from './row-actions';
import { onPhone } from '../../testing/on-phone';

interface Fabric {
  _id: string;
  name: string;
  createdAt: string;
}

// 23 fabrics, "Fabric 01" … "Fabric 23", added one day apart.
const FABRICS: Fabric[] = Array.from({ length: 23 }, (_, index) => ({
  _id: `f${index + 1}`,
  name: `Fabric ${String(index + 1).padStart(2, '0')}`,
  createdAt: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
}));

const SORTS: readonly SortOption[] = [
  { value: 'name-asc', label: 'Name A–Z', sortBy: 'name', orderBy: 'asc' },
  { value: 'name-desc', label: 'Name Z–A', sortBy: 'name', orderBy: 'desc' },
  { value: 'newest', label: 'Newest first', sortBy: 'createdAt', orderBy: 'desc' },
];

const COLUMNS: DataColumn<Fabric>[] = [
  { key: 'name', header: 'Name', sortBy: 'name', render: (fabric) => fabric.name },
  { key: 'added', header: 'Added', sortBy: 'createdAt', render: (fabric) => fabric.createdAt },
];

const searchText = (fabric: Fabric) => fabric.name;
const sortValue = (fabric: Fabric, sortBy: string) =>
  sortBy === 'createdAt' ? fabric.createdAt : fabric.name;

interface ExampleProps {
  items: Fabric[] | undefined;
  onDelete?: (fabric: Fabric) => Promise<{ responseMessage: string }>;
  extraActions?: boolean;
}

/** A list the way features build one: state, toolbar, table, footer and delete confirmation. */
function FabricList({ items, onDelete = vi.fn(), extraActions = false }: ExampleProps) {
  const list = useListState(SORTS);
  const { rows, total } = useLocalList(items, list, { searchText, sortValue });
  const [deleting, setDeleting] = useState<Fabric | null>(null);
  const actions = (fabric: Fabric): RowAction[] => [
    ...editDeleteActions({
      canEdit: true,
      canDelete: true,
      onEdit: () => undefined,
      onDelete: () => setDeleting(fabric),
    }),
    ...(extraActions
      ? [
          { key: 'copy', label: 'Duplicate', icon: IconCopy, onClick: () => undefined },
          { key: 'archive', label: 'Archive', icon: IconArchive, onClick: () => undefined },
        ]
      : []),
  ];
  return (
    <Stack>
      <ListToolbar state={list} searchLabel="Search fabrics" />
      <DataTable
        label="Fabrics"
        columns={COLUMNS}
        rows={rows}
        rowKey={(fabric) => fabric._id}
        rowName={(fabric) => fabric.name}
        actions={actions}
        sort={{ ...list.query, onSort: list.toggleSort }}
        empty={
          list.query.search ? (
            <NoMatches
              noun="fabrics"
              search={list.query.search}
              onClear={() => list.setSearch('')}
            />
          ) : (
            <ListEmpty icon={null} title="No fabrics yet" description="Add your first fabric." />
          )
        }
      />
      {total !== undefined && (
        <ListFooter
          page={list.query.page}
          limit={list.query.limit}
          total={total}
          noun="fabrics"
          onPageChange={list.setPage}
        />
      )}
      <DeleteConfirm
        item={deleting}
        title="Delete fabric?"
        confirmLabel="Delete fabric"
        onDelete={onDelete}
        loading={false}
        onClose={() => setDeleting(null)}
      >
        {(fabric) => <strong>{fabric.name}</strong>}
      </DeleteConfirm>
    </Stack>
  );
}

function renderList(props: ExampleProps) {
  mockApi({});
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<FabricList {...props} />);
  return { user };
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Fabrics' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('list kit', () => {
  it('shows a skeleton, announced, while the first page loads', () => {
    renderList({ items: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading fabrics');
    expect(screen.getByRole('table', { name: 'Fabrics' })).toBeInTheDocument();
    expect(screen.queryByText('Fabric 01')).toBeNull();
  });

  it('shows ten rows a page, and 50 once the page size changes', async () => {
    const { user } = renderList({ items: FABRICS });
    expect(rowNames()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23 fabrics')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(rowNames()).toEqual(['Fabric 21', 'Fabric 22', 'Fabric 23']);

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(rowNames()).toHaveLength(23);
    expect(screen.getByText('1–23 of 23 fabrics')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });

  it('sorts by a column header and says the order with aria-sort', async () => {
    const { user } = renderList({ items: FABRICS });
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Added' })).toHaveAttribute(
      'aria-sort',
      'none',
    );

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()[0]).toBe('Fabric 23');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Name Z–A');

    await user.click(screen.getByRole('button', { name: 'Added' }));
    expect(screen.getByRole('columnheader', { name: 'Added' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('searches once typing pauses, and offers to clear a search that found nothing', async () => {
    const { user } = renderList({ items: FABRICS });
    await user.type(screen.getByRole('searchbox', { name: 'Search fabrics' }), 'fabric 1');
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(await screen.findByText('1–10 of 10 fabrics')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search fabrics' }), 'x');
    expect(await screen.findByText('No fabrics match “fabric 1x”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(screen.getByText('1–10 of 23 fabrics')).toBeInTheDocument();
  });

  it('shows the empty state instead of a table when there is nothing yet', () => {
    renderList({ items: [] });
    expect(screen.getByText('No fabrics yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('deletes only after confirming, shows the server’s text and closes', async () => {
    const onDelete = vi.fn(async () => ({ responseMessage: 'Fabric deleted successfully.' }));
    const { user } = renderList({ items: FABRICS, onDelete });

    await user.click(screen.getByRole('button', { name: 'Delete Fabric 01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete fabric?' });
    expect(within(dialog).getByText('Fabric 01')).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Fabric 01' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete fabric' }),
    );
    expect(onDelete).toHaveBeenCalledWith(FABRICS[0]);
    expect(await screen.findByText('Fabric deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open and shows the error when the delete fails', async () => {
    const onDelete = vi.fn(async () => {
      throw new Error('network down');
    });
    const { user } = renderList({ items: FABRICS, onDelete });

    await user.click(screen.getByRole('button', { name: 'Delete Fabric 01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete fabric?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete fabric' }));
    expect(await screen.findByText('Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete fabric?' })).toBeInTheDocument();
  });

  it('puts more than two actions of a row into one named menu', async () => {
    const { user } = renderList({ items: FABRICS, extraActions: true });
    expect(screen.queryByRole('button', { name: 'Edit Fabric 01' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actions for Fabric 01' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Delete', 'Duplicate', 'Archive']);
  });

  it('shows one card per row on a phone, every column and action still there', async () => {
    onPhone();
    const { user } = renderList({ items: FABRICS });
    const cards = await screen.findByRole('list', { name: 'Fabrics' });
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Fabric 01')).toBeInTheDocument();
    expect(within(first).getByText('Added')).toBeInTheDocument();
    expect(within(first).getByText(FABRICS[0]!.createdAt)).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Delete Fabric 01' }));
    expect(await screen.findByRole('dialog', { name: 'Delete fabric?' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search fabrics' })).toBeInTheDocument();
  });
});
