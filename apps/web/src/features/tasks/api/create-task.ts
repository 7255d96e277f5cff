import { taskEndpoints, type ZCreateTaskSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { taskKeys } from './keys';

export type CreateTaskInput = z.output<typeof ZCreateTaskSchema>;

/** `POST task`: answers the task with `_id` ('Task added successfully.'). */
export function createTask(input: CreateTaskInput) {
  return callApi(taskEndpoints.create, { body: input });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.lists }),
  });
}
