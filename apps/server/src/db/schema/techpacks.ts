/**
 * Products' tech packs, released as revisions (issue 46 §5). `techpack_revisions` holds each
 * release — A, B, C … by `seq` — with the snapshot a PDF is drawn from; nothing ever updates a
 * row (the module has no UPDATE of this table). `techpack_files` names the uploads a revision's
 * sketches point at, so the orphaned-uploads sweep and a file's deletion keep their bytes for as
 * long as the revision lives (docs/decisions.md, Tech pack releases).
 */
import type {
  TechpackFileFormat,
  TechpackPaper,
  TechpackSnapshot,
  TechpackSummary,
} from '@atelier/domain';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { mediaFiles } from './media.ts';
import { products } from './products.ts';
import { teamRef } from './teams.ts';
import { users } from './users.ts';

export const techpackRevisions = pgTable(
  'techpack_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    /** 1 for A, 2 for B … per product; the letter is kept beside it as the factory reads it. */
    seq: integer('seq').notNull(),
    letter: text('letter').notNull(),
    /** Written once, at release; never updated. */
    snapshot: jsonb('snapshot').$type<TechpackSnapshot>().notNull(),
    /** What the snapshot holds, counted once, so the list never reads a snapshot. */
    summary: jsonb('summary').$type<TechpackSummary>().notNull(),
    note: text('note'),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('techpack_revisions_product_seq_key').on(table.productId, table.seq),
    index('techpack_revisions_team_idx').on(table.teamId),
    index('techpack_revisions_released_by_idx').on(table.releasedBy),
  ],
);

export type TechpackRevisionRow = typeof techpackRevisions.$inferSelect;

/** The uploads a revision's sketches show: held while the revision exists. */
export const techpackFiles = pgTable(
  'techpack_files',
  {
    revisionId: uuid('revision_id')
      .notNull()
      .references(() => techpackRevisions.id, { onDelete: 'cascade' }),
    path: text('path')
      .notNull()
      .references(() => mediaFiles.path, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.revisionId, table.path] }),
    index('techpack_files_path_idx').on(table.path),
  ],
);

/**
 * The files drawn from a revision (issue 46 §6), one per copy — format, paper, with or without
 * costs — each drawn once into storage under `key` and streamed to every later download (a
 * revision never changes). A row is written only once its file is whole. `revision_id` has no
 * foreign key on purpose: when a revision goes (its product or team deleted) its rows stay until
 * the hourly sweep deletes them and queues the removal of their stored files, which a cascade
 * could not do (docs/decisions.md, Tech pack files).
 */
export const techpackExports = pgTable(
  'techpack_exports',
  {
    key: text('key').primaryKey(),
    revisionId: uuid('revision_id').notNull(),
    format: text('format').$type<TechpackFileFormat>().notNull(),
    paper: text('paper').$type<TechpackPaper>().notNull(),
    withCosts: boolean('with_costs').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('techpack_exports_revision_idx').on(table.revisionId)],
);
