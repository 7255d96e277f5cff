import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './users.ts';

/**
 * A message to Atelier support (issue 14, Help & Support). `number` comes from the column's own
 * sequence and is shown as 'AT-000123'; `attachment_path` is the optional screenshot's storage key
 * (under the private `support/` folder), e-mailed with the message.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity(),
    userId: userRef(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    attachmentPath: text('attachment_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_tickets_user_id_idx').on(table.userId)],
);

export type SupportTicketRow = typeof supportTickets.$inferSelect;
