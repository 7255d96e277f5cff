import { messages, STORAGE_WARNING_SHARE, type TotalUploads } from '@atelier/domain';
import { Anchor, Group, Progress, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { formatSize } from '../../../lib/format-size';
import { paths, wallUrl } from '../../../lib/paths';
import { useTotalUploads } from '../api/get-total-uploads';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './dashboard-card';

const GlanceChart = lazy(() =>
  import('./glance-chart').then((module) => ({ default: module.GlanceChart })),
);

const CHART_HEIGHT = 64;

/** How many files the team keeps, how much of its plan's storage they take, and week by week. */
export function TotalUploadsCard({ teamId }: { teamId?: string | undefined }) {
  const query = useTotalUploads(teamId);
  const { formatNumber } = useFormat();
  return (
    <DashboardCard title="Total uploads">
      {query.isPending && <CardLoading label="Loading total uploads" />}
      {query.isError && <CardError query={query} />}
      {query.data?.count === 0 && (
        <CardEmpty
          title="No files yet"
          description="Images and documents added to products count here."
          action={
            <Anchor component={Link} to={wallUrl(teamId)} size="sm">
              Open the wall to add some
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
              {query.data.count === 1 ? 'file' : 'files'} · {formatSize(query.data.bytes)}
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
  const { bytes, limitBytes } = uploads;
  if (limitBytes === null) {
    return (
      <Text size="sm" c="dimmed">
        {isOneTeam ? 'No limit' : 'Select a team to see its plan’s storage limit.'}
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
        aria-label="Storage used"
      />
      <Text size="sm" c="dimmed">
        {formatSize(bytes)} of {formatSize(limitBytes)} used
        {isNearlyFull && !isFull && ' — nearly full'}
      </Text>
      {isFull && (
        <Text size="sm" c="error.6" fw={600}>
          {messages.upgradePlan}{' '}
          <Anchor component={Link} to={paths.pricing} inherit>
            See plans
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/** The last weeks' uploads: a chart for the eye, and the same figures as a table to read out. */
function Weeks({ uploads }: { uploads: TotalUploads }) {
  const { formatDate } = useFormat();
  const weeks = uploads.weeks.map((week) => ({
    ...week,
    label: `Week of ${formatDate(week.weekStart)}`,
  }));
  return (
    <div>
      <Suspense fallback={<Skeleton height={CHART_HEIGHT} aria-hidden />}>
        <GlanceChart
          bars={weeks.map((week) => ({ label: week.label, value: week.count }))}
          name="Files"
          h={CHART_HEIGHT}
        />
      </Suspense>
      <Group justify="space-between" aria-hidden>
        <Text size="xs" c="dimmed">
          {weeks[0]?.label}
        </Text>
        <Text size="xs" c="dimmed">
          This week
        </Text>
      </Group>
      <VisuallyHidden>
        <table>
          <caption>Files uploaded per week</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Files</th>
              <th scope="col">Size</th>
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
