import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ConversationKind } from '@atelier/domain';
import { mediaFiles } from './media.ts';
import { teamRef } from './teams.ts';
import { userRef, users } from './users.ts';

/**
 * Where a team talks (issue 14): its one channel, made the first time it is opened, and direct
 * conversations between two of its people, kept as an ordered pair (member_a < member_b) so a
 * pair has one conversation whoever opens it. A message never writes this row, so posts to one
 * channel never wait for each other's commit (issue 31 §10): the time of its latest message is
 * read from chat_messages' history index.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    kind: text('kind').$type<ConversationKind>().notNull(),
    memberA: uuid('member_a').references(() => users.id, { onDelete: 'cascade' }),
    memberB: uuid('member_b').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_team_channel_idx')
      .on(table.teamId)
      .where(sql`${table.kind} = 'channel'`),
    uniqueIndex('conversations_team_pair_idx').on(table.teamId, table.memberA, table.memberB),
    index('conversations_member_b_idx').on(table.memberB, table.teamId),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * One message. team_id repeats the conversation's so a team's unread count reads one index; a
 * deleted message keeps its row (and place in the history) without its text.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // The history, newest first, and what is unread after a time.
    index('chat_messages_conversation_created_idx').on(
      table.conversationId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('chat_messages_author_idx').on(table.authorId),
    // The e-mail digest looks for a user's mentions.
    index('chat_messages_mentions_idx').using('gin', table.mentions),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** How far each person has read each conversation; no row: nothing read yet. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: userRef(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] })],
);

/** Up to when each person's unread messages were e-mailed to them (the batched digest). */
export const messageDigests = pgTable('message_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailedThrough: timestamp('emailed_through', { withTimezone: true }).notNull(),
});

/**
 * The files a message carries (uploaded first, attached when it is sent), in the order given. A
 * deleted message drops its rows, and the orphaned-uploads sweep then removes the files.
 */
export const chatMessageFiles = pgTable(
  'chat_message_files',
  {
    path: text('path')
      .primaryKey()
      .references(() => mediaFiles.path, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ext: text('ext').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('chat_message_files_message_idx').on(table.messageId, table.position)],
);
