import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PermissionKey } from '@atelier/domain';
import { timestamps } from './columns.ts';
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
    ...timestamps(),
  },
  (table) => [
    index('roles_owner_id_idx').on(table.ownerId),
    uniqueIndex('roles_owner_name_key').on(table.ownerId, sql`lower(${table.name})`),
  ],
);

export type RoleRow = typeof roles.$inferSelect;
