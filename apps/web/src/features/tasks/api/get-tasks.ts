import type { Task, TaskStatus } from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskKeys } from './keys';

export interface TeamTaskQuery {
  teamId: string;
  page: number;
  limit: number;
  status?: TaskStatus | undefined;
  /** Assigned to or made by the user. */
  mine?: boolean | undefined;
}

export interface TaskPage {
  tasks: Task[];
  total: number;
}

/** `GET task?teamId&page&limit&status&mine`: the team's tasks the user sees, soonest due first. */
export async function getTasks(query: TeamTaskQuery): Promise<TaskPage> {
  const params = new URLSearchParams({
    teamId: query.teamId,
    page: String(query.page),
    limit: String(query.limit),
  });
  if (query.status) params.set('status', query.status);
  if (query.mine) params.set('mine', 'true');
  const { data, pagination } = await api.get<Task[]>(`/task?${params.toString()}`);
  return { tasks: data, total: pagination?.total ?? data.length };
}

export const tasksQueryOptions = (query: TeamTaskQuery) =>
  queryOptions({ queryKey: taskKeys.team(query), queryFn: () => getTasks(query) });

export function useTasks(query: TeamTaskQuery) {
  return useQuery({ ...tasksQueryOptions(query), placeholderData: keepPreviousData });
}
