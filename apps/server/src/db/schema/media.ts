import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MediaStatus } from '@atelier/domain';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * Every uploaded file (profile pictures, company logos, fabric swatches, later product files),
 * keyed by its storage path. team_id says whose team's file it is (none for a person's own
 * pictures) and owner_id who uploaded it, so the policy can answer who may see it. status says
 * whether the WebP derivatives (th_/pre_, DESIGN §5) exist yet; the durable job that makes them
 * sets it.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    path: text('path').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    status: text('status').$type<MediaStatus>().notNull().default('pending'),
    width: integer('width'),
    height: integer('height'),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    // A team's stored bytes (the storage limit) and its uploads per week (the dashboard).
    index('media_files_team_created_idx').on(table.teamId, table.createdAt),
    index('media_files_owner_id_idx').on(table.ownerId),
    // The orphaned-uploads sweep looks for old rows.
    index('media_files_created_at_idx').on(table.createdAt),
  ],
);

export type MediaFileRow = typeof mediaFiles.$inferSelect;
