import { taskEndpoints, type TaskDueFilter, type TaskStatus } from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
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
  const { page, limit, weekEnd, status, due } = query;
  const { data, pagination } = await callApi(taskEndpoints.global, {
    query: { page, limit, weekEnd, status, due },
  });
  return { tasks: data, total: pagination?.total ?? data.length };
}

export const globalTasksQueryOptions = (query: GlobalTaskQuery) =>
  queryOptions({ queryKey: taskKeys.global(query), queryFn: () => getGlobalTasks(query) });

export function useGlobalTasks(query: GlobalTaskQuery) {
  return useQuery({ ...globalTasksQueryOptions(query), placeholderData: keepPreviousData });
}
