import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EmailSettings, GeneralSettings } from '@atelier/domain';
import { mediaFiles } from './media.ts';
import { users } from './users.ts';

/** The company group without its logo (which is a media file, below). */
export interface StoredCompany {
  companyName: string;
  address: string;
  website: string;
  industry: string;
}

/**
 * A user's settings groups (SPEC §3: email, general; plus the company profile of `general`). A
 * missing row or group means the defaults; stored groups are read field by field over them, so a
 * field added later simply starts at its default.
 */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: jsonb('company').$type<Partial<StoredCompany>>(),
    companyLogo: text('company_logo').references(() => mediaFiles.path, { onDelete: 'set null' }),
    email: jsonb('email').$type<Partial<EmailSettings>>(),
    general: jsonb('general').$type<Partial<GeneralSettings>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_settings_company_logo_idx').on(table.companyLogo)],
);

export type UserSettingsRow = typeof userSettings.$inferSelect;
