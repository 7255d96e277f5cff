/** Drizzle queries of fit sessions, their entries and their photos, and the team's sample rounds. */
import { and, asc, count, countDistinct, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  fitEntries,
  fitPhotos,
  fitSessions,
  sampleRequests,
  mediaFiles,
  productComments,
  productFileVersions,
  productItems,
  sampleRounds,
  users,
} from '../../db/schema/index.ts';

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

/** How many points the person recorded in the session since `since` (one sitting). */
export async function pointsRecordedSince(
  executor: Executor,
  sessionId: string,
  userId: string,
  since: Date,
) {
  const [row] = await executor
    .select({ points: countDistinct(fitEntries.pomId) })
    .from(fitEntries)
    .where(
      and(
        eq(fitEntries.sessionId, sessionId),
        eq(fitEntries.createdBy, userId),
        gte(fitEntries.createdAt, since),
      ),
    );
  return row?.points ?? 0;
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

/**
 * Each session's counts, in the database: the latest entry of each point (by point, or by code
 * once the point was deleted), how many have a measurement (our own, else the supplier's) and how
 * many lie outside their tolerance (measured − spec below −minus or above +plus). Sessions
 * without entries are left out.
 */
export function countsOf(executor: Executor, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  const point = sql`coalesce(${fitEntries.pomId}::text, 'code ' || ${fitEntries.code})`;
  const measured = sql`coalesce(${fitEntries.own}, ${fitEntries.supplier})`;
  const latest = executor
    .selectDistinctOn([fitEntries.sessionId, point], {
      sessionId: fitEntries.sessionId,
      measured: sql<string | null>`${measured}`.as('measured'),
      deviation: sql<string | null>`${measured} - ${fitEntries.spec}`.as('deviation'),
      minus: sql<string>`${fitEntries.toleranceMinus}`.as('minus'),
      plus: sql<string>`${fitEntries.tolerancePlus}`.as('plus'),
    })
    .from(fitEntries)
    .where(inArray(fitEntries.sessionId, [...sessionIds]))
    .orderBy(fitEntries.sessionId, point, desc(fitEntries.seq))
    .as('latest');
  return executor
    .select({
      sessionId: latest.sessionId,
      measuredCount: sql<number>`(count(*) filter (where ${latest.measured} is not null))::int`,
      outOfToleranceCount: sql<number>`(count(*) filter (where ${latest.deviation} < -${latest.minus} or ${latest.deviation} > ${latest.plus}))::int`,
    })
    .from(latest)
    .groupBy(latest.sessionId);
}

/** The path of a photo's version: its own row once the file has versions, else the file's. */
const photoPath = sql<string | null>`coalesce(${productFileVersions.path}, ${productItems.path})`;

/**
 * The sessions' photos in order, each at its version: the stored upload's path and derivative
 * status, and its open pins (first comments of a thread, pinned, not resolved, on that version).
 */
export function photosOf(executor: Executor, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      sessionId: fitPhotos.sessionId,
      fileId: fitPhotos.fileId,
      version: fitPhotos.version,
      name: productItems.name,
      ext: sql<string>`coalesce(${productFileVersions.ext}, ${productItems.ext})`,
      path: photoPath,
      status: mediaFiles.status,
      pins: sql<number>`(select count(*)::int from ${productComments} where ${productComments.fileId} = ${fitPhotos.fileId} and ${productComments.version} = ${fitPhotos.version} and ${productComments.parentId} is null and ${productComments.x} is not null and ${productComments.resolvedAt} is null)`,
    })
    .from(fitPhotos)
    .innerJoin(productItems, eq(productItems.id, fitPhotos.fileId))
    .leftJoin(
      productFileVersions,
      and(
        eq(productFileVersions.itemId, fitPhotos.fileId),
        eq(productFileVersions.number, fitPhotos.version),
      ),
    )
    .leftJoin(mediaFiles, eq(mediaFiles.path, photoPath))
    .where(inArray(fitPhotos.sessionId, [...sessionIds]))
    .orderBy(asc(fitPhotos.position));
}

export type PhotoRow = Awaited<ReturnType<typeof photosOf>>[number];

/** The product's files among `ids` (folders left out), with their extension and newest version. */
export function filesOf(executor: Executor, productId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: productItems.id,
      ext: productItems.ext,
      version: sql<number>`coalesce(max(${productFileVersions.number}), 1)::int`,
    })
    .from(productItems)
    .leftJoin(productFileVersions, eq(productFileVersions.itemId, productItems.id))
    .where(
      and(
        eq(productItems.productId, productId),
        eq(productItems.kind, 'file'),
        inArray(productItems.id, [...ids]),
      ),
    )
    .groupBy(productItems.id);
}

/** The session's photos as they are linked now: file → version. */
export async function linkedVersions(executor: Executor, sessionId: string) {
  const rows = await executor
    .select({ fileId: fitPhotos.fileId, version: fitPhotos.version })
    .from(fitPhotos)
    .where(eq(fitPhotos.sessionId, sessionId));
  return new Map(rows.map((row) => [row.fileId, row.version]));
}

/**
 * Adds photos after the session's own, in order (a supplier's photos of its sample, issue 47 §3);
 * answers how many the session had before.
 */
export async function appendPhotos(
  executor: Executor,
  sessionId: string,
  photos: { fileId: string; version: number }[],
  userId: string,
) {
  const [had] = await executor
    .select({ count: count(), last: sql<number>`coalesce(max(${fitPhotos.position}), -1)::int` })
    .from(fitPhotos)
    .where(eq(fitPhotos.sessionId, sessionId));
  if (photos.length > 0)
    await executor.insert(fitPhotos).values(
      photos.map((photo, index) => ({
        sessionId,
        fileId: photo.fileId,
        version: photo.version,
        position: had!.last + 1 + index,
        createdBy: userId,
      })),
    );
  return had!.count;
}

/** The session's photos become exactly `photos`, in their order. */
export async function replacePhotos(
  executor: Executor,
  sessionId: string,
  photos: { fileId: string; version: number }[],
  userId: string,
) {
  await executor.delete(fitPhotos).where(eq(fitPhotos.sessionId, sessionId));
  if (photos.length === 0) return;
  await executor.insert(fitPhotos).values(
    photos.map((photo, position) => ({
      sessionId,
      fileId: photo.fileId,
      version: photo.version,
      position,
      createdBy: userId,
    })),
  );
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

/**
 * Renames rounds on the team's fit sessions and sample requests (issue 47 §3), one statement each
 * (two rounds may swap names).
 */
export async function renameSessionRounds(
  executor: Executor,
  teamId: string,
  renames: readonly { from: string; to: string }[],
) {
  if (renames.length === 0) return;
  const cases: SQL[] = renames.map(({ from, to }) => sql`when ${from}::text then ${to}::text`);
  const from = renames.map((rename) => rename.from);
  for (const table of [fitSessions, sampleRequests])
    await executor
      .update(table)
      .set({ round: sql`case ${table.round} ${sql.join(cases, sql` `)} end` })
      .where(and(eq(table.teamId, teamId), inArray(table.round, from)));
}
