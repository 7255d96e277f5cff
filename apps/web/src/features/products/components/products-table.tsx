import type { Product } from '@atelier/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/list/data-table';
import { NoMatches } from '../../../components/list/list-empty';
import { ListFooter } from '../../../components/list/list-footer';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat } from '../../../lib/format';
import { SORT_OPTIONS, useClampPage, useListState, type SortOption } from '../../../lib/list-state';
import { useProductsPage } from '../api/get-products';
import { useLiveProducts } from '../hooks/use-live-products';
import { productDetailUrl } from '../../../lib/paths';
import { NoProducts } from './no-products';
import { StageBadge } from '../../../components/ui/stage-badge';

const PRODUCT_SORTS: readonly SortOption[] = [
  ...SORT_OPTIONS,
  { value: 'deadline-asc', label: 'Deadline soonest', sortBy: 'deadline', orderBy: 'asc' },
  { value: 'deadline-desc', label: 'Deadline latest', sortBy: 'deadline', orderBy: 'desc' },
  { value: 'updated', label: 'Recently changed', sortBy: 'updatedAt', orderBy: 'desc' },
];

/** /viewproducts: every product of the user's teams as a sortable, paged table. */
export function ProductsTable({ createTo }: { createTo: string | null }) {
  useLiveProducts();
  const format = useFormat();
  const list = useListState(PRODUCT_SORTS);
  const { sortBy, ...query } = list.query;
  const products = useProductsPage(
    { ...query, sortBy: sortBy as 'createdAt' | 'updatedAt' | 'name' | 'deadline' },
    { enabled: list.isReady },
  );
  const data = products.data;
  useClampPage(list, data?.total, products.isPlaceholderData);

  const columns: DataColumn<Product>[] = [
    {
      key: 'name',
      header: 'Name',
      sortBy: 'name',
      render: (product) => (
        <Anchor component={Link} to={productDetailUrl(product._id)} fw={600} size="sm">
          {product.name}
        </Anchor>
      ),
    },
    { key: 'stage', header: 'Stage', render: (product) => <StageBadge stage={product.stage} /> },
    {
      key: 'deadline',
      header: 'Deadline',
      sortBy: 'deadline',
      render: (product) => (product.deadline ? format.formatDate(product.deadline) : '—'),
    },
    { key: 'likes', header: 'Likes', render: (product) => String(product.likeCount) },
    {
      key: 'createdAt',
      header: 'Added',
      sortBy: 'createdAt',
      render: (product) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {format.formatDate(product.createdAt)}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <ListToolbar state={list} searchLabel="Search products" />
      {products.isError && !data ? (
        <QueryError title="The products could not be loaded" query={products} />
      ) : (
        <DataTable
          label="Products"
          columns={columns}
          titleColumn="name"
          rows={data?.products}
          rowKey={(product) => product._id}
          rowName={(product) => product.name}
          sort={{ ...list.query, onSort: list.toggleSort }}
          isStale={products.isPlaceholderData}
          isFetching={products.isFetching}
          minWidth={720}
          empty={
            list.query.search ? (
              <NoMatches
                noun="products"
                search={list.query.search}
                onClear={() => list.setSearch('')}
              />
            ) : (
              <NoProducts createTo={createTo} />
            )
          }
        />
      )}
      {data && (
        <ListFooter
          page={list.query.page}
          limit={list.query.limit}
          total={data.total}
          noun="products"
          onPageChange={list.setPage}
        />
      )}
    </Stack>
  );
}
