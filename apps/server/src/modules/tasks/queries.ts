/** Drizzle queries of tasks; the lists are scoped by the policy's visibility fragment. */
import {
  aliasedTable,
  and,
  asc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TaskStatus } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import {
  products,
  taskAssignees,
  taskComments,
  tasks,
  teamMembers,
  teams,
  users,
} from '../../db/schema/index.ts';
import type { TaskRow } from '../../db/schema/index.ts';
import { isVisibleTask, membershipColumns, membershipOf } from '../policy/visibility.ts';

export type TaskValues = Omit<typeof tasks.$inferInsert, 'id' | 'createdAt'>;

export interface PersonJson {
  id: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
}

/** The task's assignees, by when they were assigned, then by name; a deleted account drops out. */
const assignees = () =>
  sql<PersonJson[]>`coalesce((
    select json_agg(json_build_object('id', au.id, 'firstName', au.first_name,
      'lastName', au.last_name, 'profilePicture', au.profile_picture)
      order by ta.assigned_at, au.first_name, au.last_name, au.id)
    from ${taskAssignees} ta join ${users} au on au.id = ta.user_id
    where ta.task_id = ${tasks.id}), '[]'::json)`;

const commentCount = () =>
  sql<number>`(select count(*)::int from ${taskComments} tc where tc.task_id = ${tasks.id})`;

const creators = aliasedTable(users, 'creators');

/** Tasks with what their card shows and the user's standing in their team (for policies). */
function cards(executor: Executor, userId: string) {
  return executor
    .select({
      task: tasks,
      productName: products.name,
      creatorFirstName: creators.firstName,
      creatorLastName: creators.lastName,
      creatorPicture: creators.profilePicture,
      assignees: assignees(),
      commentCount: commentCount(),
      ...membershipColumns(),
    })
    .from(tasks)
    .innerJoin(teams, eq(teams.id, tasks.teamId))
    .leftJoin(teamMembers, membershipOf(tasks.teamId, userId))
    .leftJoin(products, eq(products.id, tasks.productId))
    .leftJoin(creators, eq(creators.id, tasks.createdBy))
    .$dynamic();
}

export type TaskCardRow = Awaited<ReturnType<ReturnType<typeof cards>['execute']>>[number];

const isAssignedTo = (userId: string) =>
  sql`exists (select 1 from ${taskAssignees} ta
    where ta.task_id = ${tasks.id} and ta.user_id = ${userId})`;

