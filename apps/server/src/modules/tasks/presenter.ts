/** The only place task responses are shaped. */
import { displayName } from '@atelier/domain';
import type { Task, TaskComment, TaskPerson } from '@atelier/domain';
import type { Storage } from '../../platform/storage/storage.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import { membershipOfRow } from '../policy/standing.ts';
import type { Standing } from '../policy/standing.ts';
import { decideTaskComment, taskPolicies } from '../policy/task.ts';
import type { TaskRef } from '../policy/task.ts';
import type { PersonJson, TaskCardRow, TaskCommentListRow } from './queries.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function person(
  storage: Storage,
  id: string,
  row: { firstName: string; lastName: string | null; profilePicture: string | null },
): Promise<TaskPerson> {
  return {
    _id: id,
    name: displayName({ firstName: row.firstName, lastName: row.lastName ?? '' }),
    profilePicture: await urlOf(storage, row.profilePicture),
  };
}

export function taskRefOf(row: TaskCardRow): TaskRef {
  return {
    teamId: row.task.teamId,
    productId: row.task.productId,
    createdBy: row.task.createdBy,
    assigneeIds: row.assignees.map((assignee: PersonJson) => assignee.id),
  };
}

export function standingOfRow(row: TaskCardRow, userId: string): Standing {
  return { kind: 'user', userId, membership: membershipOfRow(row, userId) };
}

export async function presentTask(
  storage: Storage,
  row: TaskCardRow,
  userId: string,
): Promise<Task> {
  const { task } = row;
  const standing = standingOfRow(row, userId);
  return {
    _id: task.id,
    teamId: task.teamId,
    team: { _id: row.team.id, name: row.team.name },
    title: task.title,
    description: task.description,
    status: task.status,
    priority: task.priority,
    dueAt: iso(task.dueAt),
    // Only those who may view the team's products see a product-linked task at all.
    product:
      task.productId !== null && row.productName !== null
        ? { _id: task.productId, name: row.productName }
        : null,
    assignees: await Promise.all(
      row.assignees.map((assignee: PersonJson) => person(storage, assignee.id, assignee)),
    ),
    createdBy:
      task.createdBy !== null && row.creatorFirstName !== null
        ? await person(storage, task.createdBy, {
            firstName: row.creatorFirstName,
            lastName: row.creatorLastName,
            profilePicture: row.creatorPicture,
          })
        : null,
    commentCount: Number(row.commentCount),
    completedAt: iso(task.completedAt),
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
    policies: taskPolicies(standing, taskRefOf(row)),
  };
}

export async function presentTaskComment(
  storage: Storage,
  row: TaskCommentListRow,
  standing: Standing,
  task: TaskRef,
): Promise<TaskComment> {
  const { comment } = row;
  return {
    _id: comment.id,
    taskId: comment.taskId,
    text: comment.text,
    author:
      comment.authorId !== null && row.firstName !== null
        ? await person(storage, comment.authorId, {
            firstName: row.firstName,
            lastName: row.lastName,
            profilePicture: row.profilePicture,
          })
        : null,
    createdAt: comment.createdAt.toISOString(),
    policies: {
      delete: decideTaskComment(standing, 'delete', { ...task, authorId: comment.authorId })
        .allowed,
    },
  };
}
