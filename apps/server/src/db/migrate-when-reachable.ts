import type { Database } from './client.ts';
import { databaseUnavailable } from './errors.ts';

export interface WaitOptions {
  /** How long to keep trying before the start fails. */
  waitMs: number;
  /** Told why, each time it waits a second. */
  onWait: (why: string) => void;
}

/**
 * Migrates on start, trying again each second while PostgreSQL cannot be reached — restarting,
 * or not up yet when the instances start together — instead of ending the process. Any other
 * error ends the start at once.
 */
export async function migrateWhenReachable(database: Database, { waitMs, onWait }: WaitOptions) {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      return await database.migrate();
    } catch (err) {
      const why = databaseUnavailable(err);
      if (!why || Date.now() > until) throw err;
      onWait(why);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
