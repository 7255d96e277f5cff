import type { WebhookDelivery } from '@atelier/domain';
import { Badge } from '@mantine/core';
import { useWebhookT } from '../i18n';

const COLOR = { pending: 'yellow', delivered: 'teal', failed: 'red' } as const;

/** Delivered, Waiting or Failed, in its colour. */
export function DeliveryStateBadge({ state }: { state: WebhookDelivery['state'] }) {
  const t = useWebhookT();
  return (
    <Badge variant="light" color={COLOR[state]}>
      {t(`wh.state.${state}`)}
    </Badge>
  );
}
