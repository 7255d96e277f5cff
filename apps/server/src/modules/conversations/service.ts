/**
 * Messages (issue 14), through the policy: a team's owner and active members talk in its channel,
 * and any two of them in a direct conversation of their own. A message is stored, then sent live
 * to the conversation's readers only; its author edits or deletes it. A direct message and a
 * mention notify the recipient ('New message sent'), who is e-mailed later only if it is still
 * unread (digest.ts).
 */
import type { Multipart } from '@fastify/multipart';
import { fileExtension, MESSAGE_ATTACHMENTS_MAX, messages, displayName } from '@atelier/domain';
import type {
  MessageAttachment,
  MessagePage,
  TMarkReadSchema,
  ZMessageListQuery,
  ZOpenConversationSchema,
  ZPostMessageSchema,
  ZUpdateMessageSchema,
} from '@atelier/domain';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { ConversationRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/http/errors.ts';
import { cleanFileName } from '../../platform/media/receive-files.ts';
import { receiveTeamUploads } from '../../platform/media/team-uploads.ts';
import { transaction } from '../../platform/transaction.ts';
import { notice, notify } from '../notifications/service.ts';
import { channelOf } from '../policy/conversation.ts';
import type { ConversationRef } from '../policy/conversation.ts';
import { authorizeStorage } from '../policy/plans.ts';
import { authorize, conversationAudience } from '../policy/policy.ts';
import { scheduleDigest } from './digest.ts';
import { sendMessage, sendMessageChange, sendTyping } from './live.ts';
import { presentConversation, presentMessage } from './presenter.ts';
import {
  ensureChannel,
  ensureDirect,
  attachableUploads,
  attachFiles,
  authoredRow,
  detachFiles,
  findChannel,
  findConversation,
  findMessage,
  findPerson,
  listConversations as conversationRows,
  listMessages as messageRows,
  markRead as saveReadMark,
  membersOf,
  messageRow,
  saveMessage,
  insertMessage,
  unreadTotal,
} from './queries.ts';
import type { Cursor, MessageListRow } from './queries.ts';

const ZTypingInput = z.object({ teamId: z.uuid(), conversationId: z.uuid() });

type PostInput = z.output<typeof ZPostMessageSchema>;
type UpdateInput = z.output<typeof ZUpdateMessageSchema>;
type ListQuery = z.output<typeof ZMessageListQuery>;
type OpenInput = z.output<typeof ZOpenConversationSchema>;

const refOf = (conversation: ConversationRow): ConversationRef => ({
  teamId: conversation.teamId,
  type: conversation.kind,
  memberIds: membersOf(conversation),
});

/**
 * The conversation a request names in a team (none: the team's channel), once the user may
 * `action` it: another team's id reads as unknown.
 */
async function conversationFor(
  executor: Executor,
  user: Pick<UserRow, 'id'>,
  teamId: string,
  conversationId: string | null | undefined,
  action: 'read' | 'post',
) {
  if (!conversationId) {
    // Read side by side with the standing (one round trip less); only the channel's first use writes.
    const [, channel] = await Promise.all([
      authorize(executor, user, action, { kind: 'conversation', ...channelOf(teamId) }),
      findChannel(executor, teamId),
    ]);
    return channel ?? ensureChannel(executor, teamId);
  }
  const conversation = await findConversation(executor, conversationId);
  if (!conversation || conversation.teamId !== teamId) throw notFound();
  const ref = refOf(conversation);
  if (action === 'post' && ref.type === 'direct') {
    const readers = await conversationAudience(executor, ref);
    ref.otherInTeam = readers.length === ref.memberIds.length;
  }
  await authorize(executor, user, action, { kind: 'conversation', ...ref });
  return conversation;
}

export async function listConversations(ctx: AppContext, user: UserRow, teamId: string) {
  await authorize(ctx.db, user, 'read', { kind: 'conversation', ...channelOf(teamId) });
  await ensureChannel(ctx.db, teamId);
  const rows = await conversationRows(ctx.db, teamId, user.id);
  return Promise.all(rows.map((row) => presentConversation(ctx.storage, row)));
}

/** The direct conversation with one of the team's people (made the first time). */
export async function openDirect(ctx: AppContext, user: UserRow, input: OpenInput) {
  if (input.userId === user.id) throw fieldError('userId', messages.conversationWithSelf);
  const channel = channelOf(input.teamId);
  await authorize(ctx.db, user, 'read', { kind: 'conversation', ...channel });
  const [other] = await conversationAudience(ctx.db, channel, [input.userId]);
  if (!other) throw fieldError('userId', messages.conversationPersonOfTeam);
  const conversation = await ensureDirect(ctx.db, input.teamId, [user.id, other]);
  const rows = await conversationRows(ctx.db, input.teamId, user.id);
  const row = rows.find((candidate) => candidate.conversation.id === conversation.id)!;
  return presentConversation(ctx.storage, row);
}

async function cursorOf(executor: Executor, conversationId: string, before: string | undefined) {
  if (before === undefined) return null;
  if (!/^[0-9a-f-]{36}$/i.test(before)) return { before: new Date(before) } satisfies Cursor;
  const found = await findMessage(executor, before);
  if (!found || found.message.conversationId !== conversationId) {
    throw fieldError('before', messages.messageCursorInvalid);
  }
  return { createdAt: found.message.createdAt, id: found.message.id } satisfies Cursor;
}

/** A page of history, newest first, older than `before`. */
export async function listMessages(
  ctx: AppContext,
  user: UserRow,
  query: ListQuery,
): Promise<MessagePage> {
  const conversation = await conversationFor(
    ctx.db,
    user,
    query.teamId,
    query.conversationId,
    'read',
  );
  const cursor = await cursorOf(ctx.db, conversation.id, query.before);
  const rows = await messageRows(ctx.db, conversation.id, cursor, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: await Promise.all(page.map((row) => presentMessage(ctx.storage, ctx.files, row))),
    nextCursor: rows.length > query.limit ? page.at(-1)!.message.id : null,
  };
}

/**
 * Tells the people a message is for: the other person of a direct conversation, and in a channel
 * those it newly mentions. Each is e-mailed later if they have not read it (digest.ts).
 */
async function noticeMessage(
  tx: Executor,
  user: UserRow,
  conversation: ConversationRow,
  recipients: readonly string[],
  messageId: string,
) {
  if (recipients.length === 0) return;
  const who = displayName(user);
  const direct = conversation.kind === 'direct';
  await notify(tx, {
    userIds: recipients,
    key: 'newMessage',
    message: direct
      ? `${who} ${messages.newMessageNotice}.`
      : `${who} ${messages.messageMentionNotice} the team channel.`,
    teamId: conversation.teamId,
    actorId: user.id,
    payload: {
      conversationId: conversation.id,
      messageId,
      direct,
      notice: notice(direct ? 'messageSent' : 'messageMentioned', { actor: who }),
    },
  });
  for (const userId of recipients) await scheduleDigest(tx, userId);
}

/** Whom a message's mentions keep: readers of the conversation, never the author. */
async function keepMentions(
  tx: Executor,
  user: UserRow,
  conversation: ConversationRow,
  ids: readonly string[] | undefined,
) {
  if (!ids?.length) return [];
  const readers = await conversationAudience(tx, refOf(conversation), ids);
  return readers.filter((id) => id !== user.id);
}

/**
 * Files for a message of the team, before it is sent (SPEC §5's rules, checked and streamed by the
 * one upload pipeline into the team's private `messages/` folder); the message attaches them by
 * path. Any active member may upload, within the plan's storage. Files no message takes are
 * removed a day later by the orphaned-uploads sweep.
 */
export async function uploadAttachments(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  parts: AsyncIterableIterator<Multipart>,
  announcedBytes: number,
): Promise<MessageAttachment[]> {
  await authorize(ctx.db, user, 'post', { kind: 'conversation', ...channelOf(teamId) });
  await authorizeStorage(ctx.db, teamId, announcedBytes);
  const { files } = await receiveTeamUploads(ctx, {
    folder: `messages/${teamId}/`,
    parts,
    owner: { ownerId: user.id, teamId },
    max: MESSAGE_ATTACHMENTS_MAX,
    tooMany: messages.messageAttachmentsTooMany,
    authorizeBytes: (tx, bytes) => authorizeStorage(tx, teamId, bytes),
  });
  return Promise.all(
    files.map(async (file) => ({
      path: file.path,
      name: file.name,
      ext: file.ext,
      size: file.size,
      url: await ctx.files.url(file.path),
      thumbnail: null,
    })),
  );
}

/**
 * The files a new message carries: uploads of this user for this team's messages, not attached
 * yet; any other path (another's, another team's, one already sent, a made-up one) is a 400.
 */
async function checkAttachments(
  tx: Executor,
  user: UserRow,
  teamId: string,
  refs: readonly { path: string; name: string }[],
) {
  const paths = [...new Set(refs.map((ref) => ref.path))];
  const found = await attachableUploads(tx, user.id, teamId, paths);
  if (found.length !== refs.length) {
    throw fieldError('attachments', messages.messageAttachmentInvalid);
  }
  const bytes = new Map(found.map((upload) => [upload.path, upload.bytes]));
  return refs.map(({ path, name }) => ({
    path,
    name: cleanFileName(name),
    ext: fileExtension(path).toLowerCase(),
    size: bytes.get(path)!,
  }));
}

export async function postMessage(ctx: AppContext, user: UserRow, input: PostInput) {
  const conversation = await conversationFor(
    ctx.db,
    user,
    input.teamId,
    input.conversationId,
    'post',
  );
  const mentions = await keepMentions(ctx.db, user, conversation, input.mentions);
  const recipients =
    conversation.kind === 'direct'
      ? membersOf(conversation).filter((id) => id !== user.id)
      : mentions;
  const values = {
    conversationId: conversation.id,
    teamId: conversation.teamId,
    authorId: user.id,
    text: input.text,
    mentions,
  };
  let row: MessageListRow;
  if (input.attachments.length === 0 && recipients.length === 0) {
    // Most of a busy channel: one statement, whole by itself, with nothing to queue or read back.
    row = authoredRow(await insertMessage(ctx.db, values), user);
  } else {
    row = await transaction(ctx, async (tx) => {
      const files = await checkAttachments(tx, user, conversation.teamId, input.attachments);
      const message = await insertMessage(tx, values);
      await attachFiles(tx, message.id, files);
      await noticeMessage(tx, user, conversation, recipients, message.id);
      // Names of the people mentioned and the files' state are read back; the rest is known.
      if (mentions.length === 0 && files.length === 0) return authoredRow(message, user);
      return (await messageRow(tx, message.id))!;
    });
  }
  const message = await presentMessage(ctx.storage, ctx.files, row);
  await sendMessage(ctx, refOf(conversation), message);
  return message;
}

/** The message, with its conversation, once the user may `action` it; a deleted one is gone. */
async function messageFor(
  executor: Executor,
  user: UserRow,
  id: string,
  action: 'edit' | 'delete',
) {
  const found = await findMessage(executor, id);
  if (!found || found.message.deletedAt !== null) throw notFound(messages.messageNotFound);
  await authorize(executor, user, action, {
    kind: 'message',
    ...refOf(found.conversation),
    authorId: found.message.authorId,
  });
  return found;
}

export async function editMessage(ctx: AppContext, user: UserRow, id: string, input: UpdateInput) {
  const { row, conversation } = await transaction(ctx, async (tx) => {
    const { message, conversation } = await messageFor(tx, user, id, 'edit');
    const mentions = await keepMentions(tx, user, conversation, input.mentions);
    await saveMessage(tx, id, { text: input.text, mentions, editedAt: new Date() });
    if (conversation.kind === 'channel') {
      const newly = mentions.filter((mentioned) => !message.mentions.includes(mentioned));
      await noticeMessage(tx, user, conversation, newly, id);
    }
    return { row: (await messageRow(tx, id))!, conversation };
  });
  const message = await presentMessage(ctx.storage, ctx.files, row);
  await sendMessageChange(ctx, refOf(conversation), { change: 'edited', message });
  return message;
}

export async function deleteMessage(ctx: AppContext, user: UserRow, id: string) {
  const { row, conversation } = await transaction(ctx, async (tx) => {
    const { conversation } = await messageFor(tx, user, id, 'delete');
    await saveMessage(tx, id, { text: '', mentions: [], deletedAt: new Date() });
    // The files go with it: the orphaned-uploads sweep removes what nothing holds.
    await detachFiles(tx, id);
    return { row: (await messageRow(tx, id))!, conversation };
  });
  const message = await presentMessage(ctx.storage, ctx.files, row);
  await sendMessageChange(ctx, refOf(conversation), { change: 'deleted', message });
  return { _id: id };
}

/** Marks the conversation read up to now; answers the team's unread count left. */
export async function markRead(ctx: AppContext, user: UserRow, input: TMarkReadSchema) {
  const teamId = input.teamId;
  const conversation = await conversationFor(ctx.db, user, teamId, input.conversationId, 'read');
  await saveReadMark(ctx.db, conversation.id, user.id, new Date());
  ctx.realtime.toUser(user.id, 'conversationRead', { teamId, conversationId: conversation.id });
  return { unread: await unreadTotal(ctx.db, teamId, user.id) };
}

export async function unreadCount(ctx: AppContext, user: UserRow, teamId: string) {
  await authorize(ctx.db, user, 'read', { kind: 'conversation', ...channelOf(teamId) });
  return { unread: await unreadTotal(ctx.db, teamId, user.id) };
}

/**
 * Someone is writing (a socket's `typing`, unchecked input): their conversation's other readers
 * see it for a moment. Anything wrong is dropped without a word: it is only a passing signal.
 */
export async function signalTyping(ctx: AppContext, userId: string, input: unknown) {
  const parsed = ZTypingInput.safeParse(input);
  if (!parsed.success) return;
  const user = await findPerson(ctx.db, userId);
  if (!user) return;
  const { teamId, conversationId } = parsed.data;
  const conversation = await conversationFor(ctx.db, user, teamId, conversationId, 'read');
  sendTyping(ctx, refOf(conversation), {
    teamId,
    conversationId: conversation.id,
    user: { _id: user.id, name: displayName(user) },
  });
}
