/**
 * The task endpoints (issue 13): `task` (a team's list, create), `task/global` (the user's tasks
 * across their teams), `task/{id}` and its `comments`.
 */
import { z } from 'zod';
import { ZDeletedEntry } from '../catalogues.ts';
import {
  ZCreateTaskCommentSchema,
  ZCreateTaskSchema,
  ZGlobalTaskQuery,
  ZTask,
  ZTaskComment,
  ZTaskListQuery,
  ZUpdateTaskSchema,
} from '../tasks.ts';
import { zRecordId } from '../teams.ts';
import { endpoint } from './endpoint.ts';

const tag = 'task';
const zIdParams = z.object({ id: zRecordId() });

export const taskEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/task',
    tag,
    query: ZTaskListQuery,
    data: ZTask,
    paged: true,
  }),
  global: endpoint({
    method: 'GET',
    path: '/task/global',
    tag,
    query: ZGlobalTaskQuery,
    data: ZTask,
    paged: true,
  }),
  get: endpoint({ method: 'GET', path: '/task/:id', tag, params: zIdParams, data: ZTask }),
  create: endpoint({
    method: 'POST',
    path: '/task',
    tag,
    body: ZCreateTaskSchema,
    data: ZTask,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/task/:id',
    tag,
    params: zIdParams,
    body: ZUpdateTaskSchema,
    data: ZTask,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/task/:id',
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  comments: endpoint({
    method: 'GET',
    path: '/task/:id/comments',
    tag,
    params: zIdParams,
    data: z.array(ZTaskComment),
  }),
  addComment: endpoint({
    method: 'POST',
    path: '/task/:id/comments',
    tag,
    params: zIdParams,
    body: ZCreateTaskCommentSchema,
    data: ZTaskComment,
    status: 201,
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: '/task/:id/comments/:commentId',
    tag,
    params: z.object({ id: zRecordId(), commentId: zRecordId() }),
    data: ZDeletedEntry,
  }),
};
