import { calendarEndpoints, type ZCreateCalendarEventSchema } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { calendarKeys } from './keys';

export type CreateCalendarEventInput = z.output<typeof ZCreateCalendarEventSchema>;

/** `POST calendarEvent`: answers the event with `_id` ('Event added successfully.'). */
export function createCalendarEvent(input: CreateCalendarEventInput) {
  return callApi(calendarEndpoints.createEvent, { body: input });
}

export function useCreateCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
