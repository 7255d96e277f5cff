import { taskEndpoints, type Task, type TaskStatus } from '@atelier/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
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
  const { data, pagination } = await callApi(taskEndpoints.list, {
    query: {
      teamId: query.teamId,
      page: query.page,
      limit: query.limit,
      status: query.status,
      mine: query.mine ? 'true' : undefined,
    },
  });
  return { tasks: data, total: pagination?.total ?? data.length };
}

export const tasksQueryOptions = (query: TeamTaskQuery) =>
  queryOptions({ queryKey: taskKeys.team(query), queryFn: () => getTasks(query) });

export function useTasks(query: TeamTaskQuery) {
  return useQuery({ ...tasksQueryOptions(query), placeholderData: keepPreviousData });
}
