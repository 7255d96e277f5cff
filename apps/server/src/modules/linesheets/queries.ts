/** Drizzle queries of line sheets and their live links. */
import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  categories,
  fabrics,
  lineSheetLinks,
  lineSheets,
  seasons,
  tags,
  teams,
  users,
  userSettings,
  type LineSheetRow,
} from '../../db/schema/index.ts';

export async function insertLineSheet(
  executor: Executor,
  values: typeof lineSheets.$inferInsert,
): Promise<LineSheetRow> {
  const [row] = await executor.insert(lineSheets).values(values).returning();
  return row!;
}

export async function findLineSheet(executor: Executor, id: string) {
  const [row] = await executor.select().from(lineSheets).where(eq(lineSheets.id, id));
  return row;
}

export async function updateLineSheet(
  executor: Executor,
  id: string,
  values: Partial<typeof lineSheets.$inferInsert>,
) {
  await executor.update(lineSheets).set(values).where(eq(lineSheets.id, id));
}

/**
 * Locks the member's row until the transaction ends: two sheets asked for at once are counted
 * one after the other against the member's limit.
 */
export async function lockMaker(executor: Executor, userId: string) {
  await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * The member's sheets queued or being made, in any team, asked for since `since` (a sheet whose
 * job died without a word stops counting then).
 */
export async function countMaking(executor: Executor, userId: string, since: Date) {
  const [row] = await executor
    .select({ total: count() })
    .from(lineSheets)
    .where(
      and(
        eq(lineSheets.createdBy, userId),
        inArray(lineSheets.status, ['queued', 'rendering']),
        gt(lineSheets.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}

/** The sheets a member asked for in a team, newest first. */
export function myLineSheets(executor: Executor, userId: string, teamId: string, limit: number) {
  return executor
    .select()
    .from(lineSheets)
    .where(and(eq(lineSheets.createdBy, userId), eq(lineSheets.teamId, teamId)))
    .orderBy(desc(lineSheets.createdAt), desc(lineSheets.id))
    .limit(limit);
}

/** The team's name and its owner's company logo: what a sheet's cover shows. */
export async function teamCover(executor: Executor, teamId: string) {
  const [row] = await executor
    .select({ name: teams.name, logo: userSettings.companyLogo })
    .from(teams)
    .leftJoin(userSettings, eq(userSettings.userId, teams.createdBy))
    .where(eq(teams.id, teamId));
  return row;
}

export async function insertLink(executor: Executor, values: typeof lineSheetLinks.$inferInsert) {
  const [row] = await executor.insert(lineSheetLinks).values(values).returning();
  return row!;
}

/** A team's live links that have not expired, newest first. */
export function teamLinks(executor: Executor, teamId: string) {
  return executor
    .select()
    .from(lineSheetLinks)
    .where(and(eq(lineSheetLinks.teamId, teamId), sql`${lineSheetLinks.expiresAt} > now()`))
    .orderBy(desc(lineSheetLinks.createdAt), desc(lineSheetLinks.id));
}

export async function findLink(executor: Executor, id: string) {
  const [row] = await executor.select().from(lineSheetLinks).where(eq(lineSheetLinks.id, id));
  return row;
}

export async function deleteLink(executor: Executor, id: string) {
  await executor.delete(lineSheetLinks).where(eq(lineSheetLinks.id, id));
}

/** Removes up to `limit` sheets asked for before `cutoff`; answers their stored files' keys. */
export async function deleteLineSheetsBefore(executor: Executor, cutoff: Date, limit: number) {
  const expired = executor
    .select({ id: lineSheets.id })
    .from(lineSheets)
    .where(lt(lineSheets.createdAt, cutoff))
    .limit(limit);
  const rows = await executor
    .delete(lineSheets)
    .where(inArray(lineSheets.id, expired))
    .returning({ fileKey: lineSheets.fileKey });
  return rows;
}

const ENTRIES = { season: seasons, category: categories, tag: tags, fabric: fabrics } as const;

/** What a sheet may be filtered by that names an entry of the team's lists. */
export type SheetEntryKind = keyof typeof ENTRIES;
export const SHEET_ENTRY_KINDS = Object.keys(ENTRIES) as SheetEntryKind[];

/** The name of one of the team's seasons, categories, tags or fabrics (none of another team's). */
export async function entryName(
  executor: Executor,
  kind: SheetEntryKind,
  id: string,
  teamId: string,
) {
  const table = ENTRIES[kind];
  const [entry] = await executor
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.id, id), eq(table.teamId, teamId)));
  return entry?.name;
}

/** Where a sheet's maker is written to when it is ready. */
export async function makerEmail(executor: Executor, userId: string) {
  const [maker] = await executor
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return maker?.email;
}
