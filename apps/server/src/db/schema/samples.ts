/**
 * Sample requests (issue 47 §3): the team asks one of a product's suppliers for a sample of one of
 * its rounds. A request moves requested → acknowledged → shipped → received and never back; the
 * fit session it opens (received, or measured by the supplier first) is `fit_id`. `needed_by` is
 * a calendar day: a request not received once it has passed is late (in UTC).
 */
import type { SampleStatus } from '@atelier/domain';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { fitSessions } from './fits.ts';
import { products } from './products.ts';
import { suppliers, teamRef } from './teams.ts';
import { techpackRevisions } from './techpacks.ts';
import { users } from './users.ts';

export const sampleRequests = pgTable(
  'sample_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** One of the team's sample rounds, as the team spells it (renaming a round renames it). */
    round: text('round').notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    /** Pieces of each size. */
    quantity: integer('quantity').notNull(),
    neededBy: date('needed_by').notNull(),
    techpackRevisionId: uuid('techpack_revision_id').references(() => techpackRevisions.id, {
      onDelete: 'set null',
    }),
    note: text('note').notNull().default(''),
    status: text('status').$type<SampleStatus>().notNull().default('requested'),
    proposedDate: date('proposed_date'),
    carrier: text('carrier'),
    tracking: text('tracking'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** When both sides were told it is late: once per request (its job may run twice). */
    lateNotifiedAt: timestamp('late_notified_at', { withTimezone: true }),
    /** The size the fit session is of, once it is open. */
    sampleSize: text('sample_size'),
    fitId: uuid('fit_id').references(() => fitSessions.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('sample_requests_product_idx').on(table.productId, table.createdAt.desc()),
    index('sample_requests_team_status_idx').on(table.teamId, table.status, table.neededBy),
    index('sample_requests_supplier_idx').on(table.supplierId, table.status),
    index('sample_requests_techpack_idx').on(table.techpackRevisionId),
    index('sample_requests_fit_idx').on(table.fitId),
    index('sample_requests_created_by_idx').on(table.createdBy),
  ],
);
export type SampleRequestRow = typeof sampleRequests.$inferSelect;
