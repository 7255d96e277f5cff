import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MediaStatus } from '@atelier/domain';
import { users } from './users.ts';

/**
 * Uploaded images (fabric swatches, company logos, later product images), keyed by their storage
 * path. status says whether the WebP derivatives (th_/pre_, DESIGN §5) exist yet; the durable job
 * that makes them sets it.
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
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [index('media_files_uploaded_by_idx').on(table.uploadedBy)],
);

export type MediaFileRow = typeof mediaFiles.$inferSelect;
