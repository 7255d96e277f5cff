import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/enqueue.ts';
import type { Storage } from '../storage/storage.ts';
import type { OutgoingMail } from './transport.ts';

/** A stored file sent with the e-mail: read from storage when the job runs, never queued whole. */
const zAttachment = z.object({ filename: z.string(), contentType: z.string(), key: z.string() });

/** Delivery talks to a remote server and mostly waits, so a few run side by side. */
export const mailJob = defineJob({
  kind: 'mail.send',
  payload: z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    replyTo: z.string().optional(),
    attachments: z.array(zAttachment).optional(),
  }),
  concurrency: 4,
});

export type QueuedMail = z.output<typeof mailJob.payload>;

/** Records the e-mail in the caller's transaction; the job runner delivers it after commit. */
export function queueMail(executor: Executor, message: QueuedMail) {
  return enqueue(executor, mailJob, message);
}

/**
 * The queued e-mail with its attachments opened from storage, streamed into the message. One that
 * is gone is left out: the e-mail still says what it is about, and a retry would not bring it back.
 */
export async function withAttachments(storage: Storage, queued: QueuedMail): Promise<OutgoingMail> {
  const { attachments = [], ...message } = queued;
  if (attachments.length === 0) return message;
  const opened: { filename: string; contentType: string; content: Readable }[] = [];
  for (const { key, ...attachment } of attachments) {
    if (await storage.exists(key)) opened.push({ ...attachment, content: await storage.read(key) });
  }
  return { ...message, attachments: opened };
}
