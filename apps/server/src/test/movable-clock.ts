import { sql } from 'drizzle-orm';
import type { Clock } from '../platform/jobs/clock.ts';

const HOUR = 3_600_000;

/**
 * A job runner clock that stands still until the test moves it. It starts at a full hour at
 * least an hour from now, so what was enqueued "now" is due and a period starts exactly there.
 */
export function movableClock() {
  let at = Math.floor(Date.now() / HOUR) * HOUR + 2 * HOUR;
  const clock: Clock = () => sql`${new Date(at).toISOString()}::timestamptz`;
  return {
    clock,
    now: () => new Date(at),
    advance(seconds: number) {
      at += seconds * 1000;
    },
  };
}
