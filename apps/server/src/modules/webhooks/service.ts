/**
 * Webhooks (issue 49 §2; docs/decisions.md, Webhooks). The team's owner subscribes HTTPS
 * endpoints to the team's events. Other modules record an event with `recordWebhookEvent` in
 * their action's own transaction: one delivery row per subscribed endpoint, sent after commit by
 * the sender (sender.ts), in order per endpoint and product, retried for about a day.
 */
import { messages, WEBHOOKS_PER_TEAM_MAX } from '@atelier/domain';
import type { TCreateWebhookSchema, TPageQuery, TUpdateWebhookSchema } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, fieldError, notFound } from '../../platform/http/errors.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorize } from '../policy/policy.ts';
import { checkHost, isLoopbackOnly } from './address-guard.ts';
import { attempt, urlProblem } from './deliver.ts';
import type { WebhookEventInput } from './events.ts';
import { presentDelivery, presentWebhook } from './presenter.ts';
import {
  countDeliveries,
  countEndpoints,
  deleteEndpoint,
  deliveriesPage,
  findDelivery,
  findEndpoint,
  insertAttempt,
  insertDeliveries,
  insertEndpoint,
  listEndpoints,
  lockTeam,
  markResent,
  updateEndpoint,
} from './queries.ts';
import { webhookSendJob } from './sender.ts';
import { newSecret, signedHeaders } from './signing.ts';

export type { WebhookEventInput } from './events.ts';
export {
  approvalDecidedEvent,
  commentCreatedEvent,
  productEvent,
  sampleUpdatedEvent,
  stageChangedEvent,
  techpackReleasedEvent,
} from './events.ts';

/**
 * Records an event for every enabled endpoint of the team subscribed to its type, in the
 * caller's transaction (one INSERT … SELECT), and wakes the sender once that commits.
 */
export async function recordWebhookEvent(tx: Executor, event: WebhookEventInput) {
  const inserted = await insertDeliveries(tx, {
    teamId: event.teamId,
    type: event.type,
    ordering: event.ordering,
    timestamp: new Date().toISOString(),
    data: event.data,
    dataWithCosts: event.costs ? { ...event.data, costs: event.costs } : event.data,
  });
  if (inserted > 0) await enqueue(tx, webhookSendJob, {});
}

const ownerOnly = (executor: Executor, user: UserRow, teamId: string) =>
  authorize(executor, user, 'manageWebhooks', { kind: 'team', teamId });

/**
 * The URL as stored, once it is https (or plain http to loopback, when allowed) and every address
 * its host resolves to may be sent to; a 400 on `url` otherwise. Resolving leaves the process, so
 * it is done before any transaction opens.
 */
async function checkedUrl(ctx: AppContext, raw: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fieldError('url', messages.webhookUrlInvalid);
  }
  if (url.username || url.password) throw fieldError('url', messages.webhookUrlInvalid);
  const allowLoopback = ctx.config.webhooksAllowLoopback;
  if (urlProblem(url, allowLoopback)) throw fieldError('url', messages.webhookUrlNotHttps);
  const checked = await checkHost(url.hostname, ctx.resolveHost, allowLoopback);
  if (!checked.ok) {
    const text =
      checked.reason === 'refused' ? messages.webhookUrlRefused : messages.webhookUrlUnresolved;
    throw fieldError('url', text);
  }
  if (url.protocol === 'http:' && !isLoopbackOnly(checked.addresses))
    throw fieldError('url', messages.webhookUrlNotHttps);
  return url.href;
}

export async function createWebhook(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  input: TCreateWebhookSchema,
) {
  await ownerOnly(ctx.db, user, teamId);
  const url = await checkedUrl(ctx, input.url);
  const secret = input.secret ?? newSecret();
  return transaction(ctx, async (tx) => {
    await ownerOnly(tx, user, teamId);
    await lockTeam(tx, teamId);
    if ((await countEndpoints(tx, teamId)) >= WEBHOOKS_PER_TEAM_MAX)
      throw badRequest(messages.webhooksTooMany);
    const row = await insertEndpoint(tx, {
      teamId,
      url,
      events: [...new Set(input.events)],
      secret,
      includeCosts: input.includeCosts ?? false,
      createdBy: user.id,
    });
    return { _id: row.id, secret };
  });
}

