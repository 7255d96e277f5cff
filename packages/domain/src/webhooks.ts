/**
 * Webhooks (issue 49 §2): a team's owner subscribes an HTTPS URL to some of the team's events;
 * each event is sent as Standard Webhooks define it (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature` over the JSON body `{ type, timestamp, data }`), retried for a day, and
 * logged per attempt.
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { zRecordId } from './teams.ts';

export const WEBHOOK_EVENTS = [
  'product.created',
  'product.updated',
  'product.stage_changed',
  'approval.decided',
  'comment.created',
  'sample.updated',
  'techpack.released',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_URL_MAX = 2000;
/** Endpoints one team may have. */
export const WEBHOOKS_PER_TEAM_MAX = 20;
/** A Standard Webhooks secret: `whsec_` and the base64 of 24 to 64 random bytes. */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/;

const zWebhookUrl = z
  .string({ error: messages.webhookUrlRequired })
  .trim()
  .min(1, { message: messages.webhookUrlRequired, abort: true })
  .max(WEBHOOK_URL_MAX, messages.webhookUrlInvalid)
  .regex(/^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+[^\s]*$/i, messages.webhookUrlInvalid);

const zWebhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { error: messages.webhookEventInvalid }), {
    error: messages.webhookEventsRequired,
  })
  .min(1, messages.webhookEventsRequired)
  .transform((events) => [...new Set(events)]);

export const ZWebhookTeamParams = z.object({ teamId: zRecordId() });
export const ZWebhookParams = z.object({ teamId: zRecordId(), id: zRecordId() });
export const ZWebhookDeliveryParams = z.object({
  teamId: zRecordId(),
  id: zRecordId(),
  deliveryId: z.string().min(1).max(100),
});

export const ZCreateWebhookSchema = z.object({
  url: zWebhookUrl,
  events: zWebhookEvents,
  /** Given to share a secret with an existing receiver; made by Atelier when left out. */
  secret: z
    .string({ error: messages.webhookSecretInvalid })
    .regex(WEBHOOK_SECRET_PATTERN, messages.webhookSecretInvalid)
    .optional(),
  includeCosts: z.boolean({ error: messages.webhookIncludeCostsInvalid }).optional(),
});
export type TCreateWebhookSchema = z.input<typeof ZCreateWebhookSchema>;

/** A change to an endpoint: its URL, events, costs, or turning it on again (`enabled: true`). */
export const ZUpdateWebhookSchema = z.object({
  url: zWebhookUrl.optional(),
  events: zWebhookEvents.optional(),
  includeCosts: z.boolean({ error: messages.webhookIncludeCostsInvalid }).optional(),
  enabled: z.boolean({ error: messages.webhookEnabledInvalid }).optional(),
});
export type TUpdateWebhookSchema = z.input<typeof ZUpdateWebhookSchema>;

/** An endpoint as the team's owner sees it (the secret only when made). */
export const ZWebhook = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  includeCosts: z.boolean(),
  createdAt: z.string(),
  /** Set when a day of failed retries turned it off. */
  disabledAt: z.string().nullable(),
  /** The last delivery's outcome, if any was sent. */
  lastDelivery: z
    .object({ at: z.string(), state: z.enum(['pending', 'delivered', 'failed']) })
    .nullable(),
});
export type Webhook = z.infer<typeof ZWebhook>;

export const ZCreatedWebhook = z.object({ _id: z.string(), secret: z.string() });

export const ZWebhookAttempt = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when none came. */
  status: z.number().nullable(),
  error: z.string().nullable(),
  durationMs: z.number(),
});

/** One event sent (or being sent) to an endpoint, with every try of it, newest first. */
export const ZWebhookDelivery = z.object({
  /** The `webhook-id` it carries (`msg_…`). */
  _id: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  state: z.enum(['pending', 'delivered', 'failed']),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(ZWebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof ZWebhookDelivery>;
