/**
 * A team's measurement library (issue 45): points of measure in the team's order, size ranges,
 * and the mark that its starter library was seeded once. Tolerances are centimetres as exact
 * decimals (numeric, four places: every eighth of an inch is exact).
 */
import {
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { productItems, products } from './products.ts';
import { teamRef, teams } from './teams.ts';
import { users } from './users.ts';

/** Centimetres with four places: a tolerance or a measurement, read back as exact text. */
export const centimetresColumn = (name: string) => numeric(name, { precision: 10, scale: 4 });

export const poms = pgTable(
  'poms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    /** Upper case; unique in the team. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    howToMeasure: text('how_to_measure').notNull().default(''),
    category: text('category'),
    toleranceMinus: centimetresColumn('tolerance_minus').notNull(),
    tolerancePlus: centimetresColumn('tolerance_plus').notNull(),
    position: integer('position').notNull(),
    /** The product file showing where to measure; it goes when the file (or product) does. */
    diagramProductId: uuid('diagram_product_id').references(() => products.id, {
      onDelete: 'set null',
    }),
    diagramFileId: uuid('diagram_file_id').references(() => productItems.id, {
      onDelete: 'set null',
    }),
    /** Whether it came with the starter library. */
    starter: boolean('starter').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('poms_team_code_idx').on(table.teamId, table.code),
    index('poms_team_position_idx').on(table.teamId, table.position),
    index('poms_created_by_idx').on(table.createdBy),
    index('poms_diagram_product_idx').on(table.diagramProductId),
    index('poms_diagram_file_idx').on(table.diagramFileId),
  ],
);

export type PomRow = typeof poms.$inferSelect;

export const sizeRanges = pgTable(
  'size_ranges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    name: text('name').notNull(),
    sizes: text('sizes').array().notNull(),
    baseSize: text('base_size').notNull(),
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('size_ranges_team_name_idx').on(table.teamId, table.name),
    index('size_ranges_team_position_idx').on(table.teamId, table.position),
  ],
);

export type SizeRangeRow = typeof sizeRanges.$inferSelect;

/**
 * A team whose library was seeded with the starter points and ranges: seeded once, so what the
 * team deletes afterwards stays deleted (POST pom/starter puts the points back on request).
 */
export const pomLibraries = pgTable('pom_libraries', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
