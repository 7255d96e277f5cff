import { Button, Center, Loader, SimpleGrid, Skeleton, VisuallyHidden } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { IconFilterOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ListEmpty } from '../../../components/list/list-empty';
import { QueryError } from '../../../components/ui/query-error';
import { useT } from '../../../lib/i18n';
import { useWall } from '../api/get-products';
import { useLiveProducts } from '../hooks/use-live-products';
import { useWallParams } from '../hooks/use-wall-params';
import type { ProductCatalogues } from '../lib/catalogues';
import { filtersFromParams, hasFilters } from '../lib/wall-filters';
import { NoProducts } from './no-products';
import { ProductCard } from './product-card';
import { WallFilters } from './wall-filters';

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

interface ProductWallProps {
  /** One team's wall; all the user's teams when absent. */
  teamId?: string;
  catalogues: ProductCatalogues | null;
  /** Where 'Create product' leads; null when the user may not add products here. */
  createTo: string | null;
}

/** The wall: the products as a grid of cards, the next page loaded as the end comes into view. */
export function ProductWall({ teamId, catalogues, createTo }: ProductWallProps) {
  useLiveProducts();
  const t = useT();
  const [params, setParams] = useWallParams(teamId);
  const filters = { ...filtersFromParams(params), ...(teamId ? { teamId } : {}) };
  const wall = useWall(filters);
  const { ref, entry } = useIntersection({ rootMargin: '400px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = wall;

  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const products = wall.data?.pages.flatMap((page) => page.products);
  const filtered = hasFilters(params);

  return (
    <>
      <WallFilters teamId={teamId} catalogues={catalogues} />
      {wall.isError && !products ? (
        <QueryError query={wall} />
      ) : !products ? (
        <SimpleGrid cols={GRID_COLS}>
          <VisuallyHidden role="status">{t('wall.loading')}</VisuallyHidden>
          {[0, 1, 2, 3, 4, 5, 6, 7].map((key) => (
            <Skeleton key={key} height={260} radius="md" aria-hidden />
          ))}
        </SimpleGrid>
      ) : products.length === 0 ? (
        filtered ? (
          <ListEmpty
            icon={<IconFilterOff size={26} />}
            title={t('wall.noMatches')}
            description={t('wall.noMatchesHint')}
            actions={
              <Button variant="default" onClick={() => setParams(new URLSearchParams())}>
                {t('wall.clearFilters')}
              </Button>
            }
          />
        ) : (
          <NoProducts createTo={createTo} />
        )
      ) : (
        <>
          <SimpleGrid
            cols={GRID_COLS}
            component="ul"
            aria-label={t('products.title')}
            style={{ listStyle: 'none', padding: 0 }}
          >
            {products.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} />
              </li>
            ))}
          </SimpleGrid>
          <div ref={ref} />
          {hasNextPage && (
            <Center mt="lg">
              {isFetchingNextPage ? (
                <Loader size="sm" aria-label={t('wall.loadingMore')} />
              ) : (
                <Button variant="default" onClick={() => void fetchNextPage()}>
                  {t('wall.loadMore')}
                </Button>
              )}
            </Center>
          )}
        </>
      )}
    </>
  );
}
