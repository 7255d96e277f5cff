/**
 * Tasks (issue 13), through the policy: any active member adds one and assigns it to people of
 * the team who may see it; its creator and the team owner edit and delete it; they and its
 * assignees move it on the board; whoever sees it comments. A member needs canViewProducts for a
 * product-linked task, in the lists' SQL as in every read. Each newly assigned person hears of it
 * (`assignTask`, after commit, per their settings); open lists refresh on `taskChanged`.
 */
import { messages, displayName } from '@atelier/domain';
import type {
  Task,
  ZCreateTaskCommentSchema,
  ZCreateTaskSchema,
  ZGlobalTaskQuery,
  ZTaskListQuery,
  ZUpdateTaskSchema,
} from '@atelier/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { pageTotal } from '../../db/pagination.ts';
import type { TaskRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { notice, notify } from '../notifications/service.ts';
import { usersAllowedOnTask } from '../policy/audience.ts';
import { authorizeLinkedProduct } from '../policy/linked-product.ts';
import { authorize, authorizeStanding } from '../policy/policy.ts';
import type { TaskRef } from '../policy/task.ts';
import { taskChanged } from './live.ts';
import { presentTask, presentTaskComment, standingOfRow, taskRefOf } from './presenter.ts';
import {
  countGlobalTasks,
  countTeamTasks,
  deleteTask as removeTask,
  deleteTaskComment,
  findTask,
  insertTask,
  insertTaskComment,
  listGlobalTasks,
  listTaskComments,
  listTeamTasks,
  lockTask,
  noticeNames,
  setAssignees,
  taskCard,
  taskComment,
  updateTask as saveTask,
} from './queries.ts';
import type { TaskValues, TeamTaskFilters } from './queries.ts';

type CreateInput = z.output<typeof ZCreateTaskSchema>;
type UpdateInput = z.output<typeof ZUpdateTaskSchema>;
type ListQuery = z.output<typeof ZTaskListQuery>;
type GlobalQuery = z.output<typeof ZGlobalTaskQuery>;
type CommentInput = z.output<typeof ZCreateTaskCommentSchema>;

/** The most tasks one range answers (a calendar's year of a busy team). */
const RANGE_LIMIT = 2000;
const WEEK_MS = 7 * 86_400_000;

/**
 * A task goes only to people who may see it: the team's owner and active members, and for a
 * product-linked task those of them who may view the team's products. Anyone else is a 400 on
 * `assigneeIds` (another team's user and an unknown id read the same).
 */
async function checkAssignees(executor: Executor, task: TaskRef, assigneeIds: readonly string[]) {
  const inTeam = await usersAllowedOnTask(
    executor,
    'view',
    { ...task, productId: null },
    assigneeIds,
  );
  if (inTeam.length !== assigneeIds.length) {
    throw fieldError('assigneeIds', messages.taskAssigneeOfTeam);
  }
  if (task.productId === null) return;
  const seeing = await usersAllowedOnTask(executor, 'view', task, assigneeIds);
  if (seeing.length !== assigneeIds.length) {
    throw fieldError('assigneeIds', messages.taskAssigneeSeesProduct);
  }
}

/** Tells each newly assigned person, but never the one who assigned them. */
async function announceAssignment(
  executor: Executor,
  actor: UserRow,
  task: TaskRow,
  userIds: readonly string[],
) {
  const targets = userIds.filter((id) => id !== actor.id);
  if (targets.length === 0) return;
  const names = await noticeNames(executor, actor.id, task.teamId);
  if (!names) return;
  await notify(executor, {
    userIds: targets,
    key: 'assignTask',
    message: `${displayName(names)} ${messages.taskAssignedNotice} ${task.title} in ${names.teamName}.`,
    teamId: task.teamId,
    actorId: actor.id,
    payload: {
      taskId: task.id,
      taskTitle: task.title,
      notice: notice('taskAssigned', {
        actor: displayName(names),
        task: task.title,
        team: names.teamName,
      }),
    },
  });
}

async function card(ctx: AppContext, executor: Executor, userId: string, id: string) {
  const row = await taskCard(executor, userId, id);
  if (!row) throw notFound();
  return presentTask(ctx.storage, row, userId);
}

/** The team's tasks the user sees, a page at a time, with the query's filters. */
export async function listTasks(ctx: AppContext, user: UserRow, query: ListQuery) {
  // Outsiders read 404 and blocked members 403 before anything of the team is read.
  await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId: query.teamId });
  const filters: TeamTaskFilters = {
    teamId: query.teamId,
    status: query.status,
    assigneeId: query.assigneeId,
    productId: query.productId,
    mine: query.mine,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
  const pagination = { page: query.page, limit: query.limit };
  const rows = await listTeamTasks(ctx.db, user.id, filters, pagination);
  const total = await pageTotal(pagination, rows.length, () =>
    countTeamTasks(ctx.db, user.id, filters),
  );
  return {
    data: await Promise.all(rows.map((row) => presentTask(ctx.storage, row, user.id))),
    pagination: { ...pagination, total },
  };
}

