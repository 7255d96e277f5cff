import type { DeletedEntry } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** `DELETE calendarEvent/{id}` ('Event deleted successfully.'). */
export function deleteCalendarEvent(id: string) {
  return api.delete<DeletedEntry>(`/calendarEvent/${encodeURIComponent(id)}`);
}

export function useDeleteCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
