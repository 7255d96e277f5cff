import type { CalendarFeed } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** `DELETE calendar/feed`: the address stops working at once. */
export function revokeCalendarFeed() {
  return api.delete<CalendarFeed>('/calendar/feed');
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: ({ data }) => queryClient.setQueryData(calendarKeys.feed, data),
  });
}
