import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PlanType, Questions } from '@atelier/domain';
import { timestamps } from './columns.ts';

export type UserStatus = 'pending' | 'active' | 'deactivated';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    profilePicture: text('profile_picture'),
    planType: text('plan_type').$type<PlanType>().notNull().default('Free'),
    status: text('status').$type<UserStatus>().notNull().default('pending'),
    questions: jsonb('questions').$type<Questions>(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    // The orphaned-uploads sweep asks whether a file is someone's picture.
    index('users_profile_picture_idx').on(table.profilePicture),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** The user a row belongs to: required, and the row goes when the account is deleted. */
export function userRef(column = 'user_id') {
  return uuid(column)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}
