import { reminderEndpoints, type ZCreateReminderSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { reminderKeys } from './keys';

export type CreateReminderInput = z.output<typeof ZCreateReminderSchema>;

/** `POST reminder`: answers the reminder with `_id` ('Reminder added successfully.'). */
export function createReminder(input: CreateReminderInput) {
  return callApi(reminderEndpoints.create, { body: input });
}

export function useCreateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}
