import type { Tx } from '../db/client.ts';
import type { AppContext } from './context.ts';

/**
 * Runs `work` in one transaction; once it has committed, wakes the job runner so what the
 * transaction queued (e-mails, notification delivery) leaves at once. A rolled-back transaction
 * queued nothing, so nothing is sent for it.
 */
export async function transaction<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(work);
  ctx.jobs.kick();
  return result;
}
