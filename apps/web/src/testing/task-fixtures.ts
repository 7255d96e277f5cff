import type { Task } from '@atelier/domain';
import { OWNER_ID, TEAM_ID } from './fixtures';

let taskCount = 0;

/** A task of Ada's team, assigned to her and made by her unless told otherwise. */
export function aTask(overrides: Partial<Task> = {}): Task {
  taskCount += 1;
  const ada = { _id: OWNER_ID, name: 'Ada Lovelace', profilePicture: null };
  return {
    _id: `a0a0a0a0-0000-4000-8000-${String(taskCount).padStart(12, '0')}`,
    teamId: TEAM_ID,
    team: { _id: TEAM_ID, name: 'Spring studio' },
    title: 'Grade the pattern',
    description: '',
    status: 'todo',
    priority: 'medium',
    dueAt: null,
    product: null,
    assignees: [ada],
    createdBy: ada,
    commentCount: 0,
    completedAt: null,
    createdAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    policies: { edit: true, changeStatus: true, delete: true, comment: true },
    ...overrides,
  };
}
