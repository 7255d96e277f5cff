/**
 * Products' bills of materials (issue 46 §2). `product_boms` is a bill's head (its revision, who
 * saved it last); `product_bom_colourways` and `product_bom_lines` its colourways and lines in
 * order. Ids are the client's (a new line is named before it is saved), unique within a product.
 */
import type { BomLineKind, CurrencyCode, MaterialUnit } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { decimalColumn, timestamps } from './columns.ts';
import { products } from './products.ts';
import { teamRef } from './teams.ts';
import { users } from './users.ts';

export const productBoms = pgTable(
  'product_boms',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    revision: integer('revision').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('product_boms_team_idx').on(table.teamId),
    index('product_boms_updated_by_idx').on(table.updatedBy),
  ],
);
export type ProductBomRow = typeof productBoms.$inferSelect;

export const productBomColourways = pgTable(
  'product_bom_colourways',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => productBoms.productId, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** Colours of the team's library; a deleted colour drops out when the bill is next read. */
    colourIds: uuid('colour_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (table) => [primaryKey({ columns: [table.productId, table.id] })],
);
export type ProductBomColourwayRow = typeof productBomColourways.$inferSelect;

export const productBomLines = pgTable(
  'product_bom_lines',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => productBoms.productId, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').$type<BomLineKind>().notNull(),
    name: text('name').notNull(),
    placement: text('placement').notNull().default(''),
    supplier: text('supplier').notNull().default(''),
    quantity: decimalColumn('quantity').notNull(),
    unit: text('unit').$type<MaterialUnit>().notNull(),
    unitPrice: decimalColumn('unit_price'),
    currency: text('currency').$type<CurrencyCode>(),
    wastePercent: decimalColumn('waste_percent').notNull().default('0'),
    /** By colourway id: a colour id, or null for none. */
    colours: jsonb('colours').$type<Record<string, string | null>>().notNull().default({}),
    notUsedIn: uuid('not_used_in')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (table) => [primaryKey({ columns: [table.productId, table.id] })],
);
export type ProductBomLineRow = typeof productBomLines.$inferSelect;
