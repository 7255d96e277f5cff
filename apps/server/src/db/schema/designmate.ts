import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DesignmateSkill, DesignmateSource } from '@atelier/domain';
import { timestamps } from './columns.ts';
import { mediaFiles } from './media.ts';
import { products } from './products.ts';
import { teamRef } from './teams.ts';
import { userRef } from './users.ts';

/**
 * A designmate conversation (issue 35): one user's, in one team, optionally about one product
 * (its context, forgotten when the product goes). Nobody else reads it, the team owner included.
 */
export const designmateConversations = pgTable(
  'designmate_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    ownerId: userRef('owner_id'),
    title: text('title').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    // The list: a user's conversations in a team, the latest first.
    index('designmate_conversations_owner_idx').on(table.ownerId, table.teamId, table.updatedAt),
    index('designmate_conversations_team_idx').on(table.teamId, table.createdAt),
    index('designmate_conversations_product_idx').on(table.productId),
  ],
);

export type DesignmateConversationRow = typeof designmateConversations.$inferSelect;

/**
 * A message of a conversation: the user's, or designmate's answer with the skill that made it,
 * its structured result (a palette, a change list, …) and the team's rows it read. Tokens are
 * what a model spent on it (zero offline), counted per team.
 */
export const designmateMessages = pgTable(
  'designmate_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => designmateConversations.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    text: text('text').notNull(),
    skill: text('skill').$type<DesignmateSkill>(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    fileIds: uuid('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
    sources: jsonb('sources').$type<DesignmateSource[]>().notNull().default([]),
    tokens: integer('tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('designmate_messages_conversation_idx').on(table.conversationId, table.createdAt),
    // The plan's monthly allowance: a team's messages by time.
    index('designmate_messages_team_created_idx').on(table.teamId, table.createdAt),
    index('designmate_messages_product_idx').on(table.productId),
  ],
);

export type DesignmateMessageRow = typeof designmateMessages.$inferSelect;

/**
 * An image dropped into a conversation (a mood board), stored as the team's upload: a message's
 * `fileIds` may name it for a palette. It goes with its conversation; its file a day later.
 */
export const designmateUploads = pgTable(
  'designmate_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => designmateConversations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ext: text('ext').notNull(),
    path: text('path')
      .notNull()
      .references(() => mediaFiles.path, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('designmate_uploads_conversation_idx').on(table.conversationId),
    index('designmate_uploads_path_idx').on(table.path),
  ],
);
