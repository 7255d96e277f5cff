/**
 * What Atelier POSTs to a webhook endpoint (issue 49 §2), signed as Standard Webhooks define it
 * (headers `webhook-id`, `webhook-timestamp`, `webhook-signature`). Verify the signature before
 * trusting the body: `new Webhook(secret).verify(body, headers)` from the `standardwebhooks` package.
 */

export const WEBHOOK_EVENT_TYPES = [
  'product.created',
  'product.updated',
  'product.stage_changed',
  'approval.decided',
  'comment.created',
  'sample.updated',
  'techpack.released',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The JSON body of a delivery. */
export interface WebhookMessage<Data = Record<string, unknown>> {
  type: WebhookEventType;
  /** When the event happened, ISO-8601 UTC. */
  timestamp: string;
  data: Data;
}
