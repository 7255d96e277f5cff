import { taskEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** `DELETE task/{id}`: its comments go with it. */
export function deleteTask(id: string) {
  return callApi(taskEndpoints.delete, { params: { id } });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.lists }),
  });
}
