import { calendarEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** `DELETE calendarEvent/{id}` ('Event deleted successfully.'). */
export function deleteCalendarEvent(id: string) {
  return callApi(calendarEndpoints.deleteEvent, { params: { id } });
}

export function useDeleteCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
