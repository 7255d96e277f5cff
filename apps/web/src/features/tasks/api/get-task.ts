import { taskEndpoints, type Task } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** `GET task/{id}`: one task with its policies. */
export async function getTask(taskId: string): Promise<Task> {
  const { data } = await callApi(taskEndpoints.get, { params: { id: taskId } });
  return data;
}

export const taskQueryOptions = (taskId: string) =>
  queryOptions({ queryKey: taskKeys.detail(taskId), queryFn: () => getTask(taskId) });

export function useTask(taskId: string | null, initial?: Task) {
  return useQuery({
    ...taskQueryOptions(taskId ?? ''),
    enabled: taskId !== null,
    ...(initial ? { placeholderData: initial } : {}),
  });
}
