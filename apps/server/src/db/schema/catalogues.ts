import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  foreignKey,
  index,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CurrencyCode } from '@atelier/domain';
import { timestamps } from './columns.ts';
import { mediaFiles } from './media.ts';
import { teamRef } from './teams.ts';
import { users } from './users.ts';

/** What every catalogue entry has: a team (deleting it deletes the entry), a name, who made it. */
const entryColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  teamId: teamRef(),
  name: text('name').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/**
 * Names are unique per team, ignoring case (the unique index also serves team_id lookups and
 * name sorting); lists sort by creation time within a team, then id, straight off an index.
 */
const entryIndexes = (
  name: string,
  table: {
    id: AnyPgColumn;
    teamId: AnyPgColumn;
    name: AnyPgColumn;
    createdAt: AnyPgColumn;
    createdBy: AnyPgColumn;
  },
) => [
  uniqueIndex(`${name}_team_name_key`).on(table.teamId, sql`lower(${table.name})`),
  index(`${name}_team_created_idx`).on(table.teamId, table.createdAt, table.id),
  index(`${name}_created_by_idx`).on(table.createdBy),
];

export const categories = pgTable('categories', entryColumns(), (table) => [
  ...entryIndexes('categories', table),
  // Lets sub_categories point at (id, team_id), so a sub-category is always in its category's team.
  unique('categories_id_team_key').on(table.id, table.teamId),
]);

export const subCategories = pgTable(
  'sub_categories',
  { ...entryColumns(), categoryId: uuid('category_id').notNull() },
  (table) => [
    foreignKey({
      name: 'sub_categories_category_team_fk',
      columns: [table.categoryId, table.teamId],
      foreignColumns: [categories.id, categories.teamId],
    }).onDelete('cascade'),
    // Unique per category, ignoring case; also serves the category_id lookups.
    uniqueIndex('sub_categories_category_name_key').on(table.categoryId, sql`lower(${table.name})`),
    index('sub_categories_team_created_idx').on(table.teamId, table.createdAt, table.id),
    index('sub_categories_created_by_idx').on(table.createdBy),
  ],
);

/** "Manage Material": what a material library needs beside the name. */
export const fabrics = pgTable(
  'fabrics',
  {
    ...entryColumns(),
    composition: text('composition').notNull().default(''),
    weightGsm: numeric('weight_gsm', { precision: 10, scale: 2, mode: 'number' }),
    widthCm: numeric('width_cm', { precision: 10, scale: 2, mode: 'number' }),
    supplier: text('supplier').notNull().default(''),
    pricePerMeter: numeric('price_per_meter', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').$type<CurrencyCode>(),
    notes: text('notes').notNull().default(''),
    swatchPath: text('swatch_path').references(() => mediaFiles.path, { onDelete: 'set null' }),
  },
  (table) => [
    ...entryIndexes('fabrics', table),
    index('fabrics_swatch_path_idx').on(table.swatchPath),
  ],
);

export const seasons = pgTable('seasons', entryColumns(), (table) =>
  entryIndexes('seasons', table),
);

export const tags = pgTable('tags', entryColumns(), (table) => entryIndexes('tags', table));

export type CategoryRow = typeof categories.$inferSelect;
export type SubCategoryRow = typeof subCategories.$inferSelect;
export type FabricRow = typeof fabrics.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
