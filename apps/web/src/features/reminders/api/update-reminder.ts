import type { Reminder, TUpdateReminderSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reminderKeys } from './keys';

/** `PUT reminder/{id}`: an edit, `{ snoozeMinutes }` or `{ done }`, one at a time. */
export function updateReminder({ id, body }: { id: string; body: TUpdateReminderSchema }) {
  return api.put<Reminder>(`/reminder/${encodeURIComponent(id)}`, body);
}

export function useUpdateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}