/**
 * The team's tasks due within [from, to) that the user sees, soonest first (at most 2000): what
 * a calendar shows. Outsiders read 404 and blocked members 403.
 */
export async function tasksDueInRange(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  from: Date,
  to: Date,
): Promise<Task[]> {
  await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId });
  const rows = await listTeamTasks(
    ctx.db,
    user.id,
    { teamId, from, to },
    { page: 1, limit: RANGE_LIMIT },
  );
  return Promise.all(rows.map((row) => presentTask(ctx.storage, row, user.id)));
}

/** Every task assigned to the user in the teams they see into, by team, then due time. */
export async function listGlobal(ctx: AppContext, user: UserRow, query: GlobalQuery) {
  const now = new Date();
  const filters = {
    status: query.status,
    due: query.due,
    now,
    weekEnd: query.weekEnd ? new Date(query.weekEnd) : new Date(now.getTime() + WEEK_MS),
  };
  const pagination = { page: query.page, limit: query.limit };
  const rows = await listGlobalTasks(ctx.db, user.id, filters, pagination);
  const total = await pageTotal(pagination, rows.length, () =>
    countGlobalTasks(ctx.db, user.id, filters),
  );
  return {
    data: await Promise.all(rows.map((row) => presentTask(ctx.storage, row, user.id))),
    pagination: { ...pagination, total },
  };
}

export async function getTask(ctx: AppContext, user: UserRow, id: string) {
  const row = await taskCard(ctx.db, user.id, id);
  if (!row) throw notFound();
  authorizeStanding(standingOfRow(row, user.id), 'view', { kind: 'task', ...taskRefOf(row) });
  return presentTask(ctx.storage, row, user.id);
}

export async function createTask(ctx: AppContext, user: UserRow, input: CreateInput) {
  return transaction(ctx, async (tx) => {
    const ref: TaskRef = {
      teamId: input.teamId,
      productId: null,
      createdBy: user.id,
      assigneeIds: input.assigneeIds,
    };
    await authorize(tx, user, 'create', { kind: 'task', ...ref });
    await authorizeLinkedProduct(tx, user, input.teamId, input.productId);
    await checkAssignees(tx, { ...ref, productId: input.productId ?? null }, input.assigneeIds);
    const task = await insertTask(tx, {
      teamId: input.teamId,
      createdBy: user.id,
      title: input.title,
      description: input.description,
      status: input.status,
      priority: input.priority,
      dueAt: input.dueAt ? new Date(input.dueAt) : null,
      productId: input.productId ?? null,
      completedAt: input.status === 'done' ? new Date() : null,
    });
    const added = await setAssignees(tx, task.id, input.assigneeIds);
    await announceAssignment(tx, user, task, added);
    await taskChanged.record(tx, {
      teamId: task.teamId,
      taskId: task.id,
      change: 'created',
      productId: task.productId,
    });
    return card(ctx, tx, user.id, task.id);
  });
}

/**
 * Changes any of the fields. Moving it on the board (status alone) is for its creator, its
 * assignees and the team owner; anything else for its creator and the team owner.
 */
