import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TimelineKind } from '@atelier/domain';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * A product's timeline (issue 36): one row per change, written in the transaction that makes the
 * change, kept while the product is. The actor is a member, or a share link's visitor by name.
 */
export const productEvents = pgTable(
  'product_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: entries of one statement share their instant. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TimelineKind>().notNull(),
    action: text('action').notNull(),
    field: text('field'),
    before: text('before'),
    after: text('after'),
    subject: text('subject'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    visitorName: text('visitor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_events_product_seq_idx').on(table.productId, table.seq.desc()),
    index('product_events_product_kind_idx').on(table.productId, table.kind, table.seq.desc()),
    index('product_events_actor_idx').on(table.actorId),
  ],
);

export type ProductEventRow = typeof productEvents.$inferSelect;
