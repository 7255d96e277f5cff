import { PRODUCT_STAGES, type ActiveProduct, type CountsByStage } from '@atelier/domain';
import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { StageBadge } from '../../../components/ui/stage-badge';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { productDetailUrl, progressUrl } from '../../../lib/paths';
import { isProductLate, localToday } from '../../../lib/product-late';
import { relativeTime } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';
import { useActiveProducts } from '../api/get-active-products';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './dashboard-card';
import { Thumb } from './thumb';

const GlanceChart = lazy(() =>
  import('./glance-chart').then((module) => ({ default: module.GlanceChart })),
);

const CHART_HEIGHT = 72;

interface ActiveProductsCardProps {
  /** The selected team; every team of the user when absent (each row then names its team). */
  teamId?: string | undefined;
  /** Where 'Create product' leads; null when the user may not add products here. */
  createTo: string | null;
}

/** The products still being worked on, last changed first, and how many sit in each stage. */
export function ActiveProductsCard({ teamId, createTo }: ActiveProductsCardProps) {
  const t = useT();
  const query = useActiveProducts(teamId);
  return (
    <DashboardCard
      title={t('dashboard.activeProducts')}
      action={
        <Anchor component={Link} to={progressUrl(teamId)}>
          {t('dashboard.openProgressBoard')}
        </Anchor>
      }
    >
      {query.isPending && <CardLoading label={t('dashboard.activeProductsLoading')} height={180} />}
      {query.isError && <CardError query={query} />}
      {query.data && (
        <>
          <StageCounts counts={query.data.countsByStage} teamId={teamId} />
          {query.data.products.length === 0 ? (
            <CardEmpty
              title={t('dashboard.noActiveProducts')}
              description={t('dashboard.noActiveProductsText')}
              action={
                createTo && (
                  <Button component={Link} to={createTo} size="sm">
                    {t('products.create')}
                  </Button>
                )
              }
            />
          ) : (
            <ProductList products={query.data.products} showTeam={!teamId} />
          )}
        </>
      )}
    </DashboardCard>
  );
}

/**
 * Every stage's count: a chart for the eye, and under each bar its stage as a link to the
 * progress board with the number — the same figures as text, for everyone.
 */
function StageCounts({ counts, teamId }: { counts: CountsByStage; teamId: string | undefined }) {
  const t = useT();
  const total = PRODUCT_STAGES.reduce((sum, stage) => sum + counts[stage], 0);
  if (total === 0) return null;
  const bars = PRODUCT_STAGES.map((stage) => ({
    stage,
    label: t(`stage.${stage}`),
    value: counts[stage],
  }));
  return (
    <div>
      <Suspense fallback={<Skeleton height={CHART_HEIGHT} aria-hidden />}>
        <GlanceChart bars={bars} name={t('products.title')} h={CHART_HEIGHT} />
      </Suspense>
      <ul
        aria-label={t('dashboard.productsByStage')}
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${PRODUCT_STAGES.length}, minmax(0, 1fr))`,
          listStyle: 'none',
          margin: 0,
          padding: 0,
          textAlign: 'center',
        }}
      >
        {bars.map((bar) => (
          <li key={bar.stage}>
            <Anchor component={Link} to={progressUrl(teamId, bar.stage)} size="xs" display="block">
              {bar.label}
            </Anchor>{' '}
            <Text span size="sm" fw={600}>
              {bar.value}
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProductList({ products, showTeam }: { products: ActiveProduct[]; showTeam: boolean }) {
  const t = useT();
  const format = useFormat();
  const now = useNow();
  const today = localToday();
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {products.map((product) => (
        <ProductRow
          key={product._id}
          product={product}
          showTeam={showTeam}
          isLate={isProductLate(product, today)}
          changed={relativeTime(product.updatedAt, now, format.formatDate, t)}
          due={product.deadline && format.formatDate(product.deadline)}
        />
      ))}
    </Stack>
  );
}

interface ProductRowProps {
  product: ActiveProduct;
  showTeam: boolean;
  isLate: boolean;
  /** When it was changed last, as people say it ('2 hours ago'). */
  changed: string;
  /** The deadline as the user's settings write dates, or null. */
  due: string | null;
}

function ProductRow({ product, showTeam, isLate, changed, due }: ProductRowProps) {
  const t = useT();
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <Thumb src={product.cover ? (product.cover.thumbnail ?? product.cover.url) : null} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Anchor component={Link} to={productDetailUrl(product._id)} fw={600} truncate>
            {product.name}
          </Anchor>
          <StageBadge stage={product.stage} />
        </Group>
        <Text size="xs" c="dimmed">
          {showTeam && `${product.teamName} · `}
          {product.updatedBy
            ? t('dashboard.changedBy', { name: product.updatedBy.name, when: changed })
            : t('dashboard.changed', { when: changed })}
        </Text>
        {due && (
          <Text size="xs" c={isLate ? 'error.6' : 'dimmed'} fw={isLate ? 600 : undefined}>
            {t(isLate ? 'products.lateDue' : 'products.due', { date: due })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
