import { calendarEndpoints } from '@atelier/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** `DELETE calendar/feed`: the address stops working at once. */
export function revokeCalendarFeed() {
  return callApi(calendarEndpoints.revokeFeed);
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: ({ data }) => queryClient.setQueryData(calendarKeys.feed, data),
  });
}
