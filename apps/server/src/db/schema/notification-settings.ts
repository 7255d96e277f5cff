import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationSettingItem } from '@atelier/domain';
import { users } from './users.ts';

/** A user's notification settings; no row means the defaults of SPEC §3 (everything off). */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<NotificationSettingItem[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
