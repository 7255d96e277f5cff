import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconBell, IconBellOff, IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/form-errors';
import { useT, type Translate } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useLatestNotifications } from '../api/get-notifications';
import { notificationKeys } from '../api/keys';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useNow } from '../../../lib/use-now';
import type { NotificationPage } from '../lib/notification';
import { withItemsRead } from '../lib/notification-cache';
import { NotificationItem } from './notification-item';

export function bellLabel(t: Translate, unread: number): string {
  return t('header.notifications', { count: unread });
}

/**
 * The bell of the top header (SPEC §4): the unread count; opening it lists the latest ten and
 * marks everything read, the count dropping to zero at once.
 */
export function NotificationBell() {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const latest = useLatestNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = latest.data?.unreadCount ?? 0;

  const onChange = (next: boolean) => {
    setOpened(next);
    if (next && unread > 0) markRead.mutate();
    // What was new has been seen: it loses its highlight once the dropdown closes.
    if (!next) {
      queryClient.setQueryData<NotificationPage>(notificationKeys.latest(), withItemsRead);
    }
  };
  const close = () => onChange(false);

  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      disabled={unread === 0}
      offset={4}
      attributes={{ indicator: { 'aria-hidden': true } }}
    >
      <Popover
        opened={opened}
        onChange={onChange}
        position="bottom-end"
        width={360}
        withArrow
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={bellLabel(t, unread)}
            onClick={() => onChange(!opened)}
          >
            <IconBell size={22} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-label={t('notifications.title')}>
          <Group justify="space-between" px="md" py="sm">
            <Text fw={600}>{t('notifications.title')}</Text>
            <Anchor
              component={Link}
              to={paths.notification}
              size="sm"
              onClick={close}
              {...TARGET_24}
            >
              {t('notifications.seeAll')}
            </Anchor>
          </Group>
          <Divider />
          {opened && <BellList onOpenItem={close} />}
          <Divider />
          <Group px="md" py="xs">
            <Anchor
              component={Link}
              to={paths.settingNotification}
              size="xs"
              c="dimmed"
              onClick={close}
              {...TARGET_24}
            >
              <Group gap={4} component="span">
                <IconSettings size={14} />
                {t('notifications.settings')}
              </Group>
            </Anchor>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

/** Small links still offer a 24 px target (WCAG 2.2 target size), without looking larger. */
const TARGET_24 = { display: 'inline-block', py: 4, mih: 24 } as const;

function BellList({ onOpenItem }: { onOpenItem: () => void }) {
  const t = useT();
  const latest = useLatestNotifications();
  const now = useNow();

  if (latest.isPending) {
    return (
      <Stack gap="md" p="md" role="status" aria-label={t('notifications.loading')}>
        {[0, 1, 2].map((row) => (
          <Group key={row} gap="sm" wrap="nowrap" aria-hidden>
            <Skeleton height={36} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={10} width="90%" />
              <Skeleton height={8} width="30%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }
  if (latest.isError) {
    return (
      <Stack align="center" gap="xs" p="md" role="alert">
        <Text size="sm" c="red.8" ta="center">
          {errorMessage(latest.error)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void latest.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    );
  }
  if (latest.data.items.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl">
        <ThemeIcon variant="light" color="gray" size="xl" radius="xl" aria-hidden>
          <IconBellOff size={22} />
        </ThemeIcon>
        <Text size="sm" c="dimmed">
          {t('notifications.none')}
        </Text>
      </Stack>
    );
  }
  return (
    <ScrollArea.Autosize mah={420} type="auto">
      <Stack
        component="ul"
        aria-label={t('notifications.latest')}
        gap={2}
        p={4}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {latest.data.items.map((notification) => (
          <li key={notification._id}>
            <NotificationItem notification={notification} now={now} onOpen={onOpenItem} />
          </li>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
