/**
 * "What tasks are assigned to Marco?", "How many tasks are overdue?", "My open tasks": the team's
 * tasks through the tasks service (which shows only the tasks the user may see), filtered by the
 * person, status and time the question names, and counted by the lists' pagination totals.
 */
import {
  TASK_STATUS_LABELS,
  writeCalendarDate,
  type DateFormat,
  type Task,
  type TaskStatus,
} from '@atelier/domain';
import { listTasks } from '../../tasks/service.ts';
import { counted, isOrAre, nothing, shownOf, type AnswerPart } from './answer-text.ts';
import { personNamed } from './people.ts';
import type { ParsedQuestion, QuestionTime } from './question.ts';
import type { SkillRequest } from './types.ts';

const ROWS = 20;
const OPEN: TaskStatus[] = ['todo', 'in_progress'];
const DAY = 86_400_000;

/** A date's first instant, and the instant after a date (its tasks are due before it). */
const startOf = (date: string) => new Date(`${date}T00:00:00.000Z`).toISOString();
const afterOf = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + DAY).toISOString();

function dueRange(time: QuestionTime | null, now: Date) {
  if (time?.kind === 'late') return { to: now.toISOString() };
  if (time?.kind === 'due') return { from: startOf(time.from), to: afterOf(time.to) };
  return {};
}

/** The tasks asked for, in words: "open and assigned to Marco Rossi". */
function described(question: ParsedQuestion, person: string | null) {
  const parts: string[] = [];
  const [status, ...more] = question.taskStatuses;
  if (status) parts.push(more.length ? 'open' : TASK_STATUS_LABELS[status].toLowerCase());
  if (person) parts.push(`assigned to ${person}`);
  if (question.time?.kind === 'late') parts.push('overdue');
  if (question.time?.kind === 'due') parts.push(`due ${question.time.label}`);
  return parts.join(' and ');
}

const dueDate = (task: Task, format: DateFormat) =>
  task.dueAt ? writeCalendarDate(task.dueAt.slice(0, 10), format) : 'None';

export async function tasksOf(
  request: SkillRequest,
  question: ParsedQuestion,
): Promise<AnswerPart> {
  const person = await personNamed(request, question);
  const timed = question.time?.kind === 'late' || question.time?.kind === 'due';
  const statuses = question.taskStatuses.length ? question.taskStatuses : timed ? OPEN : [];
  const range = dueRange(question.time, new Date());
  // One list per status asked for (the list takes one), each counted by its own total.
  const each: (TaskStatus | undefined)[] = statuses.length ? [...statuses] : [undefined];
  const pages = await Promise.all(
    each.map((status) =>
      listTasks(request.ctx, request.user, {
        teamId: request.teamId,
        page: 1,
        limit: ROWS,
        status,
        assigneeId: person?.id,
        ...range,
      }),
    ),
  );
  const total = pages.reduce((sum, page) => sum + page.pagination.total, 0);
  const tasks = pages
    .flatMap((page) => page.data)
    .sort((a, b) => (a.dueAt ?? '9999').localeCompare(b.dueAt ?? '9999'))
    .slice(0, ROWS);
  const what = described(question, person?.name ?? null);
  if (total === 0) return nothing(what ? `No tasks are ${what}.` : 'The team has no tasks yet.');
  const text = question.isCount
    ? what
      ? `${counted(total, 'task')} ${isOrAre(total)} ${what}.`
      : `The team has ${counted(total, 'task')}.`
    : `${what ? `Tasks ${what}` : 'The team’s tasks'} (${shownOf(total, tasks.length)}):`;
  const url = (task: Task) => `/Tasks?${new URLSearchParams({ task: task._id }).toString()}`;
  return {
    text,
    result: {
      table: {
        columns: ['Task', 'Status', 'Due', 'Assigned to'],
        rows: tasks.map((task) => ({
          url: url(task),
          cells: [
            task.title,
            TASK_STATUS_LABELS[task.status],
            dueDate(task, request.dateFormat),
            task.assignees.map((assignee) => assignee.name).join(', '),
          ],
        })),
      },
    },
    sources: tasks.map((task) => ({
      kind: 'task',
      _id: task._id,
      title: task.title,
      url: url(task),
    })),
  };
}
