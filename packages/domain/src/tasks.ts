/**
 * Tasks (issue 13): work of one team with owners (assignees), an optional due time, a status on
 * the board (To do, In progress, Done), a priority and optionally a product; people talk about a
 * task in its comments. Shared by the task form and the routes.
 */
import { z } from 'zod';
import { checkRange, DAY_MS, zInstant } from './dates.ts';
import { zCommentText } from './comments.ts';
import { DESCRIPTION_MAX } from './constants.ts';
import { messages } from './messages.ts';
import { zPage, zPageSize, zRecordId } from './teams.ts';
import { hasChanges, nothingToChange } from './updates.ts';
import { zOptionalText, zRequiredText } from './text.ts';

/** Stored as these values; the web shows TASK_STATUS_LABELS (the issue's words). */
export const TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  done: 'Done',
};

export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** When a task is due, as /Tasks/GlobalTask filters it (docs/decisions.md). */
export const TASK_DUE_FILTERS = ['overdue', 'week', 'later'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];
export const TASK_DUE_FILTER_LABELS: Record<TaskDueFilter, string> = {
  overdue: 'Overdue',
  week: 'This week',
  later: 'Later',
};

export const TASK_TITLE_MAX = 100;
/** SPEC §5: a description is at most 160 characters. */
export const TASK_DESCRIPTION_MAX = DESCRIPTION_MAX;
/** People one task may be assigned to at once. */
export const TASK_ASSIGNEES_MAX = 20;
/** The longest range of due times one list may ask for (a calendar's year). */
export const TASK_RANGE_MAX_DAYS = 366;
/** How far ahead the end of "this week" may lie (a week and a day for clocks and zones). */
export const TASK_WEEK_END_MAX_DAYS = 8;

const taskFields = {
  title: zRequiredText(TASK_TITLE_MAX, messages.taskTitleRequired, messages.taskTitleTooLong),
  description: zOptionalText(TASK_DESCRIPTION_MAX, messages.descriptionTooLong),
  assigneeIds: z
    .array(zRecordId(messages.taskAssigneeOfTeam), { error: messages.taskAssigneeRequired })
    .min(1, messages.taskAssigneeRequired)
    .max(TASK_ASSIGNEES_MAX, messages.taskAssigneesTooMany)
    .transform((ids) => [...new Set(ids)]),
  dueAt: zInstant(messages.dueAtInvalid).nullable(),
  status: z.enum(TASK_STATUSES, { error: messages.taskStatusInvalid }),
  priority: z.enum(TASK_PRIORITIES, { error: messages.taskPriorityInvalid }),
  productId: zRecordId(messages.productOfTeam).nullable(),
};

export const ZCreateTaskSchema = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
  title: taskFields.title,
  description: taskFields.description.default(''),
  assigneeIds: taskFields.assigneeIds,
  dueAt: taskFields.dueAt.optional(),
  status: taskFields.status.default('todo'),
  priority: taskFields.priority.default('medium'),
  productId: taskFields.productId.optional(),
});
export type TCreateTaskSchema = z.input<typeof ZCreateTaskSchema>;

/** Any of the fields; a task stays in its team (a teamId sent along is ignored). */
export const ZUpdateTaskSchema = z
  .object(taskFields)
  .partial()
  .refine(hasChanges, nothingToChange());
export type TUpdateTaskSchema = z.input<typeof ZUpdateTaskSchema>;

/** Query strings send booleans as words. */
const zFlag = z
  .enum(['true', 'false'], { error: messages.taskFilterInvalid })
  .transform((value) => value === 'true');

/**
 * `GET task?teamId&page&limit`: the team's tasks the user may see, by due time (undated last).
 * Filters: `status`, `assigneeId`, `productId`, `mine=true` (assigned to or made by the user),
 * and `from`/`to` (both; due within [from, to), for a calendar).
 */
export const ZTaskListQuery = z
  .object({
    teamId: zRecordId(messages.teamSelectRequired),
    page: zPage,
    limit: zPageSize,
    status: z.enum(TASK_STATUSES, { error: messages.taskStatusInvalid }).optional(),
    assigneeId: zRecordId(messages.taskFilterInvalid).optional(),
    productId: zRecordId(messages.taskFilterInvalid).optional(),
    mine: zFlag.optional(),
    from: zInstant(messages.rangeInvalid).optional(),
    to: zInstant(messages.rangeInvalid).optional(),
  })
  .superRefine(checkRange(TASK_RANGE_MAX_DAYS));
export type TTaskListQuery = z.input<typeof ZTaskListQuery>;

/**
 * `GET task/global?page&limit&status&due&weekEnd`: every task assigned to the user in all their
 * teams, by team name and then due time. `due` is overdue (past, not done), week (from now to
 * `weekEnd`, the end of the user's week by their clock and first day; a week from now when left
 * out) or later (after that, or undated).
 */
export const ZGlobalTaskQuery = z
  .object({
    page: zPage,
    limit: zPageSize,
    status: z.enum(TASK_STATUSES, { error: messages.taskStatusInvalid }).optional(),
    due: z.enum(TASK_DUE_FILTERS, { error: messages.taskDueFilterInvalid }).optional(),
    weekEnd: zInstant(messages.taskWeekEndInvalid).optional(),
  })
  .superRefine((query, context) => {
    if (query.weekEnd === undefined) return;
    const ahead = Date.parse(query.weekEnd) - Date.now();
    if (ahead < -60_000 || ahead > TASK_WEEK_END_MAX_DAYS * DAY_MS) {
      context.addIssue({ code: 'custom', message: messages.taskWeekEndInvalid, path: ['weekEnd'] });
    }
  });
export type TGlobalTaskQuery = z.input<typeof ZGlobalTaskQuery>;

export const ZCreateTaskCommentSchema = z.object({ text: zCommentText });
export type TCreateTaskCommentSchema = z.input<typeof ZCreateTaskCommentSchema>;

const ZPersonRef = z.object({
  _id: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
});
export type TaskPerson = z.infer<typeof ZPersonRef>;

export const ZTaskPolicies = z.object({
  /** Title, description, assignees, due time, priority, product. */
  edit: z.boolean(),
  /** Move it on the board. */
  changeStatus: z.boolean(),
  delete: z.boolean(),
  comment: z.boolean(),
});
export type TaskPolicies = z.infer<typeof ZTaskPolicies>;

export const ZTask = z.object({
  _id: z.string(),
  teamId: z.string(),
  team: z.object({ _id: z.string(), name: z.string() }),
  title: z.string(),
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  dueAt: z.string().nullable(),
  /** The linked product (only those who may view the team's products see product-linked tasks). */
  product: z.object({ _id: z.string(), name: z.string() }).nullable(),
  assignees: z.array(ZPersonRef),
  createdBy: ZPersonRef.nullable(),
  commentCount: z.number(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  policies: ZTaskPolicies,
});
export type Task = z.infer<typeof ZTask>;

export const ZTaskComment = z.object({
  _id: z.string(),
  taskId: z.string(),
  text: z.string(),
  author: ZPersonRef.nullable(),
  createdAt: z.string(),
  policies: z.object({ delete: z.boolean() }),
});
export type TaskComment = z.infer<typeof ZTaskComment>;

/** The live event (realtime.ts): ids only, so open lists refetch through the policy. */
export interface TaskChange {
  teamId: string;
  taskId: string;
  change: 'created' | 'updated' | 'deleted' | 'commented';
}
