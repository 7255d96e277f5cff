/** Drizzle queries of fit sessions, their entries, and the team's sample rounds. */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fitEntries, fitSessions, sampleRounds, users } from '../../db/schema/index.ts';

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

// ---------------------------------------------------------------- sample rounds

/**
 * Holds the team's rounds still until the transaction ends: their first writing, a save, and a
 * session opened in one of them take turns, so no session is opened in a round being renamed or
 * removed. Advisory locks take no row another action waits on.
 */
export async function lockRounds(executor: Executor, teamId: string) {
  await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sample-rounds:${teamId}`}))`);
}

/** The team's rounds in its order. */
export function roundsOfTeam(executor: Executor, teamId: string) {
  return executor
    .select()
    .from(sampleRounds)
    .where(eq(sampleRounds.teamId, teamId))
    .orderBy(asc(sampleRounds.position), asc(sampleRounds.createdAt));
}

type Round = { name: string; position: number };

export function insertRounds(executor: Executor, teamId: string, rounds: readonly Round[]) {
  if (rounds.length === 0) return Promise.resolve([]);
  return executor
    .insert(sampleRounds)
    .values(rounds.map((round) => ({ teamId, ...round })))
    .returning();
}

export async function deleteRounds(executor: Executor, ids: readonly string[]) {
  if (ids.length > 0) await executor.delete(sampleRounds).where(inArray(sampleRounds.id, [...ids]));
}

/**
 * Gives the team's rounds their names and places. Renamed rounds first step aside under a name no
 * round can have (a leading space; names are trimmed), so two rounds may swap names although a
 * name is unique in the team at every row written.
 */
export async function updateRounds(
  executor: Executor,
  teamId: string,
  rounds: readonly (Round & { id: string; renamed: boolean })[],
) {
  if (rounds.length === 0) return;
  const renamed = rounds.filter((round) => round.renamed).map((round) => round.id);
  if (renamed.length > 0)
    await executor
      .update(sampleRounds)
      .set({ name: sql`' ' || ${sampleRounds.id}::text` })
      .where(inArray(sampleRounds.id, renamed));
  const names: SQL[] = rounds.map((round) => sql`when ${round.id}::uuid then ${round.name}::text`);
  const places: SQL[] = rounds.map(
    (round) => sql`when ${round.id}::uuid then ${round.position}::int`,
  );
  await executor
    .update(sampleRounds)
    .set({
      name: sql`case ${sampleRounds.id} ${sql.join(names, sql` `)} end`,
      position: sql`case ${sampleRounds.id} ${sql.join(places, sql` `)} end`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(sampleRounds.teamId, teamId),
        inArray(
          sampleRounds.id,
          rounds.map((round) => round.id),
        ),
      ),
    );
}

/** How many of the team's fit sessions are of each round name (as sessions spell it). */
export async function sessionsPerRound(executor: Executor, teamId: string) {
  const rows = await executor
    .select({ round: fitSessions.round, sessions: count() })
    .from(fitSessions)
    .where(eq(fitSessions.teamId, teamId))
    .groupBy(fitSessions.round);
  return new Map(rows.map((row) => [row.round, row.sessions]));
}

/** Renames rounds on the team's fit sessions, all in one statement (two may swap names). */
export async function renameSessionRounds(
  executor: Executor,
  teamId: string,
  renames: readonly { from: string; to: string }[],
) {
  if (renames.length === 0) return;
  const cases: SQL[] = renames.map(({ from, to }) => sql`when ${from}::text then ${to}::text`);
  await executor
    .update(fitSessions)
    .set({ round: sql`case ${fitSessions.round} ${sql.join(cases, sql` `)} end` })
    .where(
      and(
        eq(fitSessions.teamId, teamId),
        inArray(
          fitSessions.round,
          renames.map(({ from }) => from),
        ),
      ),
    );
}
