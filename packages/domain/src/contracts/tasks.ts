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
    summary: 'List a team’s tasks',
    description:
      'Any active member; a task linked to a product only with canViewProducts. Filtered and paged.',
    refuses: [403, 404],
    tag,
    query: ZTaskListQuery,
    data: ZTask,
    paged: true,
  }),
  global: endpoint({
    method: 'GET',
    path: '/task/global',
    summary: 'List my tasks across my teams',
    description:
      'Any signed-in user. The tasks of all their teams that they may see, filtered and paged.',
    tag,
    query: ZGlobalTaskQuery,
    data: ZTask,
    paged: true,
  }),
  get: endpoint({
    method: 'GET',
    path: '/task/:id',
    summary: 'Read a task',
    description: 'Any active member; a task linked to a product only with canViewProducts.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZTask,
  }),
  create: endpoint({
    method: 'POST',
    path: '/task',
    summary: 'Add a task',
    description:
      'Any active member. A task with its assignees, due date, status, priority and, optionally, a product.',
    refuses: [403, 404],
    tag,
    body: ZCreateTaskSchema,
    data: ZTask,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/task/:id',
    summary: 'Edit or move a task',
    description:
      'Its creator or the team’s owner edits it; they and its assignees change its status (move it on the board).',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    body: ZUpdateTaskSchema,
    data: ZTask,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/task/:id',
    summary: 'Delete a task',
    description: 'Its creator or the team’s owner.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
  comments: endpoint({
    method: 'GET',
    path: '/task/:id/comments',
    summary: 'List a task’s comments',
    description: 'Whoever may see the task.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: z.array(ZTaskComment),
  }),
  addComment: endpoint({
    method: 'POST',
    path: '/task/:id/comments',
    summary: 'Comment on a task',
    description: 'Whoever may see the task.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    body: ZCreateTaskCommentSchema,
    data: ZTaskComment,
    status: 201,
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: '/task/:id/comments/:commentId',
    summary: 'Delete a task comment',
    description: 'Its author, or whoever may delete the task.',
    refuses: [403, 404],
    tag,
    params: z.object({ id: zRecordId(), commentId: zRecordId() }),
    data: ZDeletedEntry,
  }),
};
