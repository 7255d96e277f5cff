import { useT } from '../../../lib/i18n';
import { PAGE_SIZES } from '@atelier/domain';
import { Card, EmptyState, Group, Pagination, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '../../../components/ui/query-error';
import { useNotificationsPage } from '../api/get-notifications';
import { useNow } from '../../../lib/use-now';
import { NotificationItem } from './notification-item';

function ListSkeleton() {
  const t = useT();
  return (
    <Card withBorder padding="md" role="status" aria-label={t('notifications.loading')}>
      <Stack gap="lg" aria-hidden>
        {[0, 1, 2, 3].map((row) => (
          <Group key={row} gap="sm" wrap="nowrap">
            <Skeleton height={36} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="70%" />
              <Skeleton height={10} width="20%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** /Notification: every notification, newest first, a page at a time (10, 50 or 100). */
export function NotificationsList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const query = useNotificationsPage({ page, limit });
  const now = useNow();
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text c="dimmed" size="sm" aria-live="polite">
          {query.data && t('notifications.count', { count: total, unread: query.data.unreadCount })}
        </Text>
        <Select
          label={t('list.rowsPerPage')}
          data={PAGE_SIZES.map(String)}
          value={String(limit)}
          onChange={(value) => {
            if (!value) return;
            setLimit(Number(value));
            setPage(1);
          }}
          allowDeselect={false}
          w={140}
        />
      </Group>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <QueryError title={t('notifications.loadFailed')} query={query} />
      ) : query.data.items.length === 0 ? (
        <Card withBorder padding="xl">
          <EmptyState
            variant="light"
            icon={<IconBellOff size={30} />}
            title={t('notifications.none')}
            description={t('notifications.noneDescription')}
          />
        </Card>
      ) : (
        <Card
          withBorder
          padding={0}
          style={{ overflow: 'hidden', opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          <Stack component="ul" aria-label={t('notifications.title')} gap={0} m={0} p={0}>
            {query.data.items.map((notification, index) => (
              <li
                key={notification._id}
                style={{
                  listStyle: 'none',
                  borderTop: index > 0 ? '1px solid var(--mantine-color-gray-2)' : undefined,
                }}
              >
                <NotificationItem notification={notification} now={now} flush />
              </li>
            ))}
          </Stack>
        </Card>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={setPage}
          getControlProps={(control) => ({
            'aria-label': t(`list.control.${control}`),
          })}
        />
      )}
    </Stack>
  );
}
