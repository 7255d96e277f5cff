/** Drizzle queries of fit sessions and their entries. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fitEntries, fitSessions, users } from '../../db/schema/index.ts';

export type FitSessionValues = typeof fitSessions.$inferInsert;
export type FitEntryValues = typeof fitEntries.$inferInsert;

export async function insertSession(executor: Executor, values: FitSessionValues) {
  const [row] = await executor.insert(fitSessions).values(values).returning();
  return row!;
}

/** The product's session, locked until the transaction ends when `lock` (entries in order). */
export async function findSession(executor: Executor, productId: string, id: string, lock = false) {
  const query = executor
    .select()
    .from(fitSessions)
    .where(and(eq(fitSessions.productId, productId), eq(fitSessions.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** The product's sessions, newest first. */
export function sessionsOf(executor: Executor, productId: string) {
  return executor
    .select()
    .from(fitSessions)
    .where(eq(fitSessions.productId, productId))
    .orderBy(desc(fitSessions.createdAt), desc(fitSessions.id));
}

export function updateSession(executor: Executor, id: string, values: Partial<FitSessionValues>) {
  return executor
    .update(fitSessions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fitSessions.id, id));
}

/** Every entry of the sessions, oldest first, with who recorded it. */
export function entriesOf(executor: Executor, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      entry: fitEntries,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(fitEntries)
    .leftJoin(users, eq(users.id, fitEntries.createdBy))
    .where(inArray(fitEntries.sessionId, [...sessionIds]))
    .orderBy(asc(fitEntries.seq));
}

export async function insertEntries(executor: Executor, values: FitEntryValues[]) {
  if (values.length > 0) await executor.insert(fitEntries).values(values);
}

export function namesOf(executor: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}
