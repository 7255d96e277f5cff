/** The only place webhook responses are shaped (never with the secret). */
import type { Webhook, WebhookDelivery, WebhookEvent } from '@atelier/domain';
import type { DeliveryRow, EndpointListRow } from './queries.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentWebhook(row: EndpointListRow): Webhook {
  return {
    _id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    includeCosts: row.include_costs,
    createdAt: iso(row.created_at),
    disabledAt: row.disabled_at ? iso(row.disabled_at) : null,
    lastDelivery:
      row.last_state && row.last_at ? { at: iso(row.last_at), state: row.last_state } : null,
  };
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    _id: row.id,
    type: row.type as WebhookEvent,
    state: row.state,
    createdAt: iso(row.created_at),
    nextAttemptAt: row.state === 'pending' ? iso(row.next_attempt_at) : null,
    attempts: row.attempts.map((entry) => ({
      at: iso(entry.at),
      status: entry.status,
      error: entry.error,
      durationMs: entry.durationMs,
    })),
  };
}
