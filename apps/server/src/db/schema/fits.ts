/**
 * Fit sessions (issue 45 §6). `sample_rounds` is a team's rounds in its order (issue 45 §5),
 * written the first time the team's rounds are read. `fit_sessions` is a sample of one round in
 * one size, measured against its product's spec sheet; `fit_entries` every measurement recorded for it, never
 * changed: a correction is a new entry, and the session reads the latest per point of measure.
 * Each entry keeps the spec's value and tolerance it was measured against (and the point's code
 * and name), so a deviation reads the same after the spec or the library moved on.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { centimetresColumn, poms } from './poms.ts';
import { productItems, products } from './products.ts';
import { teamRef } from './teams.ts';
import { users } from './users.ts';

/** A team's sample rounds; a name is unique in the team in any case. */
export const sampleRounds = pgTable(
  'sample_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    name: text('name').notNull(),
    /** 0 for the first round. */
    position: integer('position').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('sample_rounds_team_name_key').on(table.teamId, sql`lower(${table.name})`),
    index('sample_rounds_team_position_idx').on(table.teamId, table.position),
  ],
);

export type SampleRoundRow = typeof sampleRounds.$inferSelect;

export const fitSessions = pgTable(
  'fit_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    /**
     * The name of one of the team's sample rounds, as text (renaming the round renames it here;
     * a round sessions are of is not removed).
     */
    round: text('round').notNull(),
    sampleSize: text('sample_size').notNull(),
    arrivedAt: date('arrived_at'),
    /** The spec sheet's revision when the session was opened. */
    specRevision: integer('spec_revision').notNull(),
    appliedRevision: integer('applied_revision'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    appliedBy: uuid('applied_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('fit_sessions_product_idx').on(table.productId, table.createdAt.desc()),
    index('fit_sessions_team_idx').on(table.teamId),
    index('fit_sessions_applied_by_idx').on(table.appliedBy),
    index('fit_sessions_created_by_idx').on(table.createdBy),
  ],
);

export type FitSessionRow = typeof fitSessions.$inferSelect;

/** Written once per change of a point's measurements, never updated. */
export const fitEntries = pgTable(
  'fit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the latest entry of a point is the one with the highest. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => fitSessions.id, { onDelete: 'cascade' }),
    /** Null once the point of measure is deleted; its code and name stay below. */
    pomId: uuid('pom_id').references(() => poms.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    supplier: centimetresColumn('supplier'),
    own: centimetresColumn('own'),
    revised: centimetresColumn('revised'),
    comment: text('comment'),
    /** The spec's value for the sample size when measured (null: the sheet had none). */
    spec: centimetresColumn('spec'),
    toleranceMinus: centimetresColumn('tolerance_minus').notNull(),
    tolerancePlus: centimetresColumn('tolerance_plus').notNull(),
    specRevision: integer('spec_revision').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fit_entries_session_idx').on(table.sessionId, table.seq),
    index('fit_entries_pom_idx').on(table.pomId),
    index('fit_entries_created_by_idx').on(table.createdBy),
  ],
);

export type FitEntryRow = typeof fitEntries.$inferSelect;

/**
 * A session's fit photos (issue 45 §5): images of the product, in the session's order, each as
 * the version (sample round) it was when linked, so the photo of Fit 1 stays Fit 1's after a
 * newer round is uploaded. Deleting the file takes it off every session.
 */
export const fitPhotos = pgTable(
  'fit_photos',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => fitSessions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => productItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    position: integer('position').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.fileId] }),
    index('fit_photos_file_idx').on(table.fileId),
    index('fit_photos_created_by_idx').on(table.createdBy),
  ],
);

export type FitPhotoRow = typeof fitPhotos.$inferSelect;
