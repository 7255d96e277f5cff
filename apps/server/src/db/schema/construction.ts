/**
 * Products' construction details (issue 46 §4). `construction_callouts` are numbered callouts
 * pinned on the product's images — a kind of their own, not comments — each at (x, y) as fractions
 * of its image's width and height, with its text; `product_construction` holds the free notes with
 * the revision a save must name (and, written first by every change, serializes them per product).
 */
import {
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { productItems, products } from './products.ts';
import { teamRef } from './teams.ts';
import { users } from './users.ts';

export const constructionCallouts = pgTable(
  'construction_callouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** An image of the same product (the service checks it); deleting the image deletes it. */
    fileId: uuid('file_id')
      .notNull()
      .references(() => productItems.id, { onDelete: 'cascade' }),
    /**
     * 1, 2, 3… per product. Every write numbers the whole list again without gaps; an image deleted
     * with its callouts may leave one until then, so reads number by this order, not this value.
     */
    number: integer('number').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    text: text('text').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('construction_callouts_product_number_idx').on(table.productId, table.number),
    index('construction_callouts_file_idx').on(table.fileId),
    index('construction_callouts_created_by_idx').on(table.createdBy),
  ],
);

export type ConstructionCalloutRow = typeof constructionCallouts.$inferSelect;

export const productConstruction = pgTable(
  'product_construction',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    notes: text('notes').notNull().default(''),
    /** The notes' revision: 0 until they are first saved, one more at each save. */
    revision: integer('revision').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_construction_team_idx').on(table.teamId),
    index('product_construction_updated_by_idx').on(table.updatedBy),
  ],
);

export type ProductConstructionRow = typeof productConstruction.$inferSelect;
