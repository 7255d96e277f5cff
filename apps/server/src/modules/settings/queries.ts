/** Drizzle queries of the settings module: one row per user, one jsonb column per group. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mediaFiles, userSettings } from '../../db/schema/index.ts';
import type { UserSettingsRow } from '../../db/schema/index.ts';
import { holdsUploads } from '../../platform/media/upload-holders.ts';

/** A company logo holds its upload. */
holdsUploads(userSettings.companyLogo);

/** The user's settings row with its logo's derivative status, locked when `forUpdate`. */
export async function findSettings(executor: Executor, userId: string, forUpdate = false) {
  const query = executor
    .select({ settings: userSettings, logoStatus: mediaFiles.status })
    .from(userSettings)
    .leftJoin(mediaFiles, eq(mediaFiles.path, userSettings.companyLogo))
    .where(eq(userSettings.userId, userId));
  const [row] = await (forUpdate ? query.for('update', { of: userSettings }) : query);
  return row;
}

type Groups = Partial<Pick<UserSettingsRow, 'company' | 'companyLogo' | 'email' | 'general'>>;

/** Writes the given groups, creating the row on first save. */
export async function saveGroups(executor: Executor, userId: string, groups: Groups) {
  await executor
    .insert(userSettings)
    .values({ userId, ...groups })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { ...groups, updatedAt: new Date() },
    });
}

/** An image this user uploaded (a logo must be one of theirs). */
export async function findOwnMedia(executor: Executor, path: string, userId: string) {
  const [row] = await executor
    .select({ path: mediaFiles.path, status: mediaFiles.status })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.path, path), eq(mediaFiles.ownerId, userId)));
  return row;
}
