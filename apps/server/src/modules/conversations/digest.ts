/**
 * The e-mail of unread messages (issue 14): a direct message or a mention is e-mailed only when
 * its recipient has not read it within MESSAGE_EMAIL_DELAY_MS, and everything one person left
 * unread in a window goes in one e-mail. A message schedules its window's job for its recipient
 * (one job per person and window, by dedupe key); the job runs a delay after the window ends, so
 * every message waits at least that long, and sends what is still unread and not yet e-mailed,
 * if the person's 'New message sent' setting asks for e-mail.
 */
import { z } from 'zod';
import { MESSAGE_EMAIL_DELAY_MS, displayName } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { messageDigestMail } from './mail.ts';
import { transaction } from '../../platform/transaction.ts';
import { emailEnabled } from '../notifications/service.ts';
import { languageOf } from '../settings/service.ts';
import { markDigested, unreadForDigest } from './queries.ts';

/** The most messages one e-mail quotes; it counts the rest. */
const QUOTED_MAX = 5;

export const messageDigestJob = defineJob({
  kind: 'messages.digest',
  payload: z.object({ userId: z.uuid(), through: z.iso.datetime() }),
  concurrency: 2,
});

export async function scheduleDigest(executor: Executor, userId: string, now = new Date()) {
  const window = Math.floor(now.getTime() / MESSAGE_EMAIL_DELAY_MS);
  const through = new Date((window + 1) * MESSAGE_EMAIL_DELAY_MS);
  await enqueue(
    executor,
    messageDigestJob,
    { userId, through: through.toISOString() },
    {
      dedupeKey: `${userId}:${window}`,
      runAt: new Date(through.getTime() + MESSAGE_EMAIL_DELAY_MS),
    },
  );
}

export async function sendDigest(ctx: AppContext, userId: string, through: Date) {
  await transaction(ctx, async (tx) => {
    const recipient = await emailEnabled(tx, userId, 'newMessage');
    if (!recipient) return;
    const unread = await unreadForDigest(tx, userId, through, QUOTED_MAX);
    if (unread.latest === null) return;
    await queueMail(
      tx,
      messageDigestMail({
        to: recipient.email,
        firstName: recipient.firstName,
        total: unread.total,
        quoted: unread.items.map((item) => ({
          from: displayName({
            firstName: item.authorFirstName ?? '',
            lastName: item.authorLastName ?? '',
          }),
          teamName: item.teamName,
          text: item.text,
          direct: item.kind === 'direct',
        })),
        publicUrl: ctx.config.publicUrl,
        language: await languageOf(tx, userId),
      }),
    );
    await markDigested(tx, userId, unread.latest);
  });
}
