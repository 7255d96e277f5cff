import type { TrendingFabric } from '@atelier/domain';
import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { fabricWallUrl, paths } from '../../../lib/paths';
import { useTrendingFabrics } from '../api/get-trending-fabrics';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './dashboard-card';
import { Thumb } from './thumb';

/** The fabrics most products of the last 30 days use; each opens the wall filtered by it. */
export function TrendingFabricsCard({ teamId }: { teamId?: string | undefined }) {
  const t = useT();
  const query = useTrendingFabrics(teamId);
  return (
    <DashboardCard
      title={t('dashboard.trendingFabrics')}
      action={
        <Anchor component={Link} to={paths.fabrics}>
          {t('dashboard.allFabrics')}
        </Anchor>
      }
    >
      {query.isPending && <CardLoading label={t('dashboard.trendingFabricsLoading')} />}
      {query.isError && <CardError query={query} />}
      {query.data?.length === 0 && (
        <CardEmpty
          title={t('dashboard.noTrendingFabrics')}
          description={t('dashboard.noTrendingFabricsText')}
          action={
            <Anchor component={Link} to={paths.fabrics} size="sm">
              {t('dashboard.linkFabrics')}
            </Anchor>
          }
        />
      )}
      {query.data && query.data.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {query.data.map((fabric) => (
            <FabricRow key={fabric._id} fabric={fabric} />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

function FabricRow({ fabric }: { fabric: TrendingFabric }) {
  const t = useT();
  return (
    <Group component="li" gap="sm" wrap="nowrap">
      <Thumb src={fabric.swatch} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to={fabricWallUrl(fabric.teamId, fabric._id)} fw={600} truncate>
          {fabric.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('dashboard.productCount', { count: fabric.count })}
        </Text>
      </Stack>
      <Change count={fabric.count} previous={fabric.previousCount} />
    </Group>
  );
}

/** How the count moved against the 30 days before: up or down by how many, or new. */
function Change({ count, previous }: { count: number; previous: number }) {
  const t = useT();
  if (previous === 0) {
    return (
      <Text size="sm" fw={600} c="success.8" style={{ flexShrink: 0 }}>
        {t('dashboard.fabricNew')}
      </Text>
    );
  }
  const difference = count - previous;
  if (difference === 0) {
    return (
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {t('dashboard.fabricSteady')}
      </Text>
    );
  }
  const isUp = difference > 0;
  return (
    <Text size="sm" fw={600} c={isUp ? 'success.8' : 'dimmed'} style={{ flexShrink: 0 }}>
      <span aria-hidden>{isUp ? '↑' : '↓'}</span> {Math.abs(difference)}
      <VisuallyHidden>
        {' '}
        {isUp ? t('dashboard.fabricMore') : t('dashboard.fabricFewer')}
      </VisuallyHidden>
    </Text>
  );
}
