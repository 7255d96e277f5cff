import type { Product } from '@atelier/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/list/data-table';
import { NoMatches } from '../../../components/list/list-empty';
import { ListFooter } from '../../../components/list/list-footer';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat } from '../../../lib/format';
import { useT, type MessageKey } from '../../../lib/i18n';
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
  const t = useT();
  const format = useFormat();
  const list = useListState(
    PRODUCT_SORTS.map((option) => ({
      ...option,
      label: t(`products.sort.${option.value}` as MessageKey),
    })),
  );
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
      header: t('products.name'),
      sortBy: 'name',
      render: (product) => (
        <Anchor component={Link} to={productDetailUrl(product._id)} fw={600} size="sm">
          {product.name}
        </Anchor>
      ),
    },
    {
      key: 'stage',
      header: t('products.stage'),
      render: (product) => <StageBadge stage={product.stage} />,
    },
    {
      key: 'deadline',
      header: t('products.deadline'),
      sortBy: 'deadline',
      render: (product) => (product.deadline ? format.formatDate(product.deadline) : '—'),
    },
    {
      key: 'likes',
      header: t('products.likesHeader'),
      render: (product) => String(product.likeCount),
    },
    {
      key: 'createdAt',
      header: t('products.added'),
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
      <ListToolbar
        state={list}
        searchLabel={t('products.search')}
        searchPlaceholder={t('wallFilters.searchByName')}
      />
      {products.isError && !data ? (
        <QueryError title={t('products.loadFailed')} query={products} />
      ) : (
        <DataTable
          label={t('products.title')}
          loadingLabel={t('wall.loading')}
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
                title={t('products.noMatches', { search: list.query.search })}
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
          describe={(range) => t('products.range', range)}
          onPageChange={list.setPage}
        />
      )}
    </Stack>
  );
}
