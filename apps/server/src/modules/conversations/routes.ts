/**
 * Messages (issue 14), from their contracts: `message` (post to the team's channel or a
 * conversation, read its history by cursor), `message/attachment` (files for a message, before it
 * is sent), `message/{id}` (edit, delete one's own), `message/conversations` (the user's
 * conversations of a team, opening a direct one), `message/read` and `message/unread`. Each route
 * calls exactly one service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messageEndpoints as messageApi, messages } from '@atelier/domain';
import { userOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply } from '../../platform/http/envelope.ts';
import { fieldError } from '../../platform/http/errors.ts';
import { acceptFiles } from '../../platform/http/multipart.ts';
import { limits } from '../../platform/http/rate-limits.ts';
import { answer, route } from '../../platform/http/route.ts';
import { refuseOversizedUpload, uploadParts } from '../../platform/media/receive-files.ts';
import * as conversations from './service.ts';

export const messageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await acceptFiles(app);
  const limited = { config: limits.message };

  answer(app, messageApi.history, messages.messagesLoaded, (request, user) =>
    conversations.listMessages(ctx, user, request.query),
  );

  answer(app, messageApi.post, messages.messagePosted, limited, (request, user) =>
    conversations.postMessage(ctx, user, request.body),
  );

  route(app, messageApi.uploadAttachment, {
    config: limits.message,
    handler: async (request, res) => {
      refuseOversizedUpload(request, res);
      if (!request.isMultipart()) throw fieldError('files', messages.fileRequired);
      const files = await conversations.uploadAttachments(
        ctx,
        userOf(request),
        request.query.teamId,
        uploadParts(request),
        Number(request.headers['content-length']) || 0,
      );
      return reply(res, files, messages.messageFilesUploaded, 201);
    },
  });

  answer(app, messageApi.edit, messages.messageUpdated, limited, (request, user) =>
    conversations.editMessage(ctx, user, request.params.id, request.body),
  );

  answer(app, messageApi.delete, messages.messageDeleted, (request, user) =>
    conversations.deleteMessage(ctx, user, request.params.id),
  );

  answer(app, messageApi.conversations, messages.conversationsLoaded, (request, user) =>
    conversations.listConversations(ctx, user, request.query.teamId),
  );

  answer(app, messageApi.openConversation, messages.conversationOpened, (request, user) =>
    conversations.openDirect(ctx, user, request.body),
  );

  answer(app, messageApi.markRead, messages.messagesRead, (request, user) =>
    conversations.markRead(ctx, user, request.body),
  );

  answer(app, messageApi.unread, messages.messagesLoaded, (request, user) =>
    conversations.unreadCount(ctx, user, request.query.teamId),
  );
};
