import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './teams.ts';
import { userRef } from './users.ts';

/**
 * E-mails sent at a user's request to people outside the team (shared products, invitations, new
 * colleagues' accounts), counted per request: what the limits per user and per team read. A team
 * deleted keeps its sender's count (set null), so a new team does not start a new allowance.
 */
export const strangerMails = pgTable(
  'stranger_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    recipients: integer('recipients').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stranger_mails_user_idx').on(table.userId, table.createdAt),
    index('stranger_mails_team_idx').on(table.teamId, table.createdAt),
  ],
);
