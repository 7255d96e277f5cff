/**
 * Messages (issue 14): `message` (post to the team's channel or a conversation, read its history
 * by cursor), `message/attachment` (files for a message, before it is sent), `message/{id}` (edit,
 * delete one's own), `message/conversations` (the user's
 * conversations of a team, opening a direct one), `message/read` and `message/unread`. Each route
 * calls exactly one service function.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  ZAttachmentUploadQuery,
  ZChatMessage,
  ZConversation,
  ZConversationListQuery,
  ZDeletedEntry,
  ZMarkReadSchema,
  ZMessageAttachment,
  ZMessageListQuery,
  ZMessagePage,
  ZOpenConversationSchema,
  ZPostMessageSchema,
  zRecordId,
  ZUnreadCount,
  ZUpdateMessageSchema,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  bearerSecurity,
  envelope,
  errorEnvelope,
  reply,
  teamRouteErrors,
} from '../../platform/http/envelope.ts';
import { fieldError } from '../../platform/http/errors.ts';
import { refuseOversizedUpload, uploadParts } from '../../platform/media/receive-files.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import * as conversations from './service.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';

const errors = teamRouteErrors;
const tags = ['message'];
const security = bearerSecurity;
const zIdParams = z.object({ id: zRecordId(messages.messageNotFound) });

export const messageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

  app.get('/message', {
    schema: {
      tags,
      security,
      querystring: ZMessageListQuery,
      response: { 200: envelope(ZMessagePage), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await conversations.listMessages(ctx, me(request), request.query),
        messages.messagesLoaded,
      ),
  });

  app.post('/message', {
    config: limits.message,
    schema: {
      tags,
      security,
      body: ZPostMessageSchema,
      response: { 201: envelope(ZChatMessage), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await conversations.postMessage(ctx, me(request), request.body),
        messages.messagePosted,
        201,
      ),
  });

  app.post('/message/attachment', {
    config: limits.message,
    schema: {
      tags,
      security,
      consumes: ['multipart/form-data'],
      querystring: ZAttachmentUploadQuery,
      response: { 201: envelope(z.array(ZMessageAttachment)), ...errors, 413: errorEnvelope },
    },
    handler: async (request, res) => {
      refuseOversizedUpload(request, res);
      if (!request.isMultipart()) throw fieldError('files', messages.fileRequired);
      const files = await conversations.uploadAttachments(
        ctx,
        me(request),
        request.query.teamId,
        uploadParts(request),
        Number(request.headers['content-length']) || 0,
      );
      return reply(res, files, messages.messageFilesUploaded, 201);
    },
  });

  app.put('/message/:id', {
    config: limits.message,
    schema: {
      tags,
      security,
      params: zIdParams,
      body: ZUpdateMessageSchema,
      response: { 200: envelope(ZChatMessage), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await conversations.editMessage(ctx, me(request), request.params.id, request.body),
        messages.messageUpdated,
      ),
  });

  app.delete('/message/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      response: { 200: envelope(ZDeletedEntry), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await conversations.deleteMessage(ctx, me(request), request.params.id),
        messages.messageDeleted,
      ),
  });

  app.get('/message/conversations', {
    schema: {
      tags,
      security,
      querystring: ZConversationListQuery,
      response: { 200: envelope(z.array(ZConversation)), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await conversations.listConversations(ctx, me(request), request.query.teamId),
        messages.conversationsLoaded,
      ),
  });

  app.post('/message/conversations', {
    schema: {
      tags,
      security,
      body: ZOpenConversationSchema,
      response: { 200: envelope(ZConversation), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await conversations.openDirect(ctx, me(request), request.body),
        messages.conversationOpened,
      ),
  });

  app.post('/message/read', {
    schema: {
      tags,
      security,
      body: ZMarkReadSchema,
      response: { 200: envelope(ZUnreadCount), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await conversations.markRead(ctx, me(request), request.body),
        messages.messagesRead,
      ),
  });

  app.get('/message/unread', {
    schema: {
      tags,
      security,
      querystring: ZConversationListQuery,
      response: { 200: envelope(ZUnreadCount), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await conversations.unreadCount(ctx, me(request), request.query.teamId),
        messages.messagesLoaded,
      ),
  });
};
