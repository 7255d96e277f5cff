import { calendarEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** `POST calendar/feed`: a new secret address; the previous one stops working. */
export function createCalendarFeed() {
  return callApi(calendarEndpoints.createFeed);
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: ({ data }) => queryClient.setQueryData(calendarKeys.feed, data),
  });
}
