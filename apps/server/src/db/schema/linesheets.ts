import type { LineSheetFilters, LineSheetFormat, LineSheetStatus } from '@atelier/domain';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teamRef } from './teams.ts';
import { users } from './users.ts';

/**
 * A line sheet file asked for (issue 36 §4): the filters it was asked with, how far its job has
 * come, and where the file is stored once it is made. Only its maker reads it.
 */
export const lineSheets = pgTable(
  'line_sheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').$type<LineSheetFormat>().notNull(),
    filters: jsonb('filters').$type<LineSheetFilters>().notNull(),
    status: text('status').$type<LineSheetStatus>().notNull().default('queued'),
    productCount: integer('product_count').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** The stored file's key, once it is made. */
    fileKey: text('file_key'),
    /** The stored file's size: counted in the team's storage while the file is kept. */
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('line_sheets_creator_idx').on(table.createdBy, table.createdAt),
    index('line_sheets_team_idx').on(table.teamId),
  ],
);

export type LineSheetRow = typeof lineSheets.$inferSelect;

/**
 * A live line sheet: a view-only link to the products the filters match at each visit. The token
 * is a signature of the id, as a product's share link is; deleting the row revokes it.
 */
export const lineSheetLinks = pgTable(
  'line_sheet_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    title: text('title').notNull(),
    filters: jsonb('filters').$type<LineSheetFilters>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('line_sheet_links_team_idx').on(table.teamId, table.createdAt)],
);

export type LineSheetLinkRow = typeof lineSheetLinks.$inferSelect;
