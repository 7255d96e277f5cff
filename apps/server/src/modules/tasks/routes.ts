/**
 * Tasks (issue 13): `task` (a team's list, create), `task/global` (the user's tasks across their
 * teams), `task/{id}` and its `comments`. Each route calls exactly one service function.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  ZCreateTaskCommentSchema,
  ZCreateTaskSchema,
  ZDeletedEntry,
  ZGlobalTaskQuery,
  zRecordId,
  ZTask,
  ZTaskComment,
  ZTaskListQuery,
  ZUpdateTaskSchema,
} from '@atelier/domain';
import { principalOf } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  bearerSecurity,
  envelope,
  pagedEnvelope,
  reply,
  replyPage,
  teamRouteErrors,
} from '../../platform/http/envelope.ts';
import * as tasks from './service.ts';

const errors = teamRouteErrors;
const tags = ['task'];
const security = bearerSecurity;
const zIdParams = z.object({ id: zRecordId() });

export const taskRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

  app.get('/task', {
    schema: {
      tags,
      security,
      querystring: ZTaskListQuery,
      response: { 200: pagedEnvelope(ZTask), ...errors },
    },
    handler: async (request, res) =>
      replyPage(res, await tasks.listTasks(ctx, me(request), request.query), messages.tasksLoaded),
  });

  app.get('/task/global', {
    schema: {
      tags,
      security,
      querystring: ZGlobalTaskQuery,
      response: { 200: pagedEnvelope(ZTask), ...errors },
    },
    handler: async (request, res) =>
      replyPage(res, await tasks.listGlobal(ctx, me(request), request.query), messages.tasksLoaded),
  });

  app.get('/task/:id', {
    schema: { tags, security, params: zIdParams, response: { 200: envelope(ZTask), ...errors } },
    handler: async (request, res) =>
      reply(res, await tasks.getTask(ctx, me(request), request.params.id), messages.ok),
  });

  app.post('/task', {
    schema: {
      tags,
      security,
      body: ZCreateTaskSchema,
      response: { 201: envelope(ZTask), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await tasks.createTask(ctx, me(request), request.body), messages.taskAdded, 201),
  });

  app.put('/task/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      body: ZUpdateTaskSchema,
      response: { 200: envelope(ZTask), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await tasks.updateTask(ctx, me(request), request.params.id, request.body),
        messages.taskUpdated,
      ),
  });

  app.delete('/task/:id', {
    schema: {
      tags,
      security,
      params: zIdParams,
      response: { 200: envelope(ZDeletedEntry), ...errors },
    },
    handler: async (request, res) =>
      reply(res, await tasks.deleteTask(ctx, me(request), request.params.id), messages.taskDeleted),
  });

  app.get('/task/:id/comments', {
    schema: {
      tags,
      security,
      params: zIdParams,
      response: { 200: envelope(z.array(ZTaskComment)), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await tasks.listComments(ctx, me(request), request.params.id),
        messages.commentsLoaded,
      ),
  });

  app.post('/task/:id/comments', {
    schema: {
      tags,
      security,
      params: zIdParams,
      body: ZCreateTaskCommentSchema,
      response: { 201: envelope(ZTaskComment), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await tasks.addComment(ctx, me(request), request.params.id, request.body),
        messages.commentAdded,
        201,
      ),
  });

  app.delete('/task/:id/comments/:commentId', {
    schema: {
      tags,
      security,
      params: z.object({ id: zRecordId(), commentId: zRecordId() }),
      response: { 200: envelope(ZDeletedEntry), ...errors },
    },
    handler: async (request, res) =>
      reply(
        res,
        await tasks.deleteComment(ctx, me(request), request.params.id, request.params.commentId),
        messages.commentDeleted,
      ),
  });
};
