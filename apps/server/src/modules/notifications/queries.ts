import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NotificationSettingItem } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { notifications, notificationSettings, users } from '../../db/schema/index.ts';

export async function insertNotifications(
  executor: Executor,
  values: (typeof notifications.$inferInsert)[],
) {
  if (values.length === 0) return [];
  return executor.insert(notifications).values(values).returning();
}

const actorColumns = {
  id: users.id,
  firstName: users.firstName,
  profilePicture: users.profilePicture,
};

/** A page of the user's notifications, newest first, with who caused each. */
export function listNotifications(executor: Executor, userId: string, page: number, limit: number) {
  return executor
    .select({ notification: notifications, actor: actorColumns })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

export async function countNotifications(executor: Executor, userId: string) {
  const [row] = await executor
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function markAllRead(executor: Executor, userId: string) {
  const updated = await executor
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** What delivery needs of each notification: the row, its actor, the target's address and settings. */
export function loadForDelivery(executor: Executor, ids: string[]) {
  const target = alias(users, 'target');
  return executor
    .select({
      notification: notifications,
      actor: actorColumns,
      target: { email: target.email, firstName: target.firstName },
      settings: notificationSettings.items,
    })
    .from(notifications)
    .innerJoin(target, eq(target.id, notifications.userId))
    .leftJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
    .where(inArray(notifications.id, ids));
}

export async function findSettings(executor: Executor, userId: string) {
  const [row] = await executor
    .select({ items: notificationSettings.items })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.items;
}

/** Where a user's e-mail goes, with their notification settings. */
export async function findRecipient(executor: Executor, userId: string) {
  const [row] = await executor
    .select({
      email: users.email,
      firstName: users.firstName,
      status: users.status,
      items: notificationSettings.items,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function saveSettings(
  executor: Executor,
  userId: string,
  items: NotificationSettingItem[],
) {
  await executor
    .insert(notificationSettings)
    .values({ userId, items })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { items, updatedAt: new Date() },
    });
}
