import { useT } from '../../lib/i18n';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowsSort,
  IconChevronDown,
  IconChevronRight,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { usePhoneLayout } from '../../lib/use-phone-layout';
import { RowActions, type RowAction } from './row-actions';
import classes from './data-table.module.css';

export interface DataColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The list's `sortBy` this column orders by: its header becomes a sort button. */
  sortBy?: string;
  width?: number;
  /** A header only screen readers need (a swatch beside the name). */
  hideHeader?: boolean;
  /** On a phone's card, beside the title rather than in the details below it. */
  leading?: boolean;
}

export interface DataTableSort {
  sortBy: string;
  orderBy: 'asc' | 'desc';
  onSort: (sortBy: string) => void;
}

interface DataTableProps<T> {
  /** The table's name for assistive technology ('Colours'). */
  label: string;
  /** What the first page's placeholder says in the person's language; 'Loading colours' if absent. */
  loadingLabel?: string;
  columns: readonly DataColumn<T>[];
  /** undefined while the first page loads. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** The row's name in its actions' labels ('Edit Linen'). */
  rowName: (row: T) => string;
  /** The column that names the row: a card's title on phones. Defaults to the first one. */
  titleColumn?: string;
  actions?: (row: T) => readonly RowAction[];
  /** Each row's actions behind one menu button rather than as buttons. */
  actionsAsMenu?: boolean;
  sort?: DataTableSort;
  /** Shown instead of the table when there is no row. */
  empty?: ReactNode;
  /** An older page shown while the next one loads. */
  isStale?: boolean;
  isFetching?: boolean;
  /** Rows that open to show more (a category's sub-categories). */
  expandable?: {
    render: (row: T) => ReactNode;
    label: (row: T, open: boolean) => string;
  };
  /** Narrower than this, the table scrolls sideways. */
  minWidth?: number;
}

