import type { Task } from '@atelier/domain';

/** How a task's due time reads on its card: overdue (past, not done), soon or later. */
export function isOverdue(task: Pick<Task, 'dueAt' | 'status'>, now: Date): boolean {
  return task.status !== 'done' && task.dueAt !== null && Date.parse(task.dueAt) < now.getTime();
}

/** Tasks of one page grouped by team, in the server's order (team name, then due time). */
export function groupByTeam(tasks: readonly Task[]) {
  const groups = new Map<string, { team: Task['team']; tasks: Task[] }>();
  for (const task of tasks) {
    const group = groups.get(task.team._id) ?? { team: task.team, tasks: [] };
    group.tasks.push(task);
    groups.set(task.team._id, group);
  }
  return [...groups.values()];
}
