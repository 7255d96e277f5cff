/**
 * Tasks (issue 13), from their contracts: `task` (a team's list, create), `task/global` (the
 * user's tasks across their teams), `task/{id}` and its `comments`. Each route calls exactly one
 * service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, taskEndpoints as taskApi } from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { reply, replyPage } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import * as tasks from './service.ts';

const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

export const taskRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, taskApi.list, {
    handler: async (request, res) =>
      replyPage(res, await tasks.listTasks(ctx, me(request), request.query), messages.tasksLoaded),
  });

  route(app, taskApi.global, {
    handler: async (request, res) =>
      replyPage(res, await tasks.listGlobal(ctx, me(request), request.query), messages.tasksLoaded),
  });

  route(app, taskApi.get, {
    handler: async (request, res) =>
      reply(res, await tasks.getTask(ctx, me(request), request.params.id), messages.ok),
  });

  route(app, taskApi.create, {
    handler: async (request, res) =>
      reply(res, await tasks.createTask(ctx, me(request), request.body), messages.taskAdded, 201),
  });

  route(app, taskApi.update, {
    handler: async (request, res) =>
      reply(
        res,
        await tasks.updateTask(ctx, me(request), request.params.id, request.body),
        messages.taskUpdated,
      ),
  });

  route(app, taskApi.delete, {
    handler: async (request, res) =>
      reply(res, await tasks.deleteTask(ctx, me(request), request.params.id), messages.taskDeleted),
  });

  route(app, taskApi.comments, {
    handler: async (request, res) =>
      reply(
        res,
        await tasks.listComments(ctx, me(request), request.params.id),
        messages.commentsLoaded,
      ),
  });

  route(app, taskApi.addComment, {
    handler: async (request, res) =>
      reply(
        res,
        await tasks.addComment(ctx, me(request), request.params.id, request.body),
        messages.commentAdded,
        201,
      ),
  });

  route(app, taskApi.deleteComment, {
    handler: async (request, res) =>
      reply(
        res,
        await tasks.deleteComment(ctx, me(request), request.params.id, request.params.commentId),
        messages.commentDeleted,
      ),
  });
};
