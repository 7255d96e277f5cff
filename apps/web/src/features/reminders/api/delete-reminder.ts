import { reminderEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reminderKeys } from './keys';

/** `DELETE reminder/{id}`: its waiting alarm is dropped with it. */
export function deleteReminder(id: string) {
  return callApi(reminderEndpoints.delete, { params: { id } });
}

export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}
