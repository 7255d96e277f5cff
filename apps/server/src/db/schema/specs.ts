/**
 * Products' spec sheets (issue 45). `product_specs` is a sheet's head (unit, sizes, base size,
 * current revision), `product_spec_rows` its current rows as entered (base, grade rule,
 * overrides, tolerance; centimetres as exact decimals), and `product_spec_revisions` every saved
 * revision as an immutable snapshot of the computed sheet.
 */
import type { MeasureUnit } from '@atelier/domain';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { centimetresColumn, poms } from './poms.ts';
import { products } from './products.ts';
import { teamRef } from './teams.ts';
import { users } from './users.ts';

export const productSpecs = pgTable(
  'product_specs',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    unit: text('unit').$type<MeasureUnit>().notNull(),
    sizes: text('sizes').array().notNull(),
    baseSize: text('base_size').notNull(),
    revision: integer('revision').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('product_specs_team_idx').on(table.teamId),
    index('product_specs_updated_by_idx').on(table.updatedBy),
  ],
);

export type ProductSpecRow = typeof productSpecs.$inferSelect;

/**
 * Centimetres as decimal texts ('61.9125'): one increment for every step, or one per step. An
 * object, not a bare JSON string: a top-level string in jsonb comes back as a number.
 */
export type StoredGradeRule = { every: string } | { steps: string[] } | null;

export const productSpecRows = pgTable(
  'product_spec_rows',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => productSpecs.productId, { onDelete: 'cascade' }),
    /**
     * The service refuses to delete a point of measure a sheet uses (pomInUse); the cascade is for
     * deleting a team, which removes its library and its products' sheets in one statement.
     */
    pomId: uuid('pom_id')
      .notNull()
      .references(() => poms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    base: centimetresColumn('base'),
    gradeRule: jsonb('grade_rule').$type<StoredGradeRule>(),
    /** Explicit values by size, centimetres as decimal texts. */
    overrides: jsonb('overrides').$type<Record<string, string>>().notNull().default({}),
    toleranceMinus: centimetresColumn('tolerance_minus').notNull(),
    tolerancePlus: centimetresColumn('tolerance_plus').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.pomId] }),
    index('product_spec_rows_pom_idx').on(table.pomId),
  ],
);

export type ProductSpecRowRow = typeof productSpecRows.$inferSelect;

/** A row of a saved revision: what it showed, centimetres as decimal texts. */
export interface SpecSnapshotRow {
  pomId: string;
  code: string;
  name: string;
  tolerance: { minus: string; plus: string };
  base: string | null;
  gradeRule: StoredGradeRule;
  overridden: string[];
  values: Record<string, string>;
}

export interface SpecSnapshot {
  unit: MeasureUnit;
  sizes: string[];
  baseSize: string;
  rows: SpecSnapshotRow[];
}

/** Written once per save and never changed. */
export const productSpecRevisions = pgTable(
  'product_spec_revisions',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    snapshot: jsonb('snapshot').$type<SpecSnapshot>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.revision] }),
    index('product_spec_revisions_created_by_idx').on(table.createdBy),
  ],
);

export type ProductSpecRevisionRow = typeof productSpecRevisions.$inferSelect;
