import type { ShareLinkAccess } from '@atelier/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { teamRef } from './teams.ts';
import { users } from './users.ts';

/**
 * A product shared outside its team: what the link grants, until when, and to whom it was
 * e-mailed (null for a link copied by hand). The token is a signature of the id, so no secret is
 * stored; deleting the row revokes the link.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    access: text('access').$type<ShareLinkAccess>().notNull(),
    email: text('email'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('share_links_product_idx').on(table.productId, table.createdAt),
    // The dashboard's recent activity: a team's newest links.
    index('share_links_team_created_idx').on(table.teamId, table.createdAt),
  ],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
