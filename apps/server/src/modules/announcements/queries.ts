/** Drizzle queries of announcements; the list is scoped by the policy's visibility fragment. */
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { announcementDismissals, announcements, users } from '../../db/schema/index.ts';
import { isVisibleTeam } from '../policy/visibility.ts';

export type AnnouncementValues = Omit<typeof announcements.$inferInsert, 'id' | 'createdAt'>;

/** Announcements with their author's name and whether the user dismissed them. */
function cards(executor: Executor, userId: string) {
  return executor
    .select({
      announcement: announcements,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      dismissed: sql<boolean>`(${announcementDismissals.userId} is not null)`,
    })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.authorId))
    .leftJoin(
      announcementDismissals,
      and(
        eq(announcementDismissals.announcementId, announcements.id),
        eq(announcementDismissals.userId, userId),
      ),
    )
    .$dynamic();
}

export type AnnouncementCardRow = Awaited<ReturnType<ReturnType<typeof cards>['execute']>>[number];

/** One announcement's card, whatever the user may see (the service authorizes the read). */
export async function announcementCard(executor: Executor, userId: string, id: string) {
  const [row] = await cards(executor, userId).where(eq(announcements.id, id));
  return row;
}

/** The team's announcements that have not expired, pinned first, then newest. */
export function liveAnnouncements(executor: Executor, userId: string, teamId: string, max: number) {
  return cards(executor, userId)
    .where(
      and(
        eq(announcements.teamId, teamId),
        isVisibleTeam(announcements.teamId, userId),
        or(isNull(announcements.expiresAt), gt(announcements.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(desc(announcements.pinned), desc(announcements.createdAt), desc(announcements.id))
    .limit(max);
}

export async function findAnnouncement(executor: Executor, id: string) {
  const [row] = await executor.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

/** Locks the announcement for the rest of the transaction. */
export async function lockAnnouncement(executor: Executor, id: string) {
  const [row] = await executor
    .select()
    .from(announcements)
    .where(eq(announcements.id, id))
    .for('update');
  return row;
}

export async function insertAnnouncement(executor: Executor, values: AnnouncementValues) {
  const [row] = await executor.insert(announcements).values(values).returning();
  return row!;
}

export async function updateAnnouncement(
  executor: Executor,
  id: string,
  values: Partial<AnnouncementValues>,
) {
  const [row] = await executor
    .update(announcements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(announcements.id, id))
    .returning();
  return row!;
}

export async function deleteAnnouncement(executor: Executor, id: string) {
  await executor.delete(announcements).where(eq(announcements.id, id));
}

/** Records that the user dismissed it; dismissing twice changes nothing. */
export async function insertDismissal(executor: Executor, announcementId: string, userId: string) {
  await executor
    .insert(announcementDismissals)
    .values({ announcementId, userId })
    .onConflictDoNothing();
}
