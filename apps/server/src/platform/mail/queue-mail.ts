import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/enqueue.ts';
import type { MailMessage } from './transport.ts';

/** Delivery talks to a remote server and mostly waits, so a few run side by side. */
export const mailJob = defineJob({
  kind: 'mail.send',
  payload: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
  concurrency: 4,
});

/** Records the e-mail in the caller's transaction; the job runner delivers it after commit. */
export function queueMail(executor: Executor, message: MailMessage) {
  return enqueue(executor, mailJob, message);
}
