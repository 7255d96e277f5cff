import { calendarEndpoints, type TUpdateCalendarEventSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** `PUT calendarEvent/{id}`: any of its fields; the times are checked together on the server. */
export function updateCalendarEvent({
  id,
  body,
}: {
  id: string;
  body: TUpdateCalendarEventSchema;
}) {
  return callApi(calendarEndpoints.updateEvent, { params: { id }, body });
}

export function useUpdateCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
