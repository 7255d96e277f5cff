/** Drizzle queries of a product's tree of folders and files (product_items). */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import type { Executor } from '../../db/client.ts';
import { mediaFiles, productFileVersions, productItems } from '../../db/schema/index.ts';
import { holdsUploads } from '../../platform/media/upload-holders.ts';

/** A product's file holds its upload (a duplicate's copy too). */
holdsUploads(productItems.path);

/** One item of the product, with its upload's status (files only). */
export async function findItem(executor: Executor, productId: string, itemId: string) {
  const [row] = await executor
    .select({ item: productItems, status: mediaFiles.status })
    .from(productItems)
    .leftJoin(mediaFiles, eq(mediaFiles.path, productItems.path))
    .where(and(eq(productItems.id, itemId), eq(productItems.productId, productId)));
  return row;
}

/** Whether `itemId` is `folderId` or one of the folders above it (a move there makes a loop). */
export async function isSelfOrAncestor(executor: Executor, itemId: string, folderId: string) {
  const found = await rows<{ found: number }>(
    executor,
    sql`
    with recursive above(id, parent_id) as (
      select id, parent_id from ${productItems} where id = ${folderId}
      union all
      select item.id, item.parent_id from ${productItems} item join above on item.id = above.parent_id
    )
    select 1 as found from above where id = ${itemId} limit 1`,
  );
  return found.length > 0;
}

export async function updateItem(
  executor: Executor,
  itemId: string,
  changes: { name?: string; parentId?: string | null },
) {
  const [row] = await executor
    .update(productItems)
    .set(changes)
    .where(eq(productItems.id, itemId))
    .returning();
  return row;
}

/** The stored paths of every file of the product, in any folder, and of their older versions. */
export async function productFilePaths(executor: Executor, productId: string) {
  const [files, versions] = await Promise.all([
    executor
      .select({ path: productItems.path })
      .from(productItems)
      .where(and(eq(productItems.productId, productId), isNotNull(productItems.path))),
    executor
      .select({ path: productFileVersions.path })
      .from(productFileVersions)
      .innerJoin(productItems, eq(productItems.id, productFileVersions.itemId))
      .where(eq(productItems.productId, productId)),
  ]);
  return [...new Set([...files, ...versions].flatMap((file) => (file.path ? [file.path] : [])))];
}

/** Removes the item; a folder's contents go with it through the parent_id cascade. */
export async function deleteItem(executor: Executor, itemId: string) {
  await executor.delete(productItems).where(eq(productItems.id, itemId));
}

export async function findFolder(executor: Executor, productId: string, folderId: string) {
  const [row] = await executor
    .select()
    .from(productItems)
    .where(
      and(
        eq(productItems.id, folderId),
        eq(productItems.productId, productId),
        eq(productItems.kind, 'folder'),
      ),
    );
  return row;
}

/** The whole tree of a product: folders first, then by name; files with their upload's status. */
export function listItems(executor: Executor, productId: string) {
  return executor
    .select({ item: productItems, status: mediaFiles.status })
    .from(productItems)
    .leftJoin(mediaFiles, eq(mediaFiles.path, productItems.path))
    .where(eq(productItems.productId, productId))
    .orderBy(desc(productItems.kind), asc(sql`lower(${productItems.name})`), asc(productItems.id));
}

export type ProductItemListRow = Awaited<ReturnType<typeof listItems>>[number];

export async function insertItems(executor: Executor, rows: (typeof productItems.$inferInsert)[]) {
  return executor.insert(productItems).values(rows).returning();
}

/**
 * Copies a product's tree into another product: new folders, and files that point at the same
 * uploads (removed only once no product holds them). One insert, so a folder's new id is known
 * before its children are written.
 */
export async function copyTree(executor: Executor, fromId: string, toId: string, userId: string) {
  const items = await executor
    .select()
    .from(productItems)
    .where(eq(productItems.productId, fromId));
  if (items.length === 0) return;
  const newIds = new Map(items.map((item) => [item.id, randomUUID()]));
  await executor.insert(productItems).values(
    items.map((item) => ({
      ...item,
      id: newIds.get(item.id)!,
      productId: toId,
      parentId: item.parentId ? newIds.get(item.parentId)! : null,
      createdBy: userId,
      createdAt: new Date(),
    })),
  );
}
