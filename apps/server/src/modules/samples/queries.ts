/**
 * Drizzle queries of sample requests (issue 47 §3). Every list is scoped in its WHERE clause by
 * `isVisibleSample`, so a supplier's person's rows are their own supplier's, in the statement.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  productSuppliers,
  products,
  sampleRequests,
  supplierPeople,
  suppliers,
  techpackRevisions,
  users,
} from '../../db/schema/index.ts';
import type { SampleRequestRow } from '../../db/schema/index.ts';
import { isVisibleSample } from '../policy/visibility.ts';

export type SampleValues = typeof sampleRequests.$inferInsert;

export async function insertSample(executor: Executor, values: SampleValues) {
  const [row] = await executor.insert(sampleRequests).values(values).returning();
  return row!;
}

export async function updateSample(
  executor: Executor,
  id: string,
  values: Partial<Omit<SampleValues, 'id' | 'productId' | 'teamId'>>,
) {
  await executor
    .update(sampleRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sampleRequests.id, id));
}

/** The product's request of this id (locked for an update), or undefined. */
export async function findSample(
  executor: Executor,
  productId: string,
  sampleId: string,
  lock = false,
): Promise<SampleRequestRow | undefined> {
  const query = executor
    .select()
    .from(sampleRequests)
    .where(and(eq(sampleRequests.productId, productId), eq(sampleRequests.id, sampleId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function deleteSample(executor: Executor, id: string) {
  await executor.delete(sampleRequests).where(eq(sampleRequests.id, id));
}

/** Whether the supplier is one of the product's. */
export async function isProductSupplier(executor: Executor, productId: string, supplierId: string) {
  const [row] = await executor
    .select({ supplierId: productSuppliers.supplierId })
    .from(productSuppliers)
    .where(
      and(eq(productSuppliers.productId, productId), eq(productSuppliers.supplierId, supplierId)),
    );
  return Boolean(row);
}

/** A released revision of the product, by id. */
export async function findTechpackRevision(
  executor: Executor,
  productId: string,
  revisionId: string,
) {
  const [row] = await executor
    .select({ id: techpackRevisions.id, revision: techpackRevisions.letter })
    .from(techpackRevisions)
    .where(and(eq(techpackRevisions.productId, productId), eq(techpackRevisions.id, revisionId)));
  return row;
}

/** A request as answered: its product's and supplier's names, the revision's letter, its maker. */
function selectSamples(executor: Executor) {
  return executor
    .select({
      sample: sampleRequests,
      productName: products.name,
      supplierName: suppliers.name,
      techpackRevision: techpackRevisions.letter,
      creator: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      late: sql<boolean>`(${sampleRequests.status} <> 'received'
        and ${sampleRequests.neededBy} < (now() at time zone 'utc')::date)`,
    })
    .from(sampleRequests)
    .innerJoin(products, eq(products.id, sampleRequests.productId))
    .innerJoin(suppliers, eq(suppliers.id, sampleRequests.supplierId))
    .leftJoin(techpackRevisions, eq(techpackRevisions.id, sampleRequests.techpackRevisionId))
    .leftJoin(users, eq(users.id, sampleRequests.createdBy));
}
export type SampleListRow = Awaited<ReturnType<typeof samplesWhere>>[number];

function samplesWhere(executor: Executor, where: SQL | undefined, order: SQL[]) {
  return selectSamples(executor)
    .where(where)
    .orderBy(...order);
}

const visibleTo = (userId: string) =>
  isVisibleSample(
    {
      productId: sampleRequests.productId,
      teamId: sampleRequests.teamId,
      supplierId: sampleRequests.supplierId,
    },
    userId,
  );

/** The product's requests the user reads, newest first. */
export function samplesOfProduct(executor: Executor, productId: string, userId: string) {
  return samplesWhere(executor, and(eq(sampleRequests.productId, productId), visibleTo(userId)), [
    desc(sampleRequests.createdAt),
    desc(sampleRequests.id),
  ]);
}

/** One request as answered, when the user reads it. */
export async function sampleRowOf(executor: Executor, sampleId: string, userId: string) {
  const [row] = await samplesWhere(
    executor,
    and(eq(sampleRequests.id, sampleId), visibleTo(userId)),
    [],
  );
  return row;
}

/**
 * The team's open requests (not received) the user reads: by supplier, then by status, the day
 * needed and the product — the board.
 */
export function openSamplesOfTeam(executor: Executor, teamId: string, userId: string) {
  return samplesWhere(
    executor,
    and(
      eq(sampleRequests.teamId, teamId),
      ne(sampleRequests.status, 'received'),
      visibleTo(userId),
    ),
    [
      asc(sql`lower(${suppliers.name})`),
      asc(suppliers.id),
      asc(
        sql`array_position(array['requested','acknowledged','shipped']::text[], ${sampleRequests.status})`,
      ),
      asc(sampleRequests.neededBy),
      asc(products.name),
      asc(sampleRequests.id),
    ],
  );
}

export async function supplierNameOf(executor: Executor, supplierId: string) {
  const [row] = await executor
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return row?.name ?? '';
}

/** The active people of one supplier: who hears of its requests. */
export async function peopleOfSupplier(executor: Executor, supplierId: string) {
  const found = await executor
    .select({ userId: supplierPeople.userId })
    .from(supplierPeople)
    .where(and(eq(supplierPeople.supplierId, supplierId), eq(supplierPeople.status, 'active')));
  return found.map((row) => row.userId);
}

/**
 * The request a late notice is about, locked, when it is still late and nobody was told: not
 * received, its day passed (in UTC), not told before.
 */
export async function lockLateSample(executor: Executor, sampleId: string) {
  const [row] = await selectSamples(executor)
    .where(
      and(
        eq(sampleRequests.id, sampleId),
        ne(sampleRequests.status, 'received'),
        sql`${sampleRequests.neededBy} < (now() at time zone 'utc')::date`,
        sql`${sampleRequests.lateNotifiedAt} is null`,
      ),
    )
    .for('update', { of: sampleRequests });
  return row;
}
