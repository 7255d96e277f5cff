/** The only place supplier responses are shaped. */
import { displayName } from '@atelier/domain';
import type { Supplier, SupplierRef } from '@atelier/domain';
import type { SupplierListRow } from './queries.ts';

export function presentSupplier(row: SupplierListRow): Supplier {
  return {
    _id: row.id,
    name: row.name,
    people: row.people.map((person) => ({
      _id: person.id,
      name: displayName(person),
      email: person.email,
      status: person.status,
    })),
    invited: row.invited,
    productCount: Number(row.product_count),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export const presentSupplierRef = (row: { id: string; name: string }): SupplierRef => ({
  _id: row.id,
  name: row.name,
});
