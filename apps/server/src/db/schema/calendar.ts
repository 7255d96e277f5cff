import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { teamRef } from './teams.ts';
import { userRef, users } from './users.ts';

/**
 * A calendar event (issue 13) of one team. A timed event holds its instants; an all-day one the
 * UTC midnights of its first day and of the day after its last (`end_at` exclusive, RFC 5545), so
 * both read as dates whatever the server's zone.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    /** Null once its maker's account is gone: the event stays the team's. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    location: text('location').notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    // A calendar's range: a team's events by their start.
    index('calendar_events_team_start_idx').on(table.teamId, table.startAt),
    index('calendar_events_created_by_idx').on(table.createdBy),
  ],
);

export type CalendarEventRow = typeof calendarEvents.$inferSelect;

/** Who an event is for: people of its team, told when it is added. */
export const calendarEventAttendees = pgTable(
  'calendar_event_attendees',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: userRef(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('calendar_event_attendees_user_idx').on(table.userId),
  ],
);

/**
 * A person's secret .ics address: its token is the row's id signed with the calendar key (like a
 * share link), so nothing secret is stored and deleting the row revokes it. One per person.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_feeds_user_idx').on(table.userId)],
);
