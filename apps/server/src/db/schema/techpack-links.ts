/**
 * Tech pack revisions sent to factories by link (issue 46 §7). A link opens one revision of one
 * product; its token is a signature of the id under a purpose of its own (`techpack`), as a
 * product's share link is, so no secret is stored. Revoking keeps the row, stamped, so the team
 * still sees whom it sent what and whether it was opened (docs/decisions.md, Tech pack links).
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { teamRef } from './teams.ts';
import { techpackRevisions } from './techpacks.ts';
import { users } from './users.ts';

export const techpackLinks = pgTable(
  'techpack_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    revisionId: uuid('revision_id')
      .notNull()
      .references(() => techpackRevisions.id, { onDelete: 'cascade' }),
    /** The revision's product, kept beside it so a product's links list in one read. */
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    /** Whom it was sent to, as the sender named them ('Lucky Garments, Dongguan'). */
    recipient: text('recipient').notNull(),
    /** Where it was e-mailed; null for a link copied by hand. */
    email: text('email'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
  },
  (table) => [
    index('techpack_links_product_idx').on(table.productId, table.createdAt),
    index('techpack_links_revision_idx').on(table.revisionId),
    index('techpack_links_team_idx').on(table.teamId),
    index('techpack_links_created_by_idx').on(table.createdBy),
    index('techpack_links_revoked_by_idx').on(table.revokedBy),
  ],
);

export type TechpackLinkRow = typeof techpackLinks.$inferSelect;
