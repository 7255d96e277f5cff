import type { WebhookEvent } from '@atelier/domain';
import type { WebhookMessageKey } from '../i18n';

/** Each event's name as people read it, and the one line that says when it is sent. */
export function eventLabel(event: WebhookEvent): WebhookMessageKey {
  return `wh.event.${event}`;
}

export function eventHint(event: WebhookEvent): WebhookMessageKey {
  return `wh.eventHint.${event}`;
}
