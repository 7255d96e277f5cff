/**
 * Messages (issue 14): each team has one channel that all its people read, and any two of its
 * people may talk in a direct conversation of their own. A message has text with @mentions of the
 * team's people; its author edits or deletes it. History is read newest first, by cursor.
 */
import { z } from 'zod';
import { zInstant } from './dates.ts';
import { messages } from './messages.ts';
import { zRecordId } from './teams.ts';
import { zRequiredText } from './text.ts';

export const MESSAGE_TEXT_MAX = 4000;
/** People one message may mention. */
export const MESSAGE_MENTIONS_MAX = 20;
/** Files one message carries. */
export const MESSAGE_ATTACHMENTS_MAX = 10;
export const MESSAGE_PAGE_DEFAULT = 30;
export const MESSAGE_PAGE_MAX = 100;
/** How long a recipient has to read a message before it is e-mailed to them (batched). */
export const MESSAGE_EMAIL_DELAY_MS = 5 * 60_000;

export const CONVERSATION_KINDS = ['channel', 'direct'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const zMessageText = zRequiredText(
  MESSAGE_TEXT_MAX,
  messages.messageRequired,
  messages.messageTooLong,
);

/** The people the text mentions, by id; the server keeps only the conversation's readers. */
const zMessageMentions = z
  .array(z.uuid({ error: messages.mentionInvalid }), { error: messages.mentionInvalid })
  .max(MESSAGE_MENTIONS_MAX, messages.messageMentionsTooMany)
  .transform((ids) => [...new Set(ids)]);

/** Files uploaded with `message/attachment`: the path it answered and the name to show. */
const zAttachmentRefs = z
  .array(
    z.object(
      {
        path: z.string({ error: messages.messageAttachmentInvalid }).max(300),
        name: z.string({ error: messages.messageAttachmentInvalid }).trim().min(1).max(255),
      },
      { error: messages.messageAttachmentInvalid },
    ),
    { error: messages.messageAttachmentInvalid },
  )
  .max(MESSAGE_ATTACHMENTS_MAX, messages.messageAttachmentsTooMany);

/** No conversationId: the team's channel. Text, files or both. */
export const ZPostMessageSchema = z
  .object({
    teamId: zRecordId(messages.teamSelectRequired),
    conversationId: zRecordId().nullable().optional(),
    text: z
      .string({ error: messages.messageRequired })
      .trim()
      .max(MESSAGE_TEXT_MAX, messages.messageTooLong)
      .default(''),
    mentions: zMessageMentions.optional(),
    attachments: zAttachmentRefs.default([]),
  })
  .refine((input) => input.text.length > 0 || input.attachments.length > 0, {
    message: messages.messageRequired,
    path: ['text'],
  });
export type TPostMessageSchema = z.input<typeof ZPostMessageSchema>;

export const ZUpdateMessageSchema = z.object({
  text: zMessageText,
  mentions: zMessageMentions.optional(),
});
export type TUpdateMessageSchema = z.input<typeof ZUpdateMessageSchema>;

/** `before`: a message id (the oldest one shown) or an instant; older messages come back. */
export const ZMessageListQuery = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
  conversationId: zRecordId().optional(),
  before: z
    .union([z.uuid(), zInstant(messages.messageCursorInvalid)], {
      error: messages.messageCursorInvalid,
    })
    .optional(),
  limit: z.coerce
    .number({ error: messages.messageLimitInvalid })
    .int({ message: messages.messageLimitInvalid, abort: true })
    .min(1, messages.messageLimitInvalid)
    .max(MESSAGE_PAGE_MAX, messages.messageLimitInvalid)
    .default(MESSAGE_PAGE_DEFAULT),
});
export type TMessageListQuery = z.input<typeof ZMessageListQuery>;

export const ZConversationListQuery = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
});

/** Opens (or finds) the direct conversation with one of the team's people. */
export const ZOpenConversationSchema = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
  userId: zRecordId(messages.conversationPersonOfTeam),
});
export type TOpenConversationSchema = z.input<typeof ZOpenConversationSchema>;

/** Marks the conversation read up to now (no conversationId: the channel). */
export const ZMarkReadSchema = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
  conversationId: zRecordId().nullable().optional(),
});
export type TMarkReadSchema = z.input<typeof ZMarkReadSchema>;

const ZChatPerson = z.object({
  _id: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
});
export type ChatPerson = z.infer<typeof ZChatPerson>;

export const ZMessageAttachment = z.object({
  path: z.string(),
  name: z.string(),
  ext: z.string(),
  size: z.number(),
  /** A short-lived link to the file. */
  url: z.string(),
  /** An image's small WebP, once made. */
  thumbnail: z.string().nullable(),
});
export type MessageAttachment = z.infer<typeof ZMessageAttachment>;

export const ZAttachmentUploadQuery = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
});

export const ZChatMessage = z.object({
  _id: z.string(),
  teamId: z.string(),
  conversationId: z.string(),
  /** Null once the author's account is gone. */
  author: ZChatPerson.nullable(),
  /** Empty once deleted. */
  text: z.string(),
  mentions: z.array(z.object({ _id: z.string(), name: z.string() })),
  /** Empty once deleted. */
  attachments: z.array(ZMessageAttachment),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

export const ZMessagePage = z.object({
  items: z.array(ZChatMessage),
  /** Pass as `before` for older messages; null at the start of the conversation. */
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof ZMessagePage>;

export const ZConversation = z.object({
  _id: z.string(),
  teamId: z.string(),
  kind: z.enum(CONVERSATION_KINDS),
  /** The other person of a direct conversation; null for the channel. */
  with: ZChatPerson.nullable(),
  unread: z.number(),
  lastMessageAt: z.string().nullable(),
});
export type Conversation = z.infer<typeof ZConversation>;

export const ZUnreadCount = z.object({ unread: z.number() });

/** A message was edited or deleted: the event carries it as it now reads. */
export interface MessageChange {
  change: 'edited' | 'deleted';
  message: ChatMessage;
}

/** Someone is writing in a conversation the user reads. */
export interface TypingSignal {
  teamId: string;
  conversationId: string;
  user: { _id: string; name: string };
}

/** The user read a conversation (in another tab, too): its unread count is zero. */
export interface ConversationRead {
  teamId: string;
  conversationId: string;
}
