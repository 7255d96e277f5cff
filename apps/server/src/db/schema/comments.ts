import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CommentVisibility } from '@atelier/domain';
import { productItems, products } from './products.ts';
import { users } from './users.ts';

/**
 * Comments on a product (file_id null) or on one of its images, optionally pinned at (x, y) as
 * fractions of the image's size. A reply points at its thread's first comment. The author is a
 * user, or — through a share link — a visitor known only by the name they gave. An image comment
 * belongs to the version of the image it was made on.
 */
export const productComments = pgTable(
  'product_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => productItems.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => productComments.id, {
      onDelete: 'cascade',
    }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    visitorName: text('visitor_name'),
    text: text('text').notNull(),
    /** 'internal' to the team, or 'shared' with the product's suppliers (issue 47 §2). */
    visibility: text('visibility').$type<CommentVisibility>().notNull().default('internal'),
    /** The users the text mentions (kept by the policy when written); never filtered on. */
    mentionIds: uuid('mention_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    x: real('x'),
    y: real('y'),
    /** The version (sample round) of the image it was made on; 1 for a product's comments. */
    version: integer('version').notNull().default(1),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_comments_product_file_idx').on(table.productId, table.fileId, table.createdAt),
    index('product_comments_file_idx').on(table.fileId),
    index('product_comments_parent_idx').on(table.parentId),
    index('product_comments_author_idx').on(table.authorId),
  ],
);

export type ProductCommentRow = typeof productComments.$inferSelect;

/**
 * A comment's text as the AI provider translated it (issue 47 §5), per language: kept so the next
 * reader does not wait or pay for it again, and valid only while the comment reads as it did
 * (`source` is the text translated; an edit makes it stale, and the next request replaces it).
 */
export const commentTranslations = pgTable(
  'comment_translations',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => productComments.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    source: text('source').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.language] })],
);
