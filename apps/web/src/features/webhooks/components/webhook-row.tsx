import type { Webhook } from '@atelier/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEdit, IconHistory, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { relativeTime } from '../../../lib/relative-time';
import { useWebhookT } from '../i18n';
import { eventLabel } from '../lib/events';
import { DeliveryStateBadge } from './delivery-state-badge';

interface WebhookRowProps {
  webhook: Webhook;
  now: number;
  turningOn: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onDeliveries: () => void;
  onTurnOn: () => void;
}

/** One endpoint: where it sends, what, whether it is off, and how its last delivery went. */
export function WebhookRow({
  webhook,
  now,
  turningOn,
  onEdit,
  onDelete,
  onDeliveries,
  onTurnOn,
}: WebhookRowProps) {
  const t = useWebhookT();
  const tApp = useT();
  const { formatDate, formatDateTime } = useFormat();
  const urlId = useId();
  const isOff = webhook.disabledAt !== null;
  return (
    <Paper component="li" withBorder p="md" aria-labelledby={urlId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Text
            fw={600}
            ff="monospace"
            size="sm"
            id={urlId}
            style={{ overflowWrap: 'anywhere', flex: '1 1 220px', minWidth: 0 }}
          >
            {webhook.url}
          </Text>
          <Group gap="xs" wrap="wrap">
            {isOff ? (
              <Badge color="red" variant="filled">
                {t('wh.off')}
              </Badge>
            ) : (
              <Badge color="teal" variant="light">
                {t('wh.on')}
              </Badge>
            )}
            {webhook.includeCosts && (
              <Badge color="orange" variant="outline">
                {t('wh.withCosts')}
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap={6} wrap="wrap" aria-label={t('wh.eventsOf')} role="list">
          {webhook.events.map((event) => (
            <Badge key={event} variant="default" role="listitem" tt="none">
              {t(eventLabel(event))}
            </Badge>
          ))}
        </Group>
        {isOff && (
          <Text size="sm" c="red">
            {t('wh.offSince', { date: formatDateTime(webhook.disabledAt) })}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {webhook.lastDelivery ? (
            <>
              <Text size="sm" c="dimmed">
                {t('wh.lastDelivery', {
                  when: relativeTime(webhook.lastDelivery.at, now, formatDate, tApp),
                })}
              </Text>
              <DeliveryStateBadge state={webhook.lastDelivery.state} />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('wh.noDeliveries')}
            </Text>
          )}
        </Group>
        <Group gap="xs" justify="flex-end" wrap="wrap">
          {isOff && (
            <Button
              size="xs"
              color="teal"
              leftSection={<IconPlayerPlay size={14} />}
              loading={turningOn}
              onClick={onTurnOn}
            >
              {t('wh.turnOn')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconHistory size={14} />}
            onClick={onDeliveries}
          >
            {t('wh.deliveries')}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconEdit size={14} />} onClick={onEdit}>
            {t('wh.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="error"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
          >
            {t('wh.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
