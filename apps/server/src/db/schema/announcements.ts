import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { teamRef } from './teams.ts';
import { userRef, users } from './users.ts';

/**
 * A team's announcement (issue 14): a title and a Markdown body (stored as written, rendered
 * safely by the web app), optionally pinned, optionally expiring. Expired ones are no longer
 * listed; they go with their team.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    /** Null once its author's account is gone: the announcement stays the team's. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    // The list: a team's announcements, pinned first, then newest.
    index('announcements_team_order_idx').on(
      table.teamId,
      table.pinned.desc(),
      table.createdAt.desc(),
    ),
    index('announcements_author_idx').on(table.authorId),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;

/** Who has dismissed which announcement: it no longer shows in their banner. */
export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: userRef(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.userId] }),
    index('announcement_dismissals_user_idx').on(table.userId),
  ],
);
