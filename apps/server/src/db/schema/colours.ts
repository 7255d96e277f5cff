import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { teamRef } from './teams.ts';
import { userRef, users } from './users.ts';

/**
 * A team's colour library. The code (e.g. '19-4052 TCX') identifies a colour: unique per team,
 * ignoring case. hex_code is always '#RRGGBB', upper case.
 */
export const colours = pgTable(
  'colours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    hexCode: text('hex_code').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('colours_team_code_key').on(table.teamId, sql`lower(${table.code})`),
    // The grid (colorByTeam) reads a team's colours by name.
    index('colours_team_name_idx').on(table.teamId, sql`lower(${table.name})`),
    index('colours_team_created_idx').on(table.teamId, table.createdAt, table.id),
    index('colours_created_by_idx').on(table.createdBy),
  ],
);

export type ColourRow = typeof colours.$inferSelect;

/** A user's favourite colours; they go with the colour, and with the user. */
export const colourFavorites = pgTable(
  'colour_favorites',
  {
    userId: userRef(),
    colourId: uuid('colour_id')
      .notNull()
      .references(() => colours.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'colour_favorites_pkey', columns: [table.userId, table.colourId] }),
    index('colour_favorites_colour_id_idx').on(table.colourId),
  ],
);
