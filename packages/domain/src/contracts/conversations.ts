/**
 * The message endpoints (issue 14): `message` (post to the team's channel or a conversation, read
 * its history by cursor), `message/attachment` (files for a message, before it is sent),
 * `message/{id}` (edit, delete one's own), `message/conversations` (the user's conversations of a
 * team, opening a direct one), `message/read` and `message/unread`.
 */
import { z } from 'zod';
import { ZDeletedEntry } from '../catalogues.ts';
import {
  ZAttachmentUploadQuery,
  ZChatMessage,
  ZConversation,
  ZConversationListQuery,
  ZMarkReadSchema,
  ZMessageAttachment,
  ZMessageListQuery,
  ZMessagePage,
  ZOpenConversationSchema,
  ZPostMessageSchema,
  ZUnreadCount,
  ZUpdateMessageSchema,
} from '../conversations.ts';
import { messages } from '../messages.ts';
import { zRecordId } from '../teams.ts';
import { endpoint } from './endpoint.ts';

const tag = 'message';
const zIdParams = z.object({ id: zRecordId(messages.messageNotFound) });

export const messageEndpoints = {
  history: endpoint({
    method: 'GET',
    path: '/message',
    summary: 'Read a conversation’s messages',
    description:
      'Whoever is in the conversation: the team’s channel for any active member, a direct one for its two people alone (anyone else reads 404). A page at a time, by cursor.',
    refuses: [403, 404],
    tag,
    query: ZMessageListQuery,
    data: ZMessagePage,
  }),
  post: endpoint({
    method: 'POST',
    path: '/message',
    summary: 'Post a message',
    description:
      'Whoever is in the conversation; a direct one only while both people are in the team. Attachments are uploaded first.',
    refuses: [403, 404],
    tag,
    body: ZPostMessageSchema,
    data: ZChatMessage,
    status: 201,
  }),
  uploadAttachment: endpoint({
    method: 'POST',
    path: '/message/attachment',
    summary: 'Upload a message attachment',
    description:
      'Whoever may post in the team’s channel. Multipart, one file per request, sent as it is chosen; it counts against the team’s storage.',
    refuses: [403, 404],
    tag,
    query: ZAttachmentUploadQuery,
    multipart: true,
    data: z.array(ZMessageAttachment),
    status: 201,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/message/:id',
    summary: 'Edit my message',
    description: 'Its author alone.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    body: ZUpdateMessageSchema,
    data: ZChatMessage,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/message/:id',
    summary: 'Delete a message',
    description: 'Its author, or the team’s owner.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  conversations: endpoint({
    method: 'GET',
    path: '/message/conversations',
    summary: 'List my conversations in a team',
    description: 'Any active member: the team’s channel and their direct conversations.',
    refuses: [403, 404],
    tag,
    query: ZConversationListQuery,
    data: z.array(ZConversation),
  }),
  openConversation: endpoint({
    method: 'POST',
    path: '/message/conversations',
    summary: 'Open a direct conversation',
    description:
      'Any active member, with another person of the team: finds it or opens it, 200 either way.',
    refuses: [403, 404],
    tag,
    body: ZOpenConversationSchema,
    data: ZConversation,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/message/read',
    summary: 'Mark a conversation read',
    description: 'Whoever is in the conversation. Answers their unread count.',
    refuses: [403, 404],
    tag,
    body: ZMarkReadSchema,
    data: ZUnreadCount,
  }),
  unread: endpoint({
    method: 'GET',
    path: '/message/unread',
    summary: 'Count my unread messages',
    description: 'Any active member: their unread messages in the team.',
    refuses: [403, 404],
    tag,
    query: ZConversationListQuery,
    data: ZUnreadCount,
  }),
};
