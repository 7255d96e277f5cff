/**
 * Late sample requests (issue 47 §3): each request has one `samples.late` job, keyed by its id,
 * due at the start (UTC) of the day after the day it is needed by. It locks and re-reads the
 * request: one received since, or already told, is left alone; otherwise the team's person who
 * asked (while they may still view the product) and the supplier's people are notified once, and
 * `late_notified_at` keeps a job run twice from telling them again. The board, the product page
 * and the dashboard flag a late request from the same rule (`queries.ts`, `late`).
 */
import { z } from 'zod';
import { messages } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { transaction } from '../../platform/transaction.ts';
import { notice, notify } from '../notifications/service.ts';
import { usersAllowed } from '../policy/audience.ts';
import { lockLateSample, peopleOfSupplier, updateSample } from './queries.ts';

export const sampleLateJob = defineJob({
  kind: 'samples.late',
  payload: z.object({ sampleId: z.uuid() }),
});

const DAY_MS = 86_400_000;

/** When a request needed by `neededBy` ('YYYY-MM-DD') becomes late: the next day, 00:00 UTC. */
export const lateAt = (neededBy: string) => new Date(Date.parse(`${neededBy}T00:00:00Z`) + DAY_MS);

export async function noticeLateSample(ctx: AppContext, sampleId: string) {
  await transaction(ctx, async (tx) => {
    const row = await lockLateSample(tx, sampleId);
    if (!row) return;
    const { sample } = row;
    await updateSample(tx, sample.id, { lateNotifiedAt: new Date() });
    const product = { id: sample.productId, teamId: sample.teamId };
    const askers = sample.createdBy
      ? await usersAllowed(tx, 'view', product, [sample.createdBy])
      : [];
    await notify(tx, {
      userIds: [...askers, ...(await peopleOfSupplier(tx, sample.supplierId))],
      key: 'sample',
      message: messages.sampleLateNotice(sample.round, row.productName, sample.neededBy),
      teamId: sample.teamId,
      productId: sample.productId,
      payload: {
        sampleId: sample.id,
        notice: notice('sampleLate', {
          round: sample.round,
          product: row.productName,
          neededBy: sample.neededBy,
        }),
      },
    });
  });
}
