import { taskEndpoints, type TaskStatus, type TUpdateTaskSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** `PUT task/{id}`: any of the fields; the status alone moves it on the board. */
export function updateTask({ id, body }: { id: string; body: TUpdateTaskSchema }) {
  return callApi(taskEndpoints.update, { params: { id }, body });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(taskKeys.detail(data._id), data);
      return queryClient.invalidateQueries({ queryKey: taskKeys.lists });
    },
  });
}

/** Moves a task to another column of the board (its status). */
export function useMoveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, status }: { taskId: string; status: TaskStatus }) =>
      updateTask({ id: taskId, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
