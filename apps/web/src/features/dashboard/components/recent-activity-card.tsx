import type { Activity, ActivityKind } from '@atelier/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { productDetailUrl } from '../../../lib/paths';
import { relativeTime } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';
import { useRecentActivity } from '../api/get-recent-activity';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './dashboard-card';

const VERBS: Record<ActivityKind, string> = {
  created: 'created',
  updated: 'changed',
  comment: 'commented on',
  like: 'liked',
  share: 'shared',
};

/** What people did to the products lately, newest first, each leading to its product. */
export function RecentActivityCard({ teamId }: { teamId?: string | undefined }) {
  const query = useRecentActivity(teamId);
  const { formatDate } = useFormat();
  const now = useNow();
  return (
    <DashboardCard title="Recent activity">
      {query.isPending && <CardLoading label="Loading recent activity" />}
      {query.isError && <CardError query={query} />}
      {query.data?.length === 0 && (
        <CardEmpty
          title="Nothing has happened yet"
          description="Products made, changed, liked, shared or commented on show here as your team works."
        />
      )}
      {query.data && query.data.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {query.data.map((activity) => (
            <ActivityRow
              key={activity._id}
              activity={activity}
              when={relativeTime(activity.at, now, formatDate)}
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

function ActivityRow({ activity, when }: { activity: Activity; when: string }) {
  return (
    <li>
      <Text size="sm">
        <Text span fw={600} inherit>
          {activity.actor?.name ?? 'Someone'}
        </Text>{' '}
        {VERBS[activity.kind]}{' '}
        <Anchor component={Link} to={productDetailUrl(activity.product._id)} inherit>
          {activity.product.name}
        </Anchor>
        {activity.kind === 'comment' && activity.excerpt && `: “${activity.excerpt}”`}
      </Text>
      <Text size="xs" c="dimmed">
        {when}
      </Text>
    </li>
  );
}
