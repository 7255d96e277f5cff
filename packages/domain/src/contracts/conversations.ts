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
    tag,
    query: ZMessageListQuery,
    data: ZMessagePage,
  }),
  post: endpoint({
    method: 'POST',
    path: '/message',
    tag,
    body: ZPostMessageSchema,
    data: ZChatMessage,
    status: 201,
  }),
  /** One request per file, sent as it is chosen (the web app reports its progress). */
  uploadAttachment: endpoint({
    method: 'POST',
    path: '/message/attachment',
    tag,
    query: ZAttachmentUploadQuery,
    multipart: true,
    data: z.array(ZMessageAttachment),
    status: 201,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/message/:id',
    tag,
    params: zIdParams,
    body: ZUpdateMessageSchema,
    data: ZChatMessage,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/message/:id',
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  conversations: endpoint({
    method: 'GET',
    path: '/message/conversations',
    tag,
    query: ZConversationListQuery,
    data: z.array(ZConversation),
  }),
  /** Opens or finds the direct conversation: 200 either way. */
  openConversation: endpoint({
    method: 'POST',
    path: '/message/conversations',
    tag,
    body: ZOpenConversationSchema,
    data: ZConversation,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/message/read',
    tag,
    body: ZMarkReadSchema,
    data: ZUnreadCount,
  }),
  unread: endpoint({
    method: 'GET',
    path: '/message/unread',
    tag,
    query: ZConversationListQuery,
    data: ZUnreadCount,
  }),
};
