/**
 * Tasks (issue 13), from their contracts: `task` (a team's list, create), `task/global` (the
 * user's tasks across their teams), `task/{id}` and its `comments`. Each route calls exactly one
 * service function.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, taskEndpoints as taskApi } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer } from '../../platform/http/route.ts';
import * as tasks from './service.ts';

export const taskRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, taskApi.list, messages.tasksLoaded, (request, user) =>
    tasks.listTasks(ctx, user, request.query),
  );

  answer(app, taskApi.global, messages.tasksLoaded, (request, user) =>
    tasks.listGlobal(ctx, user, request.query),
  );

  answer(app, taskApi.get, messages.ok, (request, user) =>
    tasks.getTask(ctx, user, request.params.id),
  );

  answer(app, taskApi.create, messages.taskAdded, (request, user) =>
    tasks.createTask(ctx, user, request.body),
  );

  answer(app, taskApi.update, messages.taskUpdated, (request, user) =>
    tasks.updateTask(ctx, user, request.params.id, request.body),
  );

  answer(app, taskApi.delete, messages.taskDeleted, (request, user) =>
    tasks.deleteTask(ctx, user, request.params.id),
  );

  answer(app, taskApi.comments, messages.commentsLoaded, (request, user) =>
    tasks.listComments(ctx, user, request.params.id),
  );

  answer(app, taskApi.addComment, messages.commentAdded, (request, user) =>
    tasks.addComment(ctx, user, request.params.id, request.body),
  );

  answer(app, taskApi.deleteComment, messages.commentDeleted, (request, user) =>
    tasks.deleteComment(ctx, user, request.params.id, request.params.commentId),
  );
};
