/**
 * The rules of a task (issue 13). Any active member adds one; a task is seen by the team's owner
 * and active members, except that a product-linked task needs canViewProducts (SPEC §6: the
 * product's own first rule). Whoever sees it comments; its creator and the team owner edit and
 * delete it; they and its assignees move it on the board (its status). A comment is deleted by its
 * author or by whoever may delete the task. Outside the team everything is 404, a blocked member
 * reads 'You have been blocked from this team.', and a share link never opens a task.
 */
import { messages } from '@atelier/domain';
import type { TaskAction, TaskCommentAction, TaskPolicies } from '@atelier/domain';
import { ALLOWED, HIDDEN, membershipIn, refused } from './standing.ts';
import type { Decision, Standing } from './standing.ts';

export interface TaskRef {
  teamId: string;
  productId: string | null;
  /** Who made it (for `create`, the actor); null once their account is gone. */
  createdBy: string | null;
  assigneeIds: readonly string[];
}

/** A comment, with the task it is on. */
export interface TaskCommentRef extends TaskRef {
  authorId: string | null;
}

export function decideTask(standing: Standing, action: TaskAction, task: TaskRef): Decision {
  if (standing.kind === 'shareLink') return HIDDEN;
  const entry = membershipIn(standing.membership, task.teamId);
  if ('decision' in entry) return entry.decision;
  const { membership } = entry;
  if (task.productId !== null && !membership.permissions.has('canViewProducts')) {
    return refused(messages.noPermissionView);
  }
  const isCreator = task.createdBy !== null && task.createdBy === standing.userId;
  switch (action) {
    case 'create':
      return isCreator ? ALLOWED : HIDDEN;
    case 'view':
    case 'comment':
      return ALLOWED;
    case 'changeStatus':
      return isCreator || membership.isOwner || task.assigneeIds.includes(standing.userId)
        ? ALLOWED
        : refused(messages.askPermission);
    case 'edit':
    case 'delete':
      return isCreator || membership.isOwner ? ALLOWED : refused(messages.askPermission);
  }
}

export function decideTaskComment(
  standing: Standing,
  _action: TaskCommentAction,
  comment: TaskCommentRef,
): Decision {
  const seen = decideTask(standing, 'view', comment);
  if (!seen.allowed || standing.kind !== 'user') return seen;
  if (comment.authorId !== null && comment.authorId === standing.userId) return ALLOWED;
  return decideTask(standing, 'delete', comment);
}

/** What the user may do with the task, sent with it so the web app shows only that. */
export function taskPolicies(standing: Standing, task: TaskRef): TaskPolicies {
  const allowed = (action: TaskAction) => decideTask(standing, action, task).allowed;
  return {
    edit: allowed('edit'),
    changeStatus: allowed('changeStatus'),
    delete: allowed('delete'),
    comment: allowed('comment'),
  };
}
