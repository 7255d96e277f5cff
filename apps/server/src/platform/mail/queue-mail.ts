import type { Executor } from '../../db/client.ts';
import { enqueue } from '../jobs/queue.ts';
import type { MailMessage } from './transport.ts';

export const MAIL_JOB = 'mail.send';

/** Records the e-mail in the caller's transaction; the job runner delivers it after commit. */
export function queueMail(executor: Executor, message: MailMessage) {
  return enqueue(executor, MAIL_JOB, { ...message });
}
