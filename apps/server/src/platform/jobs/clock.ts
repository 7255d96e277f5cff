import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/**
 * The time the runner measures due dates and locks against, as an SQL expression. It is the
 * database's clock, so every instance agrees on what is due and whose lock has lapsed whatever
 * their own clocks say; tests hand the runner one they can move.
 */
export type Clock = () => SQL;

export const databaseClock: Clock = () => sql`now()`;
