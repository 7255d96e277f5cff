import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { JoinRequestStatus, MemberStatus, PermissionKey } from '@atelier/domain';
import { timestamps } from './columns.ts';
import { roles } from './roles.ts';
import { userRef, users } from './users.ts';

/** A team; its creator is its owner and holds every permission (no member row needed). */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (table) => [index('teams_created_by_idx').on(table.createdBy, table.createdAt)],
);

export type TeamRow = typeof teams.$inferSelect;

/** The team a row belongs to: required, and the row goes when the team is deleted. */
export function teamRef() {
  return uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });
}

/**
 * Membership. permission_arr is the member's effective set (what the policy reads); role_id
 * says which role it came from, kept only while the set equals the role's.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    userId: userRef(),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    permissionArr: jsonb('permission_arr').$type<PermissionKey[]>().notNull().default([]),
    status: text('status').$type<MemberStatus>().notNull().default('active'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('team_members_team_user_key').on(table.teamId, table.userId),
    index('team_members_user_id_idx').on(table.userId, table.status),
    index('team_members_role_id_idx').on(table.roleId),
  ],
);

export type TeamMemberRow = typeof teamMembers.$inferSelect;

/**
 * A supplier company a team works with (issue 47): a factory or mill whose people see only the
 * products assigned to it. Its people are `supplier_people`, never `team_members`, so nothing a
 * team's members see reaches them unless a rule names suppliers (docs/decisions.md).
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('suppliers_team_name_key').on(table.teamId, sql`lower(${table.name})`),
    index('suppliers_created_by_idx').on(table.createdBy),
  ],
);

export type SupplierRow = typeof suppliers.$inferSelect;

/** A person working for a supplier company in one team; blocked people see nothing. */
export const supplierPeople = pgTable(
  'supplier_people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    userId: userRef(),
    status: text('status').$type<MemberStatus>().notNull().default('active'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('supplier_people_team_user_key').on(table.teamId, table.userId),
    index('supplier_people_user_idx').on(table.userId, table.status),
    index('supplier_people_supplier_idx').on(table.supplierId),
  ],
);

export type SupplierPersonRow = typeof supplierPeople.$inferSelect;

/**
 * E-mailed invitations; the token is stored as an HMAC and works once until expires_at. One with a
 * supplier joins its person to that supplier rather than to the team's members.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    email: text('email').notNull(),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_invites_token_hash_key').on(table.tokenHash),
    index('team_invites_team_email_idx').on(table.teamId, table.email),
    index('team_invites_email_idx').on(table.email),
    index('team_invites_role_id_idx').on(table.roleId),
    index('team_invites_invited_by_idx').on(table.invitedBy),
    index('team_invites_supplier_id_idx').on(table.supplierId),
  ],
);

export type TeamInviteRow = typeof teamInvites.$inferSelect;

/** "Let me in" requests; one pending request per user and team. */
export const teamJoinRequests = pgTable(
  'team_join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    userId: userRef(),
    status: text('status').$type<JoinRequestStatus>().notNull().default('pending'),
    ...timestamps(),
  },
  (table) => [
    index('team_join_requests_team_status_idx').on(table.teamId, table.status, table.createdAt),
    index('team_join_requests_user_id_idx').on(table.userId),
    uniqueIndex('team_join_requests_pending_key')
      .on(table.teamId, table.userId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type TeamJoinRequestRow = typeof teamJoinRequests.$inferSelect;
