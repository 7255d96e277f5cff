/**
 * Drizzle queries of tech pack revisions. Revisions are inserted and read, never updated. The
 * product's row, catalogue names and image files are read here too (read only), scoped to the
 * product the service authorized.
 */
import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  categories,
  mediaFiles,
  productFileVersions,
  productItems,
  products,
  seasons,
  subCategories,
  techpackExports,
  techpackFiles,
  techpackRevisions,
  users,
} from '../../db/schema/index.ts';
import { holdsUploads } from '../../platform/media/upload-holders.ts';

// A released revision keeps the uploads its sketches show (DESIGN §9: the files it showed).
holdsUploads(techpackFiles.path);

export type TechpackRevisionValues = typeof techpackRevisions.$inferInsert;

/**
 * Locks the product's row until the releasing transaction ends, so two releases at once are one
 * after the other (B, then C) instead of both taking B.
 */
export async function lockProductRow(executor: Executor, productId: string) {
  const [row] = await executor
    .select()
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row ?? null;
}

/** The product's newest revision, snapshot included (what a release compares against). */
export async function latestRevision(executor: Executor, productId: string) {
  const [row] = await executor
    .select()
    .from(techpackRevisions)
    .where(eq(techpackRevisions.productId, productId))
    .orderBy(desc(techpackRevisions.seq))
    .limit(1);
  return row ?? null;
}

export async function insertRevision(executor: Executor, values: TechpackRevisionValues) {
  const [row] = await executor.insert(techpackRevisions).values(values).returning();
  return row!;
}

export async function holdFiles(executor: Executor, revisionId: string, paths: readonly string[]) {
  if (paths.length === 0) return;
  await executor
    .insert(techpackFiles)
    .values([...new Set(paths)].map((path) => ({ revisionId, path })))
    .onConflictDoNothing();
}

const summaryColumns = {
  id: techpackRevisions.id,
  productId: techpackRevisions.productId,
  seq: techpackRevisions.seq,
  letter: techpackRevisions.letter,
  summary: techpackRevisions.summary,
  note: techpackRevisions.note,
  releasedAt: techpackRevisions.releasedAt,
  releasedBy: techpackRevisions.releasedBy,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** The product's revisions without their snapshots, newest first, with who released each. */
export function revisionsOf(executor: Executor, productId: string) {
  return executor
    .select(summaryColumns)
    .from(techpackRevisions)
    .leftJoin(users, eq(users.id, techpackRevisions.releasedBy))
    .where(eq(techpackRevisions.productId, productId))
    .orderBy(desc(techpackRevisions.seq));
}

export type RevisionSummaryRow = Awaited<ReturnType<typeof revisionsOf>>[number];

/** Revisions of the product among `ids`, snapshots included; another product's are not found. */
export function revisionsAmong(executor: Executor, productId: string, ids: readonly string[]) {
  return executor
    .select({ ...summaryColumns, snapshot: techpackRevisions.snapshot })
    .from(techpackRevisions)
    .leftJoin(users, eq(users.id, techpackRevisions.releasedBy))
    .where(
      and(eq(techpackRevisions.productId, productId), inArray(techpackRevisions.id, [...ids])),
    );
}

export type RevisionRow = Awaited<ReturnType<typeof revisionsAmong>>[number];

/** The names of the product's season, category and sub-category (of its own team). */
export async function catalogueNamesOf(
  executor: Executor,
  product: {
    teamId: string;
    seasonId: string | null;
    categoryId: string | null;
    subCategoryId: string | null;
  },
) {
  const nameOf = async (
    table: typeof seasons | typeof categories | typeof subCategories,
    id: string | null,
  ) => {
    if (!id) return null;
    const [row] = await executor
      .select({ name: table.name })
      .from(table)
      .where(and(eq(table.id, id), eq(table.teamId, product.teamId)));
    return row?.name ?? null;
  };
  return {
    season: await nameOf(seasons, product.seasonId),
    category: await nameOf(categories, product.categoryId),
    subCategory: await nameOf(subCategories, product.subCategoryId),
  };
}

/**
 * The product's files with the upload each points at now and, when it has versions, the number
 * and label of the version that upload is (the highest). The service keeps the images.
 */
export function filesOf(executor: Executor, productId: string) {
  return executor
    .select({
      id: productItems.id,
      name: productItems.name,
      ext: productItems.ext,
      path: productItems.path,
      size: productItems.size,
      contentType: mediaFiles.contentType,
      bytes: mediaFiles.bytes,
      width: mediaFiles.width,
      height: mediaFiles.height,
      version: productFileVersions.number,
      versionLabel: productFileVersions.label,
    })
    .from(productItems)
    .leftJoin(mediaFiles, eq(mediaFiles.path, productItems.path))
    .leftJoin(
      productFileVersions,
      and(
        eq(productFileVersions.itemId, productItems.id),
        eq(productFileVersions.path, productItems.path),
      ),
    )
    .where(and(eq(productItems.productId, productId), eq(productItems.kind, 'file')))
    .orderBy(productItems.createdAt, sql`lower(${productItems.name})`, productItems.id);
}

export type FileRow = Awaited<ReturnType<typeof filesOf>>[number];

// ---------------------------------------------------------------- the files drawn (issue 46 §6)

export type TechpackExportValues = typeof techpackExports.$inferInsert;

export async function findExport(executor: Executor, key: string) {
  const [row] = await executor.select().from(techpackExports).where(eq(techpackExports.key, key));
  return row ?? null;
}

/** Records a file drawn whole; one drawn twice at once (two instances) is recorded once. */
export async function insertExport(executor: Executor, values: TechpackExportValues) {
  await executor.insert(techpackExports).values(values).onConflictDoNothing();
}

/** Deletes up to `limit` rows of files whose revision is gone; answers their keys. */
export async function deleteOrphanedExports(executor: Executor, limit: number) {
  const orphans = executor
    .select({ key: techpackExports.key })
    .from(techpackExports)
    .where(
      notExists(
        executor
          .select({ id: techpackRevisions.id })
          .from(techpackRevisions)
          .where(eq(techpackRevisions.id, techpackExports.revisionId)),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return executor
    .delete(techpackExports)
    .where(inArray(techpackExports.key, orphans))
    .returning({ key: techpackExports.key });
}
