import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { suppliers, teamRef } from './teams.ts';

/**
 * Which supplier companies make a product (issue 47 §1): their people see it, and nothing else of
 * the team's. The team is kept beside it so a team's scope reads without a join.
 */
export const productSuppliers = pgTable(
  'product_suppliers',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.supplierId] }),
    index('product_suppliers_supplier_idx').on(table.supplierId, table.productId),
    index('product_suppliers_team_idx').on(table.teamId),
  ],
);
