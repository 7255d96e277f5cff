import type { Webhook, WebhookDelivery } from '@atelier/domain';
import {
  Button,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconRefresh } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../lib/format';
import { runMutation } from '../../../lib/run-mutation';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { useWebhookT } from '../i18n';
import { eventLabel } from '../lib/events';
import { DeliveryStateBadge } from './delivery-state-badge';

interface WebhookDeliveriesProps {
  teamId: string;
  /** The endpoint whose log is open; null keeps the drawer closed. */
  webhook: Webhook | null;
  onClose: () => void;
}

/** An endpoint's deliveries, newest first, each with its attempts and a way to send it again. */
export function WebhookDeliveries({ teamId, webhook, onClose }: WebhookDeliveriesProps) {
  const t = useWebhookT();
  const isPhone = usePhoneLayout();
  return (
    <Drawer
      opened={webhook !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      title={t('wh.deliveriesTitle')}
    >
      {webhook && <DeliveryLog teamId={teamId} webhook={webhook} />}
    </Drawer>
  );
}

function DeliveryLog({ teamId, webhook }: { teamId: string; webhook: Webhook }) {
  const t = useWebhookT();
  const deliveries = useWebhookDeliveries(teamId, webhook._id);
  const resend = useResendWebhookDelivery(teamId, webhook._id);
  const listId = useId();
  return (
    <Stack gap="md">
      <Text size="sm" ff="monospace" c="dimmed" id={listId} style={{ overflowWrap: 'anywhere' }}>
        {webhook.url}
      </Text>
      <QueryState
        query={{
          data: deliveries.data?.pages,
          isError: deliveries.isError,
          error: deliveries.error,
          refetch: deliveries.refetch,
        }}
        loading={
          <Stack gap="sm" role="status" aria-label={t('wh.deliveriesLoading')}>
            <Skeleton height={72} />
            <Skeleton height={72} />
          </Stack>
        }
        errorTitle={t('wh.deliveriesLoadError')}
        keepData
      >
        {(pages) => {
          const items = pages.flatMap((page) => page.items);
          if (items.length === 0) {
            return (
              <Text size="sm" c="dimmed">
                {t('wh.deliveriesNone')}
              </Text>
            );
          }
          return (
            <>
              <Stack component="ul" gap="sm" m={0} p={0} aria-labelledby={listId}>
                {items.map((delivery) => (
                  <DeliveryItem
                    key={delivery._id}
                    delivery={delivery}
                    resending={resend.isPending && resend.variables === delivery._id}
                    onResend={() => void runMutation(() => resend.mutateAsync(delivery._id))}
                  />
                ))}
              </Stack>
              {deliveries.hasNextPage && (
                <Button
                  variant="default"
                  onClick={() => void deliveries.fetchNextPage()}
                  loading={deliveries.isFetchingNextPage}
                >
                  {t('wh.loadMore')}
                </Button>
              )}
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}

interface DeliveryItemProps {
  delivery: WebhookDelivery;
  resending: boolean;
  onResend: () => void;
}

function DeliveryItem({ delivery, resending, onResend }: DeliveryItemProps) {
  const t = useWebhookT();
  const { formatDateTime } = useFormat();
  const [open, setOpen] = useState(false);
  const attemptsId = useId();
  const titleId = useId();
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Paper component="li" withBorder p="sm" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} size="sm" id={titleId}>
            {t(eventLabel(delivery.type))}
          </Text>
          <DeliveryStateBadge state={delivery.state} />
        </Group>
        <Text size="sm" c="dimmed">
          {formatDateTime(delivery.createdAt)}
          {delivery.nextAttemptAt &&
            ` · ${t('wh.nextAttempt', { time: formatDateTime(delivery.nextAttemptAt) })}`}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <UnstyledButton
            onClick={() => setOpen((was) => !was)}
            aria-expanded={open}
            aria-controls={attemptsId}
            disabled={delivery.attempts.length === 0}
          >
            <Group gap={4} wrap="nowrap">
              <Chevron size={14} aria-hidden />
              <Text size="sm">{t('wh.attempts', { count: delivery.attempts.length })}</Text>
            </Group>
          </UnstyledButton>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            loading={resending}
            onClick={onResend}
          >
            {t('wh.resend')}
          </Button>
        </Group>
        <div id={attemptsId}>{open && <Attempts delivery={delivery} />}</div>
      </Stack>
    </Paper>
  );
}

function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  const t = useWebhookT();
  const { formatDateTime, formatNumber } = useFormat();
  return (
    <Table fz="sm" verticalSpacing={4} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('wh.attemptAt')}</Table.Th>
          <Table.Th>{t('wh.attemptResult')}</Table.Th>
          <Table.Th w={80}>{t('wh.attemptDuration')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {delivery.attempts.map((attempt, index) => (
          <Table.Tr key={`${attempt.at}-${index}`}>
            <Table.Td>{formatDateTime(attempt.at)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {attempt.status !== null
                ? t('wh.httpStatus', { status: attempt.status })
                : (attempt.error ?? t('wh.noAnswer'))}
              {attempt.status !== null && attempt.error && ` · ${attempt.error}`}
            </Table.Td>
            <Table.Td>{t('wh.ms', { ms: formatNumber(attempt.durationMs) })}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
