/** Drizzle queries of conversations and their messages. */
import { aliasedTable, and, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import {
  chatMessageFiles,
  chatMessages,
  conversationReads,
  conversations,
  mediaFiles,
  messageDigests,
  teams,
  users,
} from '../../db/schema/index.ts';
import type { ChatMessageRow, ConversationRow, UserRow } from '../../db/schema/index.ts';
import { isVisibleTeam } from '../policy/visibility.ts';
import { holdsUploads } from '../../platform/media/upload-holders.ts';

/** A message's file holds its upload. */
holdsUploads(chatMessageFiles.path);

const teamChannel = preparedPer((executor) =>
  executor
    .select()
    .from(conversations)
    .where(
      and(eq(conversations.teamId, sql.placeholder('teamId')), eq(conversations.kind, 'channel')),
    )
    .prepare('team_channel'),
);

/** The team's channel, once anyone has opened it. */
export async function findChannel(
  executor: Executor,
  teamId: string,
): Promise<ConversationRow | null> {
  const [row] = await teamChannel(executor).execute({ teamId });
  return row ?? null;
}

/** The team's channel, made the first time anyone opens it. */
export async function ensureChannel(executor: Executor, teamId: string): Promise<ConversationRow> {
  // Read first: every post to the channel comes here, and only the first one needs to write.
  const existing = await findChannel(executor, teamId);
  if (existing) return existing;
  await executor
    .insert(conversations)
    .values({ teamId, kind: 'channel' })
    .onConflictDoNothing({
      target: conversations.teamId,
      where: sql`${conversations.kind} = 'channel'`,
    });
  return (await findChannel(executor, teamId))!;
}

/** The direct conversation of two people of a team, made the first time either opens it. */
export async function ensureDirect(
  executor: Executor,
  teamId: string,
  userIds: [string, string],
): Promise<ConversationRow> {
  const [memberA, memberB] = [...userIds].sort() as [string, string];
  await executor
    .insert(conversations)
    .values({ teamId, kind: 'direct', memberA, memberB })
    .onConflictDoNothing({
      target: [conversations.teamId, conversations.memberA, conversations.memberB],
    });
  const [row] = await executor
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.teamId, teamId),
        eq(conversations.memberA, memberA),
        eq(conversations.memberB, memberB),
      ),
    );
  return row!;
}

export async function findConversation(executor: Executor, id: string) {
  const [row] = await executor.select().from(conversations).where(eq(conversations.id, id));
  return row ?? null;
}

export const membersOf = (conversation: ConversationRow): string[] =>
  conversation.kind === 'channel'
    ? []
    : [conversation.memberA, conversation.memberB].filter((id): id is string => id !== null);

export async function findPerson(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')));
  return row ?? null;
}

const authors = aliasedTable(users, 'authors');

/** The names of the people a message mentions, in the order mentioned. */
const mentionNames = () =>
  sql<{ id: string; firstName: string; lastName: string }[]>`coalesce((
    select json_agg(json_build_object('id', mu.id, 'firstName', mu.first_name,
      'lastName', mu.last_name) order by array_position(${chatMessages.mentions}, mu.id))
    from ${users} mu where mu.id = any(${chatMessages.mentions})), '[]'::json)`;

export interface AttachmentJson {
  path: string;
  name: string;
  ext: string;
  size: number;
  status: string;
}

/** The message's files in their order, with whether their thumbnails are made. */
const attachmentsOf = () =>
  sql<AttachmentJson[]>`coalesce((
    select json_agg(json_build_object('path', mf.path, 'name', mf.name, 'ext', mf.ext,
      'size', mf.size, 'status', md.status) order by mf.position)
    from ${chatMessageFiles} mf join ${mediaFiles} md on md.path = mf.path
    where mf.message_id = ${chatMessages.id}), '[]'::json)`;

function messageRows(executor: Executor) {
  return executor
    .select({
      message: chatMessages,
      attachments: attachmentsOf(),
      authorFirstName: authors.firstName,
      authorLastName: authors.lastName,
      authorPicture: authors.profilePicture,
      mentioned: mentionNames(),
    })
    .from(chatMessages)
    .leftJoin(authors, eq(authors.id, chatMessages.authorId))
    .$dynamic();
}

export type MessageListRow = Awaited<ReturnType<ReturnType<typeof messageRows>['execute']>>[number];

export async function messageRow(executor: Executor, id: string): Promise<MessageListRow | null> {
  const [row] = await messageRows(executor).where(eq(chatMessages.id, id));
  return row ?? null;
}

/**
 * What messageRow reads for a message that mentions no one and carries no files, from the message
 * and its author's row: nothing else of it is in the database.
 */
