import type { Tx } from '../db/client.ts';
import type { AppContext } from './context.ts';
import { queuedJobs } from './jobs/enqueue.ts';

/**
 * Runs `work` in one transaction; once it has committed, wakes the job runners so what the
 * transaction queued (e-mails, notification delivery) leaves at once. A rolled-back transaction
 * queued nothing, so nothing is sent for it; nor is the runner woken by one that queued nothing
 * (a chat message): each wake-up is a claim statement, one per post in a busy channel.
 */
export async function transaction<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  let queued = false;
  const result = await ctx.db.transaction(async (tx) => {
    const done = await work(tx);
    queued = queuedJobs(tx);
    return done;
  });
  if (queued) ctx.wakeJobs();
  return result;
}
