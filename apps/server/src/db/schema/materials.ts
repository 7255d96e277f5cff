/**
 * The team's materials library beyond fabrics (issue 46 §1): trims, labels, packaging, thread and
 * other components, each with its supplier, unit and price. Fabrics keep their own catalogue
 * (catalogues.ts). A price is an exact decimal (numeric(16, 4)) with its ISO currency.
 */
import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CurrencyCode, MaterialKind, MaterialUnit } from '@atelier/domain';
import { timestamps } from './columns.ts';
import { mediaFiles } from './media.ts';
import { teamRef } from './teams.ts';
import { users } from './users.ts';

export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    kind: text('kind').$type<MaterialKind>().notNull(),
    name: text('name').notNull(),
    /** The team's or the supplier's article code. */
    code: text('code').notNull().default(''),
    supplier: text('supplier').notNull().default(''),
    /** Composition or description ("100% recycled polyester, 15 mm"). */
    description: text('description').notNull().default(''),
    unit: text('unit').$type<MaterialUnit>().notNull(),
    /** Price per unit, read back as exact text ('0.0875'); null when not known. */
    unitPrice: numeric('unit_price', { precision: 16, scale: 4 }),
    currency: text('currency').$type<CurrencyCode>(),
    /** Its picture; the upload's row going (it never should first) clears it. */
    imagePath: text('image_path').references(() => mediaFiles.path, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    // Names are unique in the team whatever their kind, ignoring case.
    uniqueIndex('materials_team_name_key').on(table.teamId, sql`lower(${table.name})`),
    // The library as pickers read it: a team's materials of a kind, by name.
    index('materials_team_kind_name_idx').on(table.teamId, table.kind, sql`lower(${table.name})`),
    index('materials_image_path_idx').on(table.imagePath),
    index('materials_created_by_idx').on(table.createdBy),
  ],
);

export type MaterialRow = typeof materials.$inferSelect;