export function authoredRow(
  message: ChatMessageRow,
  author: Pick<UserRow, 'firstName' | 'lastName' | 'profilePicture'>,
): MessageListRow {
  return {
    message,
    attachments: [],
    authorFirstName: author.firstName,
    authorLastName: author.lastName,
    authorPicture: author.profilePicture,
    mentioned: [],
  };
}

/** Where a page of history starts: after a message (by its time and id) or before an instant. */
export type Cursor = { createdAt: Date; id: string } | { before: Date } | null;

/** Up to `limit` messages older than the cursor, newest first. */
export function listMessages(
  executor: Executor,
  conversationId: string,
  cursor: Cursor,
  limit: number,
) {
  let older: SQL | undefined;
  if (cursor && 'id' in cursor) {
    older = sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (${cursor.createdAt}, ${cursor.id})`;
  } else if (cursor) {
    older = lt(chatMessages.createdAt, cursor.before);
  }
  return messageRows(executor)
    .where(and(eq(chatMessages.conversationId, conversationId), older))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
}

export async function findMessage(executor: Executor, id: string) {
  const [row] = await executor
    .select({ message: chatMessages, conversation: conversations })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(eq(chatMessages.id, id));
  return row ?? null;
}

/**
 * Stores a message and moves its author's read mark to it (writing in a conversation is reading
 * it), in one statement: both take the statement's now(), the message as its created_at.
 */
const storeMessage = preparedPer((executor) => {
  const conversationId = sql.placeholder('conversationId');
  const authorId = sql.placeholder('authorId');
  const authorRead = executor.$with('author_read').as(
    executor
      .insert(conversationReads)
      .values({ conversationId, userId: authorId, readAt: sql`now()` })
      .onConflictDoUpdate({
        target: [conversationReads.conversationId, conversationReads.userId],
        set: { readAt: sql`greatest(${conversationReads.readAt}, excluded.read_at)` },
      })
      .returning({ userId: conversationReads.userId }),
  );
  return executor
    .with(authorRead)
    .insert(chatMessages)
    .values({
      conversationId,
      authorId,
      teamId: sql.placeholder('teamId'),
      text: sql.placeholder('text'),
      mentions: sql.placeholder('mentions'),
    })
    .returning()
    .prepare('store_message');
});

export async function insertMessage(
  executor: Executor,
  values: Pick<ChatMessageRow, 'conversationId' | 'teamId' | 'text' | 'mentions'> & {
    authorId: string;
  },
): Promise<ChatMessageRow> {
  const [row] = await storeMessage(executor).execute(values);
  return row!;
}

export async function saveMessage(
  executor: Executor,
  id: string,
  values: Partial<Pick<ChatMessageRow, 'text' | 'mentions' | 'editedAt' | 'deletedAt'>>,
) {
  await executor.update(chatMessages).set(values).where(eq(chatMessages.id, id));
}

/** The user has read the conversation up to `at` (never moved back). */
export async function markRead(
  executor: Executor,
  conversationId: string,
  userId: string,
  at: Date,
) {
  await executor
    .insert(conversationReads)
    .values({ conversationId, userId, readAt: at })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { readAt: sql`greatest(${conversationReads.readAt}, excluded.read_at)` },
    });
}

/** Unread counts stop here: the sidebar shows 99+. */
export const UNREAD_CAP = 100;

/**
 * Messages of others after the user's read mark, counted up to UNREAD_CAP so a long-unread
 * channel costs a bounded index scan.
 */
const unreadIn = (userId: string) => sql<number>`(select count(*)::int from (
    select 1 from ${chatMessages} um
    where um.conversation_id = ${conversations.id}
      and um.created_at > coalesce((select cr.read_at from ${conversationReads} cr
        where cr.conversation_id = ${conversations.id} and cr.user_id = ${userId}), '-infinity')
      and um.author_id is distinct from ${userId} and um.deleted_at is null
    limit ${UNREAD_CAP}) unread)`;

const others = aliasedTable(users, 'others');

/** When the conversation's latest message was sent (a backward step of its history index). */
const latestMessageAt = () =>
  sql`(select max(lm.created_at) from ${chatMessages} lm
    where lm.conversation_id = ${conversations.id})`.mapWith(chatMessages.createdAt);

/** The conversations of the team the user is part of: its channel and their direct ones. */
function mine(teamId: string, userId: string) {
  return and(
    eq(conversations.teamId, teamId),
    or(
      eq(conversations.kind, 'channel'),
      eq(conversations.memberA, userId),
      eq(conversations.memberB, userId),
    ),
  );
}

/** The channel first, then direct conversations by their latest message. */
export function listConversations(executor: Executor, teamId: string, userId: string) {
  return executor
    .select({
      conversation: conversations,
      lastMessageAt: latestMessageAt(),
      unread: unreadIn(userId),
      otherId: others.id,
      otherFirstName: others.firstName,
      otherLastName: others.lastName,
      otherPicture: others.profilePicture,
    })
    .from(conversations)
    .leftJoin(
      others,
      and(
        ne(conversations.kind, 'channel'),
        eq(
          others.id,
          sql`case when ${conversations.memberA} = ${userId}
            then ${conversations.memberB} else ${conversations.memberA} end`,
        ),
      ),
    )
    .where(mine(teamId, userId))
    .orderBy(
      sql`${conversations.kind} = 'channel' desc`,
      sql`${latestMessageAt()} desc nulls last`,
      desc(conversations.createdAt),
    );
}

export type ConversationListRow = Awaited<ReturnType<typeof listConversations>>[number];

export async function unreadTotal(executor: Executor, teamId: string, userId: string) {
  const [row] = await executor
    .select({ unread: sql<number>`coalesce(sum(${unreadIn(userId)}), 0)::int` })
    .from(conversations)
    .where(mine(teamId, userId));
  return row?.unread ?? 0;
}

export interface DigestMessage {
  id: string;
  teamName: string;
  authorFirstName: string | null;
  authorLastName: string | null;
  text: string;
  kind: 'channel' | 'direct';
  createdAt: Date;
}

/**
 * What the user has not read, e-mailed or written, up to `until`, that is for them: messages of
 * their direct conversations and mentions of them in channels.
 */
export async function unreadForDigest(
  executor: Executor,
  userId: string,
  until: Date,
  limit: number,
): Promise<{ total: number; items: DigestMessage[]; latest: string | null }> {
  const where = sql`m.created_at <= ${until}
    and m.created_at > coalesce((select d.emailed_through from ${messageDigests} d
      where d.user_id = ${userId}), '-infinity')
    and m.created_at > coalesce((select cr.read_at from ${conversationReads} cr
      where cr.conversation_id = m.conversation_id and cr.user_id = ${userId}), '-infinity')
    and m.author_id is distinct from ${userId} and m.deleted_at is null
    and ${isVisibleTeam(sql`m.team_id`, userId)}
    and ((c.kind = 'direct' and ${userId} in (c.member_a, c.member_b))
      or (c.kind = 'channel' and m.mentions @> array[${userId}]::uuid[]))`;
  const found = await executor.execute(sql`
    select m.id, t.name as "teamName", u.first_name as "authorFirstName",
      u.last_name as "authorLastName", m.text, c.kind, m.created_at as "createdAt",
      count(*) over ()::int as total, (max(m.created_at) over ())::text as latest
    from ${chatMessages} m
    join ${conversations} c on c.id = m.conversation_id
    join ${teams} t on t.id = m.team_id
    left join ${users} u on u.id = m.author_id
    where ${where}
    order by m.created_at desc
    limit ${limit}`);
  type Row = DigestMessage & { total: number; latest: string };
  const items = (found as unknown as { rows: Row[] }).rows;
  return { total: items[0]?.total ?? 0, items, latest: items[0]?.latest ?? null };
}

/** The user's messages up to `latest` (the database's own text of a time: no precision lost). */
export async function markDigested(executor: Executor, userId: string, latest: string) {
  await executor.execute(sql`insert into ${messageDigests} (user_id, emailed_through)
    values (${userId}, ${latest}::timestamptz)
    on conflict (user_id) do update
    set emailed_through = greatest(${messageDigests.emailedThrough}, excluded.emailed_through)`);
}

/**
 * Of `paths`, the uploads the user made for messages of the team that no message holds yet (a
 * file is attached once); anything else is left out.
 */
export async function attachableUploads(
  executor: Executor,
  userId: string,
  teamId: string,
  paths: readonly string[],
) {
  if (paths.length === 0) return [];
  return executor
    .select({ path: mediaFiles.path, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(
      and(
        inArray(mediaFiles.path, [...paths]),
        eq(mediaFiles.ownerId, userId),
        eq(mediaFiles.teamId, teamId),
        sql`${mediaFiles.path} like ${`messages/${teamId}/%`}`,
        sql`not exists (select 1 from ${chatMessageFiles} held where held.path = ${mediaFiles.path})`,
      ),
    );
}

export async function attachFiles(
  executor: Executor,
  messageId: string,
  files: readonly { path: string; name: string; ext: string; size: number }[],
) {
  if (files.length === 0) return;
  await executor
    .insert(chatMessageFiles)
    .values(files.map((file, position) => ({ ...file, messageId, position })));
}

export async function detachFiles(executor: Executor, messageId: string) {
  await executor.delete(chatMessageFiles).where(eq(chatMessageFiles.messageId, messageId));
}
