/** Drizzle queries of a file's versions (product_file_versions, issue 36 sample rounds). */
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  mediaFiles,
  productFileVersions,
  productItems,
  users,
  type ProductItemRow,
} from '../../db/schema/index.ts';
import { holdsUploads } from '../../platform/media/upload-holders.ts';

/** An older version keeps its upload after the file moved on to a newer one. */
holdsUploads(productFileVersions.path);

/** A file's versions, oldest first, with their uploads' status and who uploaded them. */
export function versionsOf(executor: Executor, itemId: string) {
  return executor
    .select({
      version: productFileVersions,
      status: mediaFiles.status,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(productFileVersions)
    .innerJoin(mediaFiles, eq(mediaFiles.path, productFileVersions.path))
    .leftJoin(users, eq(users.id, productFileVersions.createdBy))
    .where(eq(productFileVersions.itemId, itemId))
    .orderBy(asc(productFileVersions.number));
}

export type VersionRow = Awaited<ReturnType<typeof versionsOf>>[number];

/** A file that has never had a second version, read as its version 1. */
export async function fileAsFirstVersion(
  executor: Executor,
  itemId: string,
  label: string,
): Promise<VersionRow | undefined> {
  const [row] = await executor
    .select({
      item: productItems,
      status: mediaFiles.status,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(productItems)
    .innerJoin(mediaFiles, eq(mediaFiles.path, productItems.path))
    .leftJoin(users, eq(users.id, productItems.createdBy))
    .where(eq(productItems.id, itemId));
  if (!row) return undefined;
  const { item, ...rest } = row;
  return { ...rest, version: asFirstVersion(item, label) };
}

const asFirstVersion = (item: ProductItemRow, label: string) => ({
  id: item.id,
  itemId: item.id,
  number: 1,
  label,
  name: item.name,
  path: item.path!,
  ext: item.ext,
  size: item.size,
  createdBy: item.createdBy,
  createdAt: item.createdAt,
});

/** The highest version number a file has (0 while it has no version rows). */
export async function lastVersionNumber(executor: Executor, itemId: string) {
  const [row] = await executor
    .select({ number: sql<number>`coalesce(max(${productFileVersions.number}), 0)::int` })
    .from(productFileVersions)
    .where(eq(productFileVersions.itemId, itemId));
  return row?.number ?? 0;
}

/** The file as first uploaded becomes version 1, under the file's own id. */
export async function keepFirstVersion(executor: Executor, item: ProductItemRow, label: string) {
  await executor.insert(productFileVersions).values(asFirstVersion(item, label));
}

export async function insertVersion(
  executor: Executor,
  values: typeof productFileVersions.$inferInsert,
) {
  const [row] = await executor.insert(productFileVersions).values(values).returning();
  return row!;
}

/** The file now shows the new version's upload. */
export async function pointFileAt(
  executor: Executor,
  itemId: string,
  upload: { path: string; ext: string; size: number },
) {
  await executor.update(productItems).set(upload).where(eq(productItems.id, itemId));
}
