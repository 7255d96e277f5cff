/**
 * The webhook sender (issue 49 §2): durable, after commit, at least once, in order per endpoint
 * and subject. Deliveries are rows (queries.ts); a `webhooks.send` job, queued by the transaction
 * that recorded them or by a failed attempt for its retry time, claims the due ones (FOR UPDATE
 * SKIP LOCKED, leased, so instances never send one at the same moment), sends them, and records
 * each attempt. A sweep every minute picks up what a crash or a lapsed lease left behind.
 * Failed attempts are retried on Standard Webhooks' schedule; when it runs out (about a day) the
 * delivery is `failed`, the endpoint turned off and the team's owner told by notice and e-mail.
 */
import { z } from 'zod';
import { messages } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Clock } from '../../platform/jobs/clock.ts';
import { defineJob, defineSweep } from '../../platform/jobs/define-job.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import type { JobRunner } from '../../platform/jobs/runner.ts';
import { transaction } from '../../platform/transaction.ts';
import { notifyAndMail } from '../notifications/service.ts';
import { attempt } from './deliver.ts';
import type { AttemptResult } from './deliver.ts';
import {
  claimDue,
  clockNow,
  disableEndpoint,
  insertAttempt,
  ownerOf,
  settleDelivery,
} from './queries.ts';
import type { ClaimedDelivery } from './queries.ts';
import { signedHeaders } from './signing.ts';

/** Seconds after each failed attempt before the next (Standard Webhooks' suggested schedule). */
export const RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;
/** Deliveries claimed at once; each is sent beside the others (they are of different subjects). */
const BATCH = 25;
/** How long a claimed delivery is held for its sender (well beyond an attempt's 10 s). */
const LEASE_SECONDS = 60;
const SWEEP_SECONDS = 60;

export const webhookSendJob = defineJob({
  kind: 'webhooks.send',
  payload: z.object({}),
  concurrency: 2,
  forgetWhenDone: true,
});

export const webhookSweep = defineSweep({ kind: 'webhooks.sweep', everySeconds: SWEEP_SECONDS });

export function registerWebhookJobs(jobs: JobRunner, ctx: AppContext) {
  jobs.register(webhookSendJob, () => sendDue(ctx, jobs.clock));
  jobs.register(webhookSweep, () => sendDue(ctx, jobs.clock));
}

/**
 * Sends what is due until nothing is. Due and retry times are measured on the runner's clock
 * (the database's, so every instance agrees; a test's that it moves).
 */
export async function sendDue(ctx: AppContext, clock: Clock) {
  for (;;) {
    const claimed = await claimDue(ctx.db, await clockNow(ctx.db, clock), BATCH, LEASE_SECONDS);
    if (claimed.length === 0) return;
    const results = await Promise.all(
      claimed.map(async (delivery) => ({ delivery, result: await send(ctx, delivery) })),
    );
    await transaction(ctx, async (tx) => {
      const at = await clockNow(tx, clock);
      for (const { delivery, result } of results) {
        await insertAttempt(tx, {
          deliverySeq: delivery.seq,
          at,
          status: result.status,
          error: result.error,
          durationMs: result.durationMs,
        });
        if (result.ok) {
          await settleDelivery(tx, delivery.seq, { state: 'delivered', at });
          continue;
        }
        const wait = RETRY_SCHEDULE_SECONDS[delivery.attempts];
        if (wait !== undefined) {
          const next = new Date(at.getTime() + wait * 1000);
          await settleDelivery(tx, delivery.seq, { state: 'pending', next });
          // One wake-up per second of retries, however many deliveries wait for it.
          await enqueue(
            tx,
            webhookSendJob,
            {},
            { runAt: next, dedupeKey: `retry:${Math.ceil(next.getTime() / 1000)}` },
          );
          continue;
        }
        await settleDelivery(tx, delivery.seq, { state: 'failed' });
        const disabled = await disableEndpoint(tx, delivery.endpoint_id, at);
        const ownerId = disabled ? await ownerOf(tx, delivery.team_id) : null;
        if (disabled && ownerId) {
          await notifyAndMail(
            tx,
            {
              userIds: [ownerId],
              key: 'webhook',
              message: messages.webhookDisabledNotice(disabled.url),
              teamId: delivery.team_id,
              payload: { webhookId: delivery.endpoint_id },
            },
            ctx.config.publicUrl,
          );
        }
      }
    });
  }
}

function send(ctx: AppContext, delivery: ClaimedDelivery): Promise<AttemptResult> {
  const body = JSON.stringify(delivery.body);
  return attempt(delivery.url, signedHeaders(delivery.secret, delivery.id, body), body, {
    resolve: ctx.resolveHost,
    allowLoopback: ctx.config.webhooksAllowLoopback,
  });
}
