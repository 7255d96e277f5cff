/**
 * Webhooks (issue 49 §2): a team's owner subscribes HTTPS endpoints to the team's events, reads
 * each endpoint's deliveries with every attempt, and sends a failed one again.
 */
import { z } from 'zod';
import { ZPageQuery } from '../teams.ts';
import {
  ZCreateWebhookSchema,
  ZCreatedWebhook,
  ZUpdateWebhookSchema,
  ZWebhook,
  ZWebhookDelivery,
  ZWebhookDeliveryParams,
  ZWebhookParams,
  ZWebhookTeamParams,
} from '../webhooks.ts';
import { endpoint } from './endpoint.ts';

const tag = 'webhook';
const OWNER = 'The team’s owner only (403 for anyone else in the team).';

export const webhookEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/team/:teamId/webhooks',
    summary: 'Subscribe an endpoint to the team’s events',
    description: `${OWNER} Each event chosen is then POSTed to \`url\` (https only) as Standard Webhooks define it: headers \`webhook-id\`, \`webhook-timestamp\` and \`webhook-signature\` (\`v1,\` and the base64 HMAC-SHA256 of \`id.timestamp.body\` under the secret), a JSON body \`{ type, timestamp, data }\`. The secret is \`whsec_\` and base64; given, it is used, otherwise one is made. \`data.secret\` is shown this once. A URL whose host is or resolves to a private, loopback, link-local or metadata address is 400. Payloads carry no costs unless \`includeCosts\`. At most 20 endpoints a team.`,
    refuses: [403, 404],
    tag,
    params: ZWebhookTeamParams,
    body: ZCreateWebhookSchema,
    data: ZCreatedWebhook,
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/team/:teamId/webhooks',
    summary: 'List the team’s webhook endpoints',
    description: `${OWNER} Each endpoint with its events, whether it was turned off after a day of failures, and its last delivery; never its secret.`,
    refuses: [403, 404],
    tag,
    params: ZWebhookTeamParams,
    data: z.array(ZWebhook),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/team/:teamId/webhooks/:id',
    summary: 'Change a webhook endpoint',
    description: `${OWNER} Its URL (checked as when made), events, whether payloads carry costs, or \`enabled: true\` to send again to an endpoint turned off (what is waiting is then sent).`,
    refuses: [403, 404],
    tag,
    params: ZWebhookParams,
    body: ZUpdateWebhookSchema,
    data: ZWebhook,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/team/:teamId/webhooks/:id',
    summary: 'Delete a webhook endpoint',
    description: `${OWNER} Nothing more is sent to it; its deliveries and their log go with it.`,
    refuses: [403, 404],
    tag,
    params: ZWebhookParams,
    data: z.object({ _id: z.string() }),
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/team/:teamId/webhooks/:id/deliveries',
    summary: 'Read an endpoint’s deliveries',
    description: `${OWNER} Newest first, a page at a time: each event sent or waiting, with every attempt (when, the receiver’s status or why none came, how long it took).`,
    refuses: [403, 404],
    tag,
    params: ZWebhookParams,
    query: ZPageQuery,
    data: ZWebhookDelivery,
    paged: true,
  }),
  resend: endpoint({
    method: 'POST',
    path: '/team/:teamId/webhooks/:id/deliveries/:deliveryId/resend',
    summary: 'Send a delivery again',
    description: `${OWNER} The same event (same \`webhook-id\`, so a receiver that keeps ids sees it once) is sent again now, whatever its state.`,
    refuses: [403, 404],
    tag,
    params: ZWebhookDeliveryParams,
    data: ZWebhookDelivery,
  }),
};
