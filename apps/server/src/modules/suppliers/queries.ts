/** Drizzle queries of suppliers: the companies, their people and the products assigned to them. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rows } from '../../db/client.ts';
import { productSuppliers, suppliers } from '../../db/schema/index.ts';

export async function findSupplierNamed(executor: Executor, teamId: string, name: string) {
  const [row] = await executor
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.teamId, teamId), sql`lower(${suppliers.name}) = lower(${name})`));
  return row;
}

export async function insertSupplier(
  executor: Executor,
  values: { teamId: string; name: string; createdBy: string },
) {
  const [row] = await executor
    .insert(suppliers)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: suppliers.id });
  return row;
}

export interface SupplierListRow {
  id: string;
  name: string;
  created_at: Date | string;
  people: { id: string; firstName: string; lastName: string; email: string; status: string }[];
  invited: string[];
  product_count: number | string;
}

/**
 * The team's suppliers by name, each with its people, its open invitations and how many products
 * it makes: one statement, each list aggregated beside its supplier.
 */
export function listSuppliers(executor: Executor, teamId: string) {
  return rows<SupplierListRow>(
    executor,
    sql`select s.id, s.name, s.created_at,
      coalesce((select json_agg(json_build_object('id', u.id, 'firstName', u.first_name,
          'lastName', u.last_name, 'email', u.email, 'status', sp.status)
          order by u.first_name, u.last_name, u.id)
        from supplier_people sp join users u on u.id = sp.user_id
        where sp.supplier_id = s.id), '[]'::json) as people,
      coalesce((select json_agg(i.email order by i.email) from team_invites i
        where i.supplier_id = s.id and i.accepted_at is null and i.expires_at > now()),
        '[]'::json) as invited,
      (select count(*) from product_suppliers ps where ps.supplier_id = s.id) as product_count
      from suppliers s where s.team_id = ${teamId}
      order by lower(s.name), s.id`,
  );
}

/** Of these ids, the team's suppliers, by name. */
export function suppliersOfTeam(executor: Executor, teamId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.teamId, teamId), inArray(suppliers.id, [...ids])));
}

/** The suppliers a product is assigned to, by name; of one supplier only when given. */
export function productSuppliersOf(executor: Executor, productId: string, onlyId?: string) {
  return executor
    .select({ id: suppliers.id, name: suppliers.name })
    .from(productSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, productSuppliers.supplierId))
    .where(
      and(
        eq(productSuppliers.productId, productId),
        onlyId ? eq(productSuppliers.supplierId, onlyId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id));
}

/** Assigns the product to exactly these suppliers of its team. */
export async function replaceProductSuppliers(
  executor: Executor,
  product: { id: string; teamId: string },
  supplierIds: readonly string[],
) {
  await executor.delete(productSuppliers).where(eq(productSuppliers.productId, product.id));
  if (supplierIds.length === 0) return;
  await executor.insert(productSuppliers).values(
    supplierIds.map((supplierId) => ({
      productId: product.id,
      supplierId,
      teamId: product.teamId,
    })),
  );
}
