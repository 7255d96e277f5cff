import {
  ZCreateTaskSchema,
  type Task,
  type TaskPriority,
  type TaskStatus,
  type TUpdateTaskSchema,
} from '@atelier/domain';
import { z } from 'zod';
import { fromPickerValue, toPickerValue } from '../../../lib/date-picker';

/** What the form holds: the due time as the picker gives it, local 'YYYY-MM-DD HH:mm:ss'. */
export interface TaskFormValues {
  teamId: string;
  title: string;
  description: string;
  assigneeIds: string[];
  dueAt: string | null;
  status: TaskStatus;
  priority: TaskPriority;
  productId: string | null;
}

export type TaskFormOutput = z.output<typeof ZCreateTaskSchema>;

export const TASK_FORM_FIELDS = [
  'title',
  'description',
  'assigneeIds',
  'dueAt',
  'status',
  'priority',
  'productId',
] as const;

/** The domain's schema, read from the form's values: the same rules as the server's. */
export const ZTaskForm = z.preprocess((values) => {
  const form = values as TaskFormValues;
  return { ...form, dueAt: form.dueAt ? fromPickerValue(form.dueAt) : null };
}, ZCreateTaskSchema) as unknown as z.ZodType<TaskFormOutput, TaskFormValues>;

/** A new task starts in `status`, for the user; an edited one from what it is. */
export function taskFormValues(
  teamId: string,
  task: Task | null,
  defaults: { status?: TaskStatus; assigneeIds?: string[] } = {},
): TaskFormValues {
  if (task) {
    return {
      teamId,
      title: task.title,
      description: task.description,
      assigneeIds: task.assignees.map((person) => person._id),
      dueAt: task.dueAt ? toPickerValue(task.dueAt) : null,
      status: task.status,
      priority: task.priority,
      productId: task.product?._id ?? null,
    };
  }
  return {
    teamId,
    title: '',
    description: '',
    assigneeIds: defaults.assigneeIds ?? [],
    dueAt: null,
    status: defaults.status ?? 'todo',
    priority: 'medium',
    productId: null,
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** What an edit changes: only the fields that differ from the task. */
export function taskChanges(task: Task, values: TaskFormOutput): TUpdateTaskSchema {
  const changes: TUpdateTaskSchema = {};
  if (values.title !== task.title) changes.title = values.title;
  if (values.description !== task.description) changes.description = values.description;
  const assigned = task.assignees.map((person) => person._id);
  if (!sameIds(values.assigneeIds, assigned)) changes.assigneeIds = values.assigneeIds;
  const dueAt = values.dueAt ?? null;
  const movedDue =
    (dueAt === null) !== (task.dueAt === null) ||
    (dueAt !== null && task.dueAt !== null && Date.parse(dueAt) !== Date.parse(task.dueAt));
  if (movedDue) changes.dueAt = dueAt;
  if (values.status !== task.status) changes.status = values.status;
  if (values.priority !== task.priority) changes.priority = values.priority;
  const productId = values.productId ?? null;
  if (productId !== (task.product?._id ?? null)) changes.productId = productId;
  return changes;
}
