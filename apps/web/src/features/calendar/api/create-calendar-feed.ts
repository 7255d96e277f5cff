import type { CalendarFeed } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** `POST calendar/feed`: a new secret address; the previous one stops working. */
export function createCalendarFeed() {
  return api.post<CalendarFeed>('/calendar/feed');
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: ({ data }) => queryClient.setQueryData(calendarKeys.feed, data),
  });
}