export interface TeamTaskFilters {
  teamId: string;
  status?: TaskStatus | undefined;
  assigneeId?: string | undefined;
  productId?: string | undefined;
  /** Assigned to or made by the user. */
  mine?: boolean | undefined;
  /** Due within [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
}

function teamTasksWhere(userId: string, filters: TeamTaskFilters): SQL | undefined {
  return and(
    eq(tasks.teamId, filters.teamId),
    isVisibleTask(tasks, userId),
    filters.status ? eq(tasks.status, filters.status) : undefined,
    filters.assigneeId ? isAssignedTo(filters.assigneeId) : undefined,
    filters.productId ? eq(tasks.productId, filters.productId) : undefined,
    filters.mine ? or(isAssignedTo(userId), eq(tasks.createdBy, userId)) : undefined,
    filters.from ? gte(tasks.dueAt, filters.from) : undefined,
    filters.to ? lt(tasks.dueAt, filters.to) : undefined,
  );
}

/** Soonest due first, undated last, then the newest. */
const byDue = [sql`${tasks.dueAt} asc nulls last`, sql`${tasks.createdAt} desc`, asc(tasks.id)];

export interface Page {
  page: number;
  limit: number;
}

/** A page of the team's tasks the user sees. */
export function listTeamTasks(
  executor: Executor,
  userId: string,
  filters: TeamTaskFilters,
  page: Page,
) {
  return cards(executor, userId)
    .where(teamTasksWhere(userId, filters))
    .orderBy(...byDue)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}

export async function countTeamTasks(executor: Executor, userId: string, filters: TeamTaskFilters) {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(tasks)
    .where(teamTasksWhere(userId, filters));
  return row?.total ?? 0;
}

export interface GlobalTaskFilters {
  status?: TaskStatus | undefined;
  due?: 'overdue' | 'week' | 'later' | undefined;
  now: Date;
  weekEnd: Date;
}

function globalTasksWhere(userId: string, filters: GlobalTaskFilters): SQL | undefined {
  const due = {
    overdue: and(lt(tasks.dueAt, filters.now), ne(tasks.status, 'done')),
    week: and(gte(tasks.dueAt, filters.now), lt(tasks.dueAt, filters.weekEnd)),
    later: or(isNull(tasks.dueAt), gte(tasks.dueAt, filters.weekEnd)),
  };
  return and(
    inArray(tasks.id, sql`(select task_id from ${taskAssignees} where user_id = ${userId})`),
    isVisibleTask(tasks, userId),
    filters.status ? eq(tasks.status, filters.status) : undefined,
    filters.due ? due[filters.due] : undefined,
  );
}

/** A page of the tasks assigned to the user across their teams, by team name, then due time. */
export function listGlobalTasks(
  executor: Executor,
  userId: string,
  filters: GlobalTaskFilters,
  page: Page,
) {
  return cards(executor, userId)
    .where(globalTasksWhere(userId, filters))
    .orderBy(asc(teams.name), asc(teams.id), ...byDue)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}

export async function countGlobalTasks(
  executor: Executor,
  userId: string,
  filters: GlobalTaskFilters,
) {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(tasks)
    .where(globalTasksWhere(userId, filters));
  return row?.total ?? 0;
}

/** One task's card, whatever the user may see (the service authorizes the read). */
export async function taskCard(executor: Executor, userId: string, id: string) {
  const [row] = await cards(executor, userId).where(eq(tasks.id, id));
  return row;
}

/** The task row with its assignees' ids, which its policy reads. */
async function withAssignees(executor: Executor, task: TaskRow | undefined) {
  if (!task) return undefined;
  const assigned = await executor
    .select({ userId: taskAssignees.userId })
    .from(taskAssignees)
    .where(eq(taskAssignees.taskId, task.id));
  return { ...task, assigneeIds: assigned.map((row) => row.userId) };
}

/** Locks the task for the rest of the transaction, with its assignees' ids. */
export async function lockTask(executor: Executor, id: string) {
  const [task] = await executor.select().from(tasks).where(eq(tasks.id, id)).for('update');
  return withAssignees(executor, task);
}

/** The task with its assignees' ids, unlocked (to read its comments). */
export async function findTask(executor: Executor, id: string) {
  const [task] = await executor.select().from(tasks).where(eq(tasks.id, id));
  return withAssignees(executor, task);
}

export async function insertTask(executor: Executor, values: TaskValues) {
  const [row] = await executor.insert(tasks).values(values).returning();
  return row!;
}

export async function updateTask(executor: Executor, id: string, values: Partial<TaskValues>) {
  const [row] = await executor
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tasks.id, id))
    .returning();
  return row!;
}

/** Makes the task's assignees exactly `userIds`; answers those newly assigned. */
export async function setAssignees(executor: Executor, taskId: string, userIds: readonly string[]) {
  const removed = and(
    eq(taskAssignees.taskId, taskId),
    userIds.length > 0 ? notInArray(taskAssignees.userId, [...userIds]) : undefined,
  );
  await executor.delete(taskAssignees).where(removed);
  if (userIds.length === 0) return [];
  const added = await executor
    .insert(taskAssignees)
    .values(userIds.map((userId) => ({ taskId, userId })))
    .onConflictDoNothing()
    .returning({ userId: taskAssignees.userId });
  return added.map((row) => row.userId);
}

export async function deleteTask(executor: Executor, id: string) {
  await executor.delete(tasks).where(eq(tasks.id, id));
}

/** The names a notice gives: the actor's and the team's. */
export async function noticeNames(executor: Executor, userId: string, teamId: string) {
  const [row] = await executor
    .select({ firstName: users.firstName, lastName: users.lastName, teamName: teams.name })
    .from(users)
    .innerJoin(teams, eq(teams.id, teamId))
    .where(eq(users.id, userId));
  return row;
}

// ---------------------------------------------------------------- comments

function commentRows(executor: Executor) {
  return executor
    .select({
      comment: taskComments,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePicture: users.profilePicture,
    })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .$dynamic();
}

export type TaskCommentListRow = Awaited<
  ReturnType<ReturnType<typeof commentRows>['execute']>
>[number];

/** The task's comments, oldest first, with their authors. */
export function listTaskComments(executor: Executor, taskId: string) {
  return commentRows(executor)
    .where(eq(taskComments.taskId, taskId))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
}

export async function taskComment(executor: Executor, id: string) {
  const [row] = await commentRows(executor).where(eq(taskComments.id, id));
  return row;
}

export async function insertTaskComment(
  executor: Executor,
  values: { taskId: string; authorId: string; text: string },
) {
  const [row] = await executor.insert(taskComments).values(values).returning();
  return row!;
}

export async function deleteTaskComment(executor: Executor, id: string) {
  await executor.delete(taskComments).where(eq(taskComments.id, id));
}
