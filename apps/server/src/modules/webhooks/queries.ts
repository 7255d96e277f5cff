/** Drizzle queries of webhooks: a team's endpoints, their deliveries, and each attempt. */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Clock } from '../../platform/jobs/clock.ts';
import { rows } from '../../db/client.ts';
import {
  teams,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index.ts';

export function countEndpoints(executor: Executor, teamId: string) {
  return executor
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.teamId, teamId))
    .then(([row]) => row?.n ?? 0);
}

/**
 * Holds the team's row until the transaction ends, so two creations at once count one after the
 * other (at most WEBHOOKS_PER_TEAM_MAX).
 */
export async function lockTeam(executor: Executor, teamId: string) {
  await executor.execute(sql`select 1 from ${teams} where ${teams.id} = ${teamId} for update`);
}

export async function insertEndpoint(
  executor: Executor,
  values: typeof webhookEndpoints.$inferInsert,
) {
  const [row] = await executor
    .insert(webhookEndpoints)
    .values(values)
    .returning({ id: webhookEndpoints.id });
  return row!;
}

export async function findEndpoint(executor: Executor, teamId: string, id: string) {
  const [row] = await executor
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.teamId, teamId)));
  return row;
}

export async function updateEndpoint(
  executor: Executor,
  id: string,
  changes: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  await executor.update(webhookEndpoints).set(changes).where(eq(webhookEndpoints.id, id));
}

export async function deleteEndpoint(executor: Executor, teamId: string, id: string) {
  const removed = await executor
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.teamId, teamId)))
    .returning({ id: webhookEndpoints.id });
  return removed.length > 0;
}

export interface EndpointListRow {
  id: string;
  url: string;
  events: string[];
  include_costs: boolean;
  created_at: Date | string;
  disabled_at: Date | string | null;
  last_state: 'pending' | 'delivered' | 'failed' | null;
  last_at: Date | string | null;
}

/** The team's endpoints, oldest first, each with its newest delivery's state and time. */
export function listEndpoints(executor: Executor, teamId: string, id?: string) {
  return rows<EndpointListRow>(
    executor,
    sql`select e.id, e.url, e.events, e.include_costs, e.created_at, e.disabled_at,
        d.state as last_state,
        coalesce(d.delivered_at, (select max(a.at) from webhook_attempts a
          where a.delivery_seq = d.seq), d.created_at) as last_at
      from webhook_endpoints e
      left join lateral (select seq, state, delivered_at, created_at from webhook_deliveries
        where endpoint_id = e.id order by seq desc limit 1) d on true
      where e.team_id = ${teamId} ${id ? sql`and e.id = ${id}` : sql``}
      order by e.created_at, e.id`,
  );
}

/**
 * One delivery per enabled endpoint of the team subscribed to the type, in one statement: the
 * body is `{ type, timestamp, data }`, `data` with the costs for endpoints that chose them. The
 * `webhook-id` is made here, once, and kept through every attempt.
 */
export async function insertDeliveries(
  executor: Executor,
  event: {
    teamId: string;
    type: string;
    ordering: string;
    timestamp: string;
    data: Record<string, unknown>;
    dataWithCosts: Record<string, unknown>;
  },
) {
  const inserted = await rows<{ seq: number }>(
    executor,
    sql`insert into webhook_deliveries (id, endpoint_id, type, body, ordering)
      select 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.id, ${event.type},
        jsonb_build_object('type', ${event.type}::text, 'timestamp', ${event.timestamp}::text,
          'data', case when e.include_costs then ${JSON.stringify(event.dataWithCosts)}::jsonb
            else ${JSON.stringify(event.data)}::jsonb end),
        ${event.ordering}
      from webhook_endpoints e
      where e.team_id = ${event.teamId} and e.disabled_at is null
        and ${event.type} = any(e.events)
      returning seq`,
  );
  return inserted.length;
}

export interface ClaimedDelivery {
  seq: number;
  id: string;
  endpoint_id: string;
  team_id: string;
  url: string;
  secret: string;
  body: unknown;
  attempts: number;
}

/**
 * Claims due deliveries to send now: pending, due, of an enabled endpoint, and the first still
 * waiting of their endpoint and subject (an earlier one holds the later ones back). Locked rows
 * are skipped, so instances claim different ones; each claimed one is leased (its next attempt
 * moved `leaseSeconds` ahead), so the sending happens after this commits and a crashed sender's
 * delivery is claimed again once the lease runs out.
 */
