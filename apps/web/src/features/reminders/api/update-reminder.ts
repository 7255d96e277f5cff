import { reminderEndpoints, type TUpdateReminderSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reminderKeys } from './keys';

/** `PUT reminder/{id}`: an edit, `{ snoozeMinutes }` or `{ done }`, one at a time. */
export function updateReminder({ id, body }: { id: string; body: TUpdateReminderSchema }) {
  return callApi(reminderEndpoints.update, { params: { id }, body });
}

export function useUpdateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}
