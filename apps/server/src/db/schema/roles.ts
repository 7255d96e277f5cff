import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PermissionKey } from '@atelier/domain';
import { users } from './users.ts';

/**
 * Named permission sets. owner_id null marks a built-in role (DEFAULT_ROLES, written by migration
 * 0002); any other role belongs to the user who made it.
 */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    permissionArr: jsonb('permission_arr').$type<PermissionKey[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('roles_owner_id_idx').on(table.ownerId),
    uniqueIndex('roles_owner_name_key').on(table.ownerId, sql`lower(${table.name})`),
  ],
);

export type RoleRow = typeof roles.$inferSelect;
