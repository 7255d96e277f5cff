/**
 * Messages (issue 14), from their contracts: `message` (post to the team's channel or a
 * conversation, read its history by cursor), `message/attachment` (files for a message, before it
 * is sent), `message/{id}` (edit, delete one's own), `message/conversations` (the user's
 * conversations of a team, opening a direct one), `message/read` and `message/unread`. Each route
 * calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messageEndpoints as messageApi, messages } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { fieldError } from '../../platform/http/errors.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { route } from '../../platform/http/route.ts';
import { refuseOversizedUpload, uploadParts } from '../../platform/media/receive-files.ts';
import * as conversations from './service.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

export const messageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);

  route(app, messageApi.history, {
    handler: async (request, res) =>
      reply(
        res,
        await conversations.listMessages(ctx, me(request), request.query),
        messages.messagesLoaded,
      ),
  });

  route(app, messageApi.post, {
    config: limits.message,
    handler: async (request, res) =>
      reply(
        res,
        await conversations.postMessage(ctx, me(request), request.body),
        messages.messagePosted,
        201,
      ),
  });

  route(app, messageApi.uploadAttachment, {
    config: limits.message,
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

  route(app, messageApi.edit, {
    config: limits.message,
    handler: async (request, res) =>
      reply(
        res,
        await conversations.editMessage(ctx, me(request), request.params.id, request.body),
        messages.messageUpdated,
      ),
  });

  route(app, messageApi.delete, {
    handler: async (request, res) =>
      reply(
        res,
        await conversations.deleteMessage(ctx, me(request), request.params.id),
        messages.messageDeleted,
      ),
  });

  route(app, messageApi.conversations, {
    handler: async (request, res) =>
      reply(
        res,
        await conversations.listConversations(ctx, me(request), request.query.teamId),
        messages.conversationsLoaded,
      ),
  });

  route(app, messageApi.openConversation, {
    handler: async (request, res) =>
      reply(
        res,
        await conversations.openDirect(ctx, me(request), request.body),
        messages.conversationOpened,
      ),
  });

  route(app, messageApi.markRead, {
    handler: async (request, res) =>
      reply(
        res,
        await conversations.markRead(ctx, me(request), request.body),
        messages.messagesRead,
      ),
  });

  route(app, messageApi.unread, {
    handler: async (request, res) =>
      reply(
        res,
        await conversations.unreadCount(ctx, me(request), request.query.teamId),
        messages.messagesLoaded,
      ),
  });
};
