import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKey } from '@atelier/domain';
import { userRef, users } from './users.ts';

/**
 * One row per notification and target user. team_id, product_id and img_id are plain ids, not
 * foreign keys: a notification outlives what it talks about ('deleteTeamId' names a team that is
 * gone).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    key: text('key').$type<NotificationKey>().notNull(),
    message: text('message').notNull(),
    teamId: uuid('team_id'),
    productId: uuid('product_id'),
    imgId: uuid('img_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_team_id_idx').on(table.teamId),
    index('notifications_product_id_idx').on(table.productId),
    index('notifications_actor_id_idx').on(table.actorId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