export async function listWebhooks(ctx: AppContext, user: UserRow, teamId: string) {
  await ownerOnly(ctx.db, user, teamId);
  return (await listEndpoints(ctx.db, teamId)).map(presentWebhook);
}

export async function updateWebhook(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  id: string,
  input: TUpdateWebhookSchema,
) {
  await ownerOnly(ctx.db, user, teamId);
  if (!(await findEndpoint(ctx.db, teamId, id))) throw notFound();
  const url = input.url === undefined ? undefined : await checkedUrl(ctx, input.url);
  return transaction(ctx, async (tx) => {
    await ownerOnly(tx, user, teamId);
    const endpoint = await findEndpoint(tx, teamId, id);
    if (!endpoint) throw notFound();
    const enabling = input.enabled === true && endpoint.disabledAt !== null;
    await updateEndpoint(tx, id, {
      ...(url !== undefined ? { url } : {}),
      ...(input.events ? { events: [...new Set(input.events)] } : {}),
      ...(input.includeCosts !== undefined ? { includeCosts: input.includeCosts } : {}),
      ...(input.enabled === true ? { disabledAt: null } : {}),
      ...(input.enabled === false && !endpoint.disabledAt ? { disabledAt: new Date() } : {}),
    });
    // What waited while it was off goes now.
    if (enabling) await enqueue(tx, webhookSendJob, {});
    const [row] = await listEndpoints(tx, teamId, id);
    return presentWebhook(row!);
  });
}

export async function removeWebhook(ctx: AppContext, user: UserRow, teamId: string, id: string) {
  return transaction(ctx, async (tx) => {
    await ownerOnly(tx, user, teamId);
    if (!(await deleteEndpoint(tx, teamId, id))) throw notFound();
    return { _id: id };
  });
}

export async function webhookDeliveries(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  id: string,
  query: Required<TPageQuery>,
) {
  await ownerOnly(ctx.db, user, teamId);
  if (!(await findEndpoint(ctx.db, teamId, id))) throw notFound();
  const page = { page: Number(query.page), limit: Number(query.limit) };
  const [found, total] = await Promise.all([
    deliveriesPage(ctx.db, id, page),
    countDeliveries(ctx.db, id),
  ]);
  return { data: found.map(presentDelivery), pagination: { ...page, total } };
}

/**
 * Sends a delivery again now, whatever its state, with its own `webhook-id` (a receiver that
 * keeps ids sees it once), to the endpoint's current URL; the attempt is logged like any.
 */
export async function resendDelivery(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  id: string,
  deliveryId: string,
) {
  await ownerOnly(ctx.db, user, teamId);
  const endpoint = await findEndpoint(ctx.db, teamId, id);
  if (!endpoint) throw notFound();
  const delivery = await findDelivery(ctx.db, id, deliveryId);
  if (!delivery) throw notFound();
  const body = JSON.stringify(delivery.body);
  const result = await attempt(
    endpoint.url,
    signedHeaders(endpoint.secret, delivery.id, body),
    body,
    {
      resolve: ctx.resolveHost,
      allowLoopback: ctx.config.webhooksAllowLoopback,
    },
  );
  return transaction(ctx, async (tx) => {
    const at = new Date();
    await insertAttempt(tx, {
      deliverySeq: delivery.seq,
      at,
      status: result.status,
      error: result.error,
      durationMs: result.durationMs,
    });
    await markResent(tx, delivery.seq, result.ok, at);
    return presentDelivery((await findDelivery(tx, id, deliveryId))!);
  });
}
