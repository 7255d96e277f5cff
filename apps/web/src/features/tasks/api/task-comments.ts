import { taskEndpoints, type TaskComment } from '@atelier/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** `GET task/{id}/comments`: oldest first. */
export async function getTaskComments(taskId: string): Promise<TaskComment[]> {
  const { data } = await callApi(taskEndpoints.comments, { params: { id: taskId } });
  return data;
}

export const taskCommentsQueryOptions = (taskId: string) =>
  queryOptions({ queryKey: taskKeys.comments(taskId), queryFn: () => getTaskComments(taskId) });

export function useTaskComments(taskId: string) {
  return useQuery(taskCommentsQueryOptions(taskId));
}

/** Comments change a card's count as well as the thread. */
function useRefreshTask(taskId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskKeys.comments(taskId) }),
      queryClient.invalidateQueries({ queryKey: taskKeys.lists }),
    ]);
}

export function useAddTaskComment(taskId: string) {
  const refresh = useRefreshTask(taskId);
  return useMutation({
    mutationFn: (text: string) =>
      callApi(taskEndpoints.addComment, { params: { id: taskId }, body: { text } }),
    onSuccess: refresh,
  });
}

export function useDeleteTaskComment(taskId: string) {
  const refresh = useRefreshTask(taskId);
  return useMutation({
    mutationFn: (commentId: string) =>
      callApi(taskEndpoints.deleteComment, { params: { id: taskId, commentId } }),
    onSuccess: refresh,
  });
}
