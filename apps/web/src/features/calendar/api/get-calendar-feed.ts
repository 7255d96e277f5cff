import { calendarEndpoints, type CalendarFeed } from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** `GET calendar/feed`: the user's secret .ics address, or null. */
export async function getCalendarFeed(): Promise<CalendarFeed> {
  const { data } = await callApi(calendarEndpoints.feed);
  return data;
}

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.feed, queryFn: getCalendarFeed });

export function useCalendarFeed(enabled = true) {
  return useQuery({ ...calendarFeedQueryOptions(), enabled });
}
