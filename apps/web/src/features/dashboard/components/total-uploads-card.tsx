import { STORAGE_WARNING_SHARE, type TotalUploads } from '@atelier/domain';
import { Anchor, Group, Progress, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { formatSize } from '../../../lib/format-size';
import { useT } from '../../../lib/i18n';
import { paths, wallUrl } from '../../../lib/paths';
import { useTotalUploads } from '../api/get-total-uploads';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './dashboard-card';

const GlanceChart = lazy(() =>
  import('./glance-chart').then((module) => ({ default: module.GlanceChart })),
);

const CHART_HEIGHT = 64;

/** How many files the team keeps, how much of its plan's storage they take, and week by week. */
export function TotalUploadsCard({ teamId }: { teamId?: string | undefined }) {
  const t = useT();
  const query = useTotalUploads(teamId);
  const { formatNumber } = useFormat();
  return (
    <DashboardCard title={t('dashboard.totalUploads')}>
      {query.isPending && <CardLoading label={t('dashboard.totalUploadsLoading')} />}
      {query.isError && <CardError query={query} />}
      {query.data?.count === 0 && (
        <CardEmpty
          title={t('dashboard.noFiles')}
          description={t('dashboard.noFilesText')}
          action={
            <Anchor component={Link} to={wallUrl(teamId)} size="sm">
              {t('dashboard.openWallToAdd')}
            </Anchor>
          }
        />
      )}
      {query.data && query.data.count > 0 && (
        <>
          <Group gap="xs" align="baseline">
            <Text fz={28} fw={600} lh={1}>
              {formatNumber(query.data.count)}
            </Text>
            <Text c="dimmed">
              {t('dashboard.filesSize', {
                count: query.data.count,
                size: formatSize(query.data.bytes),
              })}
            </Text>
          </Group>
          <Storage uploads={query.data} isOneTeam={Boolean(teamId)} />
          <Weeks uploads={query.data} />
        </>
      )}
    </DashboardCard>
  );
}

/** The share of the plan's storage used: ochre past 80 %, and the way to a bigger plan once full. */
function Storage({ uploads, isOneTeam }: { uploads: TotalUploads; isOneTeam: boolean }) {
  const t = useT();
  const { bytes, limitBytes } = uploads;
  if (limitBytes === null) {
    return (
      <Text size="sm" c="dimmed">
        {isOneTeam ? t('dashboard.noLimit') : t('dashboard.selectTeamForLimit')}
      </Text>
    );
  }
  const share = limitBytes > 0 ? bytes / limitBytes : 1;
  const isFull = share >= 1;
  const isNearlyFull = share > STORAGE_WARNING_SHARE;
  return (
    <Stack gap={6}>
      <Progress
        value={Math.min(100, Math.round(share * 100))}
        color={isFull ? 'error' : isNearlyFull ? 'warning' : undefined}
        aria-label={t('dashboard.storageUsed')}
      />
      <Text size="sm" c="dimmed">
        {t(isNearlyFull && !isFull ? 'dashboard.usedNearlyFull' : 'dashboard.used', {
          used: formatSize(bytes),
          limit: formatSize(limitBytes),
        })}
      </Text>
      {isFull && (
        <Text size="sm" c="error.6" fw={600}>
          {t('dashboard.upgradePlan')}{' '}
          <Anchor component={Link} to={paths.pricing} inherit>
            {t('dashboard.seePlans')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/** The last weeks' uploads: a chart for the eye, and the same figures as a table to read out. */
function Weeks({ uploads }: { uploads: TotalUploads }) {
  const t = useT();
  const { formatDate } = useFormat();
  const weeks = uploads.weeks.map((week) => ({
    ...week,
    label: t('dashboard.weekOf', { date: formatDate(week.weekStart) }),
  }));
  return (
    <div>
      <Suspense fallback={<Skeleton height={CHART_HEIGHT} aria-hidden />}>
        <GlanceChart
          bars={weeks.map((week) => ({ label: week.label, value: week.count }))}
          name={t('dashboard.files')}
          h={CHART_HEIGHT}
        />
      </Suspense>
      <Group justify="space-between" aria-hidden>
        <Text size="xs" c="dimmed">
          {weeks[0]?.label}
        </Text>
        <Text size="xs" c="dimmed">
          {t('dashboard.thisWeek')}
        </Text>
      </Group>
      <VisuallyHidden>
        <table>
          <caption>{t('dashboard.filesPerWeek')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.week')}</th>
              <th scope="col">{t('dashboard.files')}</th>
              <th scope="col">{t('dashboard.size')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{week.label}</th>
                <td>{week.count}</td>
                <td>{formatSize(week.bytes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
}