export async function updateTask(ctx: AppContext, user: UserRow, id: string, input: UpdateInput) {
  return transaction(ctx, async (tx) => {
    const current = await lockTask(tx, id);
    if (!current) throw notFound();
    const ref: TaskRef = {
      teamId: current.teamId,
      productId: current.productId,
      createdBy: current.createdBy,
      assigneeIds: current.assigneeIds,
    };
    const { status, ...fields } = input;
    const edits = Object.values(fields).some((value) => value !== undefined);
    // Seeing it comes first: a task the user may not see is not theirs to change.
    await authorize(tx, user, 'view', { kind: 'task', ...ref });
    if (edits) await authorize(tx, user, 'edit', { kind: 'task', ...ref });
    if (status !== undefined) await authorize(tx, user, 'changeStatus', { kind: 'task', ...ref });

    if (input.productId !== undefined)
      await authorizeLinkedProduct(tx, user, current.teamId, input.productId);
    const productId = input.productId !== undefined ? input.productId : current.productId;
    const assigneeIds = input.assigneeIds ?? current.assigneeIds;
    if (input.assigneeIds !== undefined || productId !== current.productId) {
      await checkAssignees(tx, { ...ref, productId }, assigneeIds);
    }
    const values: Partial<TaskValues> = {
      title: input.title,
      description: input.description,
      priority: input.priority,
      productId: input.productId,
      dueAt: input.dueAt === undefined ? undefined : input.dueAt ? new Date(input.dueAt) : null,
    };
    if (status !== undefined && status !== current.status) {
      values.status = status;
      values.completedAt = status === 'done' ? new Date() : null;
    }
    const updated = await saveTask(tx, id, values);
    if (input.assigneeIds !== undefined) {
      const added = await setAssignees(tx, id, input.assigneeIds);
      await announceAssignment(tx, user, updated, added);
    }
    await taskChanged.record(tx, {
      teamId: updated.teamId,
      taskId: id,
      change: 'updated',
      // Linked before and after: only product viewers saw it; otherwise the whole team may have.
      productId:
        current.productId !== null && updated.productId !== null ? updated.productId : null,
    });
    return card(ctx, tx, user.id, id);
  });
}

export async function deleteTask(ctx: AppContext, user: UserRow, id: string) {
  await transaction(ctx, async (tx) => {
    const current = await lockTask(tx, id);
    if (!current) throw notFound();
    await authorize(tx, user, 'delete', { kind: 'task', ...current });
    await removeTask(tx, id);
    await taskChanged.record(tx, {
      teamId: current.teamId,
      taskId: id,
      change: 'deleted',
      productId: current.productId,
    });
  });
  return { _id: id };
}

// ---------------------------------------------------------------- comments

async function readableTask(executor: Executor, user: UserRow, taskId: string) {
  const task = await findTask(executor, taskId);
  if (!task) throw notFound();
  const standing = await authorize(executor, user, 'view', { kind: 'task', ...task });
  return { task, standing };
}

/** The task's comments, oldest first, for whoever sees the task. */
export async function listComments(ctx: AppContext, user: UserRow, taskId: string) {
  const { task, standing } = await readableTask(ctx.db, user, taskId);
  const rows = await listTaskComments(ctx.db, taskId);
  return Promise.all(rows.map((row) => presentTaskComment(ctx.storage, row, standing, task)));
}

export async function addComment(
  ctx: AppContext,
  user: UserRow,
  taskId: string,
  input: CommentInput,
) {
  return transaction(ctx, async (tx) => {
    const task = await findTask(tx, taskId);
    if (!task) throw notFound();
    const standing = await authorize(tx, user, 'comment', { kind: 'task', ...task });
    const comment = await insertTaskComment(tx, { taskId, authorId: user.id, text: input.text });
    await taskChanged.record(tx, {
      teamId: task.teamId,
      taskId,
      change: 'commented',
      productId: task.productId,
    });
    const row = await taskComment(tx, comment.id);
    return presentTaskComment(ctx.storage, row!, standing, task);
  });
}

/** Removes a comment: its author's, or any for whoever may delete the task. */
export async function deleteComment(
  ctx: AppContext,
  user: UserRow,
  taskId: string,
  commentId: string,
) {
  await transaction(ctx, async (tx) => {
    const task = await findTask(tx, taskId);
    if (!task) throw notFound();
    const row = await taskComment(tx, commentId);
    // A comment of another task reads as unknown once the task itself may be seen.
    await authorize(tx, user, 'view', { kind: 'task', ...task });
    if (!row || row.comment.taskId !== taskId) throw notFound(messages.taskCommentNotFound);
    await authorize(tx, user, 'delete', {
      kind: 'taskComment',
      ...task,
      authorId: row.comment.authorId,
    });
    await deleteTaskComment(tx, commentId);
    await taskChanged.record(tx, {
      teamId: task.teamId,
      taskId,
      change: 'commented',
      productId: task.productId,
    });
  });
  return { _id: commentId };
}
