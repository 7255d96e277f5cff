import type { DeletedEntry, TaskComment } from '@atelier/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** `GET task/{id}/comments`: oldest first. */
export async function getTaskComments(taskId: string): Promise<TaskComment[]> {
  const { data } = await api.get<TaskComment[]>(`/task/${encodeURIComponent(taskId)}/comments`);
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
      api.post<TaskComment>(`/task/${encodeURIComponent(taskId)}/comments`, { text }),
    onSuccess: refresh,
  });
}

export function useDeleteTaskComment(taskId: string) {
  const refresh = useRefreshTask(taskId);
  return useMutation({
    mutationFn: (commentId: string) =>
      api.delete<DeletedEntry>(
        `/task/${encodeURIComponent(taskId)}/comments/${encodeURIComponent(commentId)}`,
      ),
    onSuccess: refresh,
  });
}
