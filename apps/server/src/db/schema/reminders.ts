import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReminderRepeat, ReminderType } from '@atelier/domain';
import { timestamps } from './columns.ts';
import { products } from './products.ts';
import { teamRef } from './teams.ts';
import { users } from './users.ts';

/**
 * A reminder (issue 13) of one team: a Self Reminder for its creator, a Team Reminder for the
 * team. `due_at` is the first time it is due as set; `next_at` the time it is next due (an
 * occurrence of its rule, or where a snooze moved it; null once done or once its series ended),
 * which a `reminders.fire` job keyed on (id, next_at) announces `lead_minutes` before.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ReminderType>().notNull(),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    repeat: text('repeat').$type<ReminderRepeat>(),
    repeatUntil: timestamp('repeat_until', { withTimezone: true }),
    repeatCount: integer('repeat_count'),
    /** The RFC 5545 rule (DTSTART with TZID, RRULE), made with the rrule package. */
    rrule: text('rrule'),
    timeZone: text('time_zone').notNull().default('UTC'),
    leadMinutes: integer('lead_minutes').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }),
    /** next_at was set by a snooze: it is announced at that time, without the lead. */
    isSnoozed: boolean('is_snoozed').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    // The list: a team's open reminders by their next time, then the done ones.
    index('reminders_team_order_idx').on(
      table.teamId,
      sql`(${table.doneAt} is not null)`,
      table.nextAt,
      table.id,
    ),
    // A calendar's range: a team's reminders by their first due time.
    index('reminders_team_due_idx').on(table.teamId, table.dueAt),
    index('reminders_created_by_idx').on(table.createdBy),
    index('reminders_product_idx').on(table.productId),
  ],
);

export type ReminderRow = typeof reminders.$inferSelect;

/**
 * The exactly-once guard: one row per occurrence announced, written in the transaction that
 * records its notifications, so a job run twice (two instances, a lapsed lock) notifies once.
 */
export const reminderFirings = pgTable(
  'reminder_firings',
  {
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    occurrence: timestamp('occurrence', { withTimezone: true }).notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
    isLate: boolean('is_late').notNull().default(false),
    recipients: integer('recipients').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.reminderId, table.occurrence] })],
);