/**
 * The list kit's body: a table with sortable headers on wide screens and one card per row on
 * phones, so no column and no action is ever out of reach. Rows, order and pages belong to the
 * caller (a server page or `useLocalList`).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const isPhone = usePhoneLayout();
  const { rows, empty, isStale = false } = props;
  if (rows && rows.length === 0 && !isStale && empty) return <>{empty}</>;
  return isPhone ? <DataCards {...props} /> : <DataGrid {...props} />;
}

function useExpanded() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { isOpen: (id: string) => expanded.has(id), toggle };
}

function ExpandButton({
  open,
  label,
  controls,
  onClick,
}: {
  open: boolean;
  label: string;
  controls: string;
  onClick: () => void;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={label}
      onClick={onClick}
    >
      {open ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
    </ActionIcon>
  );
}

const ariaSort = (column: DataColumn<unknown>, sort: DataTableSort | undefined) => {
  if (!sort || !column.sortBy) return undefined;
  if (sort.sortBy !== column.sortBy) return 'none' as const;
  return sort.orderBy === 'asc' ? ('ascending' as const) : ('descending' as const);
};

function HeaderCell<T>({ column, sort }: { column: DataColumn<T>; sort?: DataTableSort }) {
  const state = ariaSort(column as DataColumn<unknown>, sort);
  const content = column.hideHeader ? (
    <VisuallyHidden>{column.header}</VisuallyHidden>
  ) : (
    column.header
  );
  if (!state || !sort || !column.sortBy) {
    return <Table.Th w={column.width}>{content}</Table.Th>;
  }
  const SortIcon =
    state === 'ascending'
      ? IconSortAscending
      : state === 'descending'
        ? IconSortDescending
        : IconArrowsSort;
  const sortBy = column.sortBy;
  return (
    <Table.Th w={column.width} aria-sort={state}>
      <UnstyledButton className={classes.sortButton} onClick={() => sort.onSort(sortBy)}>
        {content}
        <SortIcon size={14} aria-hidden className={state === 'none' ? classes.idle : undefined} />
      </UnstyledButton>
    </Table.Th>
  );
}

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

function DataGrid<T>({
  label,
  loadingLabel,
  columns,
  rows,
  rowKey,
  rowName,
  actions,
  actionsAsMenu,
  sort,
  isStale = false,
  isFetching = false,
  expandable,
  minWidth = 560,
}: DataTableProps<T>) {
  const t = useT();
  const { isOpen, toggle } = useExpanded();
  const columnCount = columns.length + (actions ? 1 : 0) + (expandable ? 1 : 0);
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          aria-label={label}
          aria-busy={isFetching || undefined}
          className={isStale ? classes.stale : undefined}
        >
          <Table.Thead>
            <Table.Tr>
              {expandable && (
                <Table.Th w={52}>
                  <VisuallyHidden>{t('list.open')}</VisuallyHidden>
                </Table.Th>
              )}
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} sort={sort} />
              ))}
              {actions && (
                <Table.Th w={104}>
                  <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!rows ? (
              <SkeletonRows
                columns={columnCount}
                label={loadingLabel ?? `Loading ${label.toLowerCase()}`}
              />
            ) : (
              rows.map((row) => {
                const id = rowKey(row);
                const open = isOpen(id);
                const panelId = `row-${id}-details`;
                return (
                  <Fragment key={id}>
                    <Table.Tr>
                      {expandable && (
                        <Table.Td>
                          <ExpandButton
                            open={open}
                            label={expandable.label(row, open)}
                            controls={panelId}
                            onClick={() => toggle(id)}
                          />
                        </Table.Td>
                      )}
                      {columns.map((column) => (
                        <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                      ))}
                      {actions && (
                        <Table.Td>
                          <RowActions
                            name={rowName(row)}
                            actions={actions(row)}
                            asMenu={actionsAsMenu}
                          />
                        </Table.Td>
                      )}
                    </Table.Tr>
                    {expandable && open && (
                      <Table.Tr id={panelId} className={classes.details}>
                        <Table.Td colSpan={columnCount} p={0}>
                          {expandable.render(row)}
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

function DataCards<T>({
  label,
  loadingLabel,
  columns,
  rows,
  rowKey,
  rowName,
  titleColumn,
  actions,
  actionsAsMenu,
  isStale = false,
  isFetching = false,
  expandable,
}: DataTableProps<T>) {
  const { isOpen, toggle } = useExpanded();
  if (!rows) {
    return (
      <Stack gap="sm">
        <VisuallyHidden role="status">
          {loadingLabel ?? `Loading ${label.toLowerCase()}`}
        </VisuallyHidden>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={88} radius="md" aria-hidden />
        ))}
      </Stack>
    );
  }
  const title = columns.find((column) => column.key === titleColumn) ?? columns[0]!;
  const leading = columns.filter((column) => column.leading && column !== title);
  const details = columns.filter((column) => !column.leading && column !== title);
  return (
    <Stack
      component="ul"
      gap="sm"
      aria-label={label}
      aria-busy={isFetching || undefined}
      className={`${classes.cards} ${isStale ? classes.stale : ''}`}
    >
      {rows.map((row) => {
        const id = rowKey(row);
        const open = isOpen(id);
        const panelId = `card-${id}-details`;
        return (
          <Card key={id} component="li" withBorder padding="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                {leading.map((column) => (
                  <Fragment key={column.key}>{column.render(row)}</Fragment>
                ))}
                <div style={{ minWidth: 0 }}>{title.render(row)}</div>
              </Group>
              {actions && (
                <RowActions name={rowName(row)} actions={actions(row)} asMenu={actionsAsMenu} />
              )}
            </Group>
            {details.length > 0 && (
              <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs" mt="sm" component="dl">
                {details.map((column) => (
                  <div key={column.key} className={classes.detail}>
                    <Text component="dt" size="xs" c="dimmed">
                      {column.header}
                    </Text>
                    <Text component="dd" size="sm">
                      {column.render(row)}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            )}
            {expandable && (
              <>
                <Button
                  mt="xs"
                  variant="subtle"
                  size="compact-sm"
                  leftSection={
                    open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />
                  }
                  aria-expanded={open}
                  aria-controls={open ? panelId : undefined}
                  onClick={() => toggle(id)}
                >
                  {expandable.label(row, open)}
                </Button>
                {open && (
                  <div id={panelId} className={classes.details}>
                    {expandable.render(row)}
                  </div>
                )}
              </>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