export function claimDue(
  executor: Executor,
  now: Date,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  return rows<ClaimedDelivery>(
    executor,
    sql`with due as (
        select d.seq from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
        where d.state = 'pending' and d.next_attempt_at <= ${at}::timestamptz
          and e.disabled_at is null
          and not exists (select 1 from webhook_deliveries p
            where p.endpoint_id = d.endpoint_id and p.ordering = d.ordering
              and p.state = 'pending' and p.seq < d.seq)
        order by d.seq
        limit ${limit}
        for update of d skip locked
      )
      update webhook_deliveries w
        set next_attempt_at = ${at}::timestamptz + make_interval(secs => ${leaseSeconds})
      from due, webhook_endpoints e
      where w.seq = due.seq and e.id = w.endpoint_id
      returning w.seq, w.id, w.endpoint_id, e.team_id, e.url, e.secret, w.body, w.attempts`,
  );
}

/** The clock's time now (the database's, or a test's), as the runner measures due work. */
export async function clockNow(executor: Executor, clock: Clock) {
  const [row] = await rows<{ now: Date | string }>(executor, sql`select ${clock()} as now`);
  return new Date(row!.now);
}

/** Logs an attempt; none when its delivery went meanwhile (its endpoint deleted). */
export async function insertAttempt(
  executor: Executor,
  values: {
    deliverySeq: number;
    at: Date;
    status: number | null;
    error: string | null;
    durationMs: number;
  },
) {
  await executor.execute(
    sql`insert into ${webhookAttempts} (delivery_seq, at, status, error, duration_ms)
      select seq, ${values.at.toISOString()}::timestamptz, ${values.status}::integer,
        ${values.error}::text, ${values.durationMs}::integer
      from ${webhookDeliveries} where seq = ${values.deliverySeq}`,
  );
}

/** Records a delivery's outcome: delivered, tried again at `next`, or failed for good. */
export async function settleDelivery(
  executor: Executor,
  seq: number,
  outcome:
    { state: 'delivered'; at: Date } | { state: 'pending'; next: Date } | { state: 'failed' },
) {
  await executor
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      state: outcome.state,
      ...(outcome.state === 'delivered' ? { deliveredAt: outcome.at } : {}),
      ...(outcome.state === 'pending' ? { nextAttemptAt: outcome.next } : {}),
    })
    .where(eq(webhookDeliveries.seq, seq));
}

/** A resent delivery that arrived: delivered, whatever it was (its attempts counted). */
export async function markResent(executor: Executor, seq: number, ok: boolean, at: Date) {
  await executor
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      ...(ok ? { state: 'delivered' as const, deliveredAt: at } : {}),
    })
    .where(eq(webhookDeliveries.seq, seq));
}

/** Turns an endpoint off (once: answers whether this call did it). */
export async function disableEndpoint(executor: Executor, id: string, at: Date) {
  const changed = await executor
    .update(webhookEndpoints)
    .set({ disabledAt: at })
    .where(and(eq(webhookEndpoints.id, id), sql`${webhookEndpoints.disabledAt} is null`))
    .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
  return changed[0];
}

/** The team's owner, who is told when an endpoint is turned off. */
export async function ownerOf(executor: Executor, teamId: string) {
  const [row] = await executor
    .select({ ownerId: teams.createdBy })
    .from(teams)
    .where(eq(teams.id, teamId));
  return row?.ownerId ?? null;
}

export interface DeliveryRow {
  seq: number;
  id: string;
  type: string;
  state: 'pending' | 'delivered' | 'failed';
  created_at: Date | string;
  next_attempt_at: Date | string;
  attempts: { at: string; status: number | null; error: string | null; durationMs: number }[];
}

const deliveryColumns = sql`d.seq, d.id, d.type, d.state, d.created_at, d.next_attempt_at,
  coalesce((select json_agg(json_build_object('at', a.at, 'status', a.status, 'error', a.error,
      'durationMs', a.duration_ms) order by a.at desc, a.id)
    from webhook_attempts a where a.delivery_seq = d.seq), '[]'::json) as attempts`;

/** A page of the endpoint's deliveries, newest first, each with its attempts (newest first). */
export function deliveriesPage(
  executor: Executor,
  endpointId: string,
  page: { page: number; limit: number },
) {
  return rows<DeliveryRow>(
    executor,
    sql`select ${deliveryColumns} from webhook_deliveries d
      where d.endpoint_id = ${endpointId}
      order by d.seq desc
      limit ${page.limit} offset ${(page.page - 1) * page.limit}`,
  );
}

export function countDeliveries(executor: Executor, endpointId: string) {
  return executor
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .then(([row]) => row?.n ?? 0);
}

export async function findDelivery(executor: Executor, endpointId: string, id: string) {
  const [row] = await rows<DeliveryRow & { body: unknown }>(
    executor,
    sql`select ${deliveryColumns}, d.body from webhook_deliveries d
      where d.endpoint_id = ${endpointId} and d.id = ${id}`,
  );
  return row;
}
