import type { Activity, ActivityKind } from '@atelier/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { translateNodes, useT, type MessageKey } from '../../../lib/i18n';
import { productDetailUrl } from '../../../lib/paths';
import { relativeTime } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';
import { useRecentActivity } from '../api/get-recent-activity';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './dashboard-card';

/** What people did to the products lately, newest first, each leading to its product. */
export function RecentActivityCard({ teamId }: { teamId?: string | undefined }) {
  const t = useT();
  const query = useRecentActivity(teamId);
  const { formatDate } = useFormat();
  const now = useNow();
  return (
    <DashboardCard title={t('dashboard.recentActivity')}>
      {query.isPending && <CardLoading label={t('dashboard.recentActivityLoading')} />}
      {query.isError && <CardError query={query} />}
      {query.data?.length === 0 && (
        <CardEmpty title={t('dashboard.noActivity')} description={t('dashboard.noActivityText')} />
      )}
      {query.data && query.data.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {query.data.map((activity) => (
            <ActivityRow
              key={activity._id}
              activity={activity}
              when={relativeTime(activity.at, now, formatDate, t)}
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}

/** What each kind of activity says: `{actor} liked {product}`, in each language's order. */
const SENTENCES = {
  created: 'dashboard.activity.created',
  updated: 'dashboard.activity.updated',
  comment: 'dashboard.activity.comment',
  like: 'dashboard.activity.like',
  share: 'dashboard.activity.share',
} as const satisfies Record<ActivityKind, MessageKey>;

function ActivityRow({ activity, when }: { activity: Activity; when: string }) {
  const t = useT();
  return (
    <li>
      <Text size="sm">
        {translateNodes(t, SENTENCES[activity.kind], {
          actor: (
            <Text span fw={600} inherit>
              {activity.actor?.name ?? t('dashboard.someone')}
            </Text>
          ),
          product: (
            <Anchor component={Link} to={productDetailUrl(activity.product._id)} inherit>
              {activity.product.name}
            </Anchor>
          ),
        })}
        {activity.kind === 'comment' && activity.excerpt && `: “${activity.excerpt}”`}
      </Text>
      <Text size="xs" c="dimmed">
        {when}
      </Text>
    </li>
  );
}
