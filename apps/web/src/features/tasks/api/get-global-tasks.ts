import type { Task, TaskDueFilter, TaskStatus } from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskKeys } from './keys';
import type { TaskPage } from './get-tasks';

export interface GlobalTaskQuery {
  page: number;
  limit: number;
  status?: TaskStatus | undefined;
  due?: TaskDueFilter | undefined;
  /** The end of the user's week (their clock and first day), for `due=week`. */
  weekEnd: string;
}

/** `GET task/global`: every task assigned to the user across their teams, by team. */
export async function getGlobalTasks(query: GlobalTaskQuery): Promise<TaskPage> {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(query.limit),
    weekEnd: query.weekEnd,
  });
  if (query.status) params.set('status', query.status);
  if (query.due) params.set('due', query.due);
  const { data, pagination } = await api.get<Task[]>(`/task/global?${params.toString()}`);
  return { tasks: data, total: pagination?.total ?? data.length };
}

export const globalTasksQueryOptions = (query: GlobalTaskQuery) =>
  queryOptions({ queryKey: taskKeys.global(query), queryFn: () => getGlobalTasks(query) });

export function useGlobalTasks(query: GlobalTaskQuery) {
  return useQuery({ ...globalTasksQueryOptions(query), placeholderData: keepPreviousData });
}
